import { Badge, Button, Group, Image, Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../shared/paths';
import type { OrderBody } from '../../../../adapters/http/contract/orders';
import type { Country } from '../../../../core/access/dealership';
import { currentLocale } from '../../../shared/i18n';
import { dayOf, moneyText } from '../../customers/display';
import { AwaitingBadge } from '../../customers/list/awaiting-badge';
import { StepProgress } from '../step-progress';

/** One deal of the customer: vehicle, payment type, status, who acts next, its eight steps, archive or restore. */
export function OrderCard({ order, country, busy, onToggleArchived }: {
  readonly order: OrderBody;
  readonly country: Country;
  readonly busy: boolean;
  readonly onToggleArchived: () => void;
}) {
  const { t, i18n } = useTranslation();
  const locale = currentLocale(i18n);
  const vehicle = order.vehicle;
  const title = vehicle?.formatted_name ?? t('orders.list.no_vehicle');
  return (
    <Paper withBorder p="sm" radius="md" component="article" aria-label={t('orders.list.deal_label', { id: order.id, vehicle: title })}>
      <Group align="flex-start" wrap="nowrap" gap="md">
        {vehicle?.images[0] && <Image src={vehicle.images[0]} alt={title} w={120} h={80} radius="sm" fit="cover" />}
        <Stack gap={4} style={{ flex: 1, minWidth: 0 }}>
          <Group justify="space-between" wrap="wrap" gap="xs">
            <Text fw={700}>{title}</Text>
            <Group gap={6}>
              <Badge variant="light" tt="none">{t(`orders.payment_type.${order.payment_type}`)}</Badge>
              <Badge variant="outline" color="gray.7" tt="none">{t(`orders.status.${order.status}`)}</Badge>
              <AwaitingBadge awaiting={order.awaiting} />
            </Group>
          </Group>
          {vehicle && (
            <Text size="sm" c="dimmed">
              {t('orders.list.vehicle_line', { stock: vehicle.stock_number, condition: t(`orders.condition.${vehicle.condition}`), price: moneyText(vehicle.listing_price, locale, country) })}
            </Text>
          )}
          <StepProgress order={order} />
          <Group justify="space-between" wrap="wrap" gap="xs">
            <Text size="xs" c="dimmed">
              {order.is_archived && order.archived_status_changed_at
                ? t('orders.list.archived_on', { date: dayOf(order.archived_status_changed_at, locale), by: order.archived_status_changed_by_details?.full_name ?? t('customers.record.none') })
                : t('orders.list.created_on', { date: dayOf(order.created, locale) })}
            </Text>
            <Group gap={6}>
              <Button
                size="compact-xs"
                variant="light"
                component={Link}
                to={paths.of('pricing-worksheet', { id: order.customer, orderId: order.id })}
                aria-label={t('worksheet:card.open_label', { id: order.id })}
              >
                {t('worksheet:card.open')}
              </Button>
              <Button size="compact-xs" variant="default" loading={busy} onClick={onToggleArchived}>
                {t(order.is_archived ? 'orders.list.restore' : 'orders.list.archive')}
              </Button>
            </Group>
          </Group>
        </Stack>
      </Group>
    </Paper>
  );
}
