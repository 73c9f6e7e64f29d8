import { currencyOf } from '../../../shared/format';
import { Badge, Button, Group, Image, Paper, Stack, Text, Tooltip } from '@mantine/core';
import type { Either } from 'fp-ts/Either';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { EasyLinksBody, OrderBody } from '../../../../adapters/http/contract/orders/orders';
import type { Country } from '@dealer-panel/core/access/dealership';
import { isConfirmable } from '@dealer-panel/core/shared/deal-states';
import type { FieldErrorMap, FormProblem } from '../../../shared/form-problem';
import { currentLocale } from '../../../shared/i18n';
import { paths } from '../../../shared/paths';
import { dayOf, moneyText } from '../../../shared/wire-display';
import { AwaitingBadge } from '../../../shared/awaiting-badge';
import { leftFeedWarning } from '../../../shared/left-feed';
import { LeftFeedBadge } from '../../../shared/left-feed-badge';
import { StepProgress } from '../../../shared/step-progress';
import { RecapMenu } from '../../../shared/recap-menu';
import { CommissionNumber } from './commission-number';
import { EasyLinks } from './easy-links';
import { DealHistory } from '../timeline/deal-history';
import type { DealAction, DealHistoryView } from './order-list-view-model';
import type { ReactNode } from 'react';

/** The deal's own pages the card opens, in the order the desk works them. */
const STEP_PAGES = [
  { route: 'quote-builder', name: 'quotes:card_link.open', label: 'quotes:card_link.open_label' },
  { route: 'pricing-worksheet', name: 'worksheet:card.open', label: 'worksheet:card.open_label' },
  { route: 'order-trade-in', name: 'trade-ins:card.open', label: 'trade-ins:card.open_label' },
  { route: 'personal-application', name: 'credit:card.open', label: 'credit:card.open_label' },
  { route: 'deposit', name: 'deposits:card.open', label: 'deposits:card.open_label' },
  { route: 'appointment', name: 'desk:card.appointment', label: 'desk:card.appointment_label' },
  { route: 'file-upload', name: 'desk:card.documents', label: 'desk:card.documents_label' },
] as const;

export interface OrderCardActions {
  readonly onToggleArchived: () => void;
  readonly onConfirm: () => void;
  readonly onSendLink: () => void;
  readonly onViewAsCustomer: () => void;
  readonly onSaveCommission: (value: string) => Promise<FieldErrorMap | null>;
  readonly loadLinks: () => Promise<Either<FormProblem | null, EasyLinksBody>>;
  readonly loadHistory: () => Promise<Either<FormProblem | null, DealHistoryView>>;
}

/**
 * One deal of the customer: vehicle, payment type, status, who acts next, its eight steps, its
 * commission number, and what the desk does with it: confirm, send the link, the customer's links,
 * the worksheet, archive or restore. Archived deals only offer Restore (the API refuses the rest).
 */
export function OrderCard({ order, country, busy, maySendLink, mayViewAsCustomer, actions, extra }: {
  readonly order: OrderBody;
  readonly country: Country;
  readonly busy: DealAction | null;
  readonly maySendLink: boolean;
  readonly mayViewAsCustomer: boolean;
  readonly actions: OrderCardActions;
  /** What a page that combines features shows on the card (the DMS section, ui/app/order-list-with-dms.tsx). */
  readonly extra?: ReactNode;
}) {
  const { t, i18n } = useTranslation();
  const locale = currentLocale(i18n);
  const vehicle = order.vehicle;
  const title = vehicle?.formatted_name ?? t('orders.list.no_vehicle');
  const confirmable = isConfirmable({ isArchived: order.is_archived, confirmed: order.confirmed_at !== null, status: order.status });
  const noEmail = order.customer_details.email === '';
  const leftFeed = leftFeedWarning(order);
  return (
    <Paper withBorder p="sm" radius="md" component="article" aria-label={t('orders.list.deal_label', { id: order.id, vehicle: title })}>
      <Group align="flex-start" wrap="nowrap" gap="md">
        {vehicle?.images[0] && <Image src={vehicle.images[0]} alt={title} w={120} h={80} radius="sm" fit="cover" visibleFrom="sm" />}
        <Stack gap={6} style={{ flex: 1, minWidth: 0 }}>
          <Group justify="space-between" wrap="wrap" gap="xs">
            <Text fw={700}>{title}</Text>
            <Group gap={6}>
              <Badge variant="light" tt="none">{t(`orders.payment_type.${order.payment_type}`)}</Badge>
              <Badge variant="outline" color="gray.7" tt="none">{t(`orders.status.${order.status}`)}</Badge>
              <AwaitingBadge awaiting={order.awaiting} />
              {leftFeed !== null && <LeftFeedBadge at={leftFeed} />}
            </Group>
          </Group>
          {vehicle && (
            <Text size="sm" c="dimmed">
              {t('orders.list.vehicle_line', { stock: vehicle.stock_number, condition: t(`orders.condition.${vehicle.condition}`), price: moneyText(vehicle.listing_price, locale, country) })}
            </Text>
          )}
          <StepProgress order={order} />
          {order.confirmed_at !== null && <Text size="sm" c="teal.9" fw={600}>{t('desk:card.confirmed_on', { date: dayOf(order.confirmed_at, locale) })}</Text>}
          <CommissionNumber order={order} mayChange={!order.is_archived} busy={busy === 'commission'} onSave={actions.onSaveCommission} />
          {extra}
          <Text size="xs" c="dimmed">
            {order.is_archived && order.archived_status_changed_at
              ? t(order.archive_reason === null ? 'orders.list.archived_on' : 'orders.list.archived_on_reason', {
                date: dayOf(order.archived_status_changed_at, locale), by: order.archived_status_changed_by_details?.full_name ?? t('customers.record.none'),
                reason: order.archive_reason === null ? '' : t(`archive_reasons.${order.archive_reason}`),
              })
              : t('orders.list.created_on', { date: dayOf(order.created, locale) })}
          </Text>
          <Group gap={6} wrap="wrap" role="group" aria-label={t('desk:card.actions', { id: order.id })}>
            {confirmable && <Button size="compact-xs" loading={busy === 'confirm'} onClick={actions.onConfirm}>{t('desk:card.confirm')}</Button>}
            {maySendLink && !order.is_archived && (
              <Tooltip label={t('desk:card.no_email')} disabled={!noEmail} withinPortal>
                {/* data-disabled, not disabled: a disabled button gets no pointer events, so the tooltip saying why would never show. */}
                <Button size="compact-xs" variant="light" loading={busy === 'send_link'} {...(noEmail ? { 'data-disabled': true } : {})} aria-disabled={noEmail}
                  onClick={(event) => { if (noEmail) event.preventDefault(); else actions.onSendLink(); }}
                  aria-label={t('desk:card.send_link_label', { id: order.id })}>
                  {t('desk:card.send_link')}
                </Button>
              </Tooltip>
            )}
            {mayViewAsCustomer && !order.is_archived && (
              <Button size="compact-xs" variant="light" loading={busy === 'customer_view'} onClick={actions.onViewAsCustomer}
                aria-label={t('desk:card.customer_view_label', { id: order.id })}>
                {t('desk:card.customer_view')}
              </Button>
            )}
            <EasyLinks orderId={order.id} load={actions.loadLinks} />
            <DealHistory orderId={order.id} currency={currencyOf(country)} load={actions.loadHistory} />
            {STEP_PAGES.map(({ route, label, name }) => (
              <Button key={route} size="compact-xs" variant="light" component={Link} to={paths.of(route, { id: order.customer, orderId: order.id })}
                aria-label={t(label, { id: order.id })}>
                {t(name)}
              </Button>
            ))}
            <RecapMenu orderId={order.id} />
            <Button size="compact-xs" variant="default" loading={busy === 'archive'} onClick={actions.onToggleArchived}>
              {t(order.is_archived ? 'orders.list.restore' : 'orders.list.archive')}
            </Button>
          </Group>
        </Stack>
      </Group>
    </Paper>
  );
}
