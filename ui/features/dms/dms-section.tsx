import { Alert, Anchor, Badge, Button, Group, List, Paper, Stack, Text } from '@mantine/core';
import { DEALER_ORANGE } from '../../shared/step-progress';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { confirmWith } from '../../shared/confirm';
import { useInjection } from '../../shared/di';
import { formatDateTime } from '../../shared/format';
import { currentLocale } from '../../shared/i18n';
import { paths } from '../../shared/paths';
import { useObservable } from '../../shared/use-observable';
import { useViewModel } from '../../shared/use-view-model';
import type { SyncInfo } from './dms-port';
import { DmsTokens } from './dms-tokens';

type PushState = NonNullable<SyncInfo['last_push']>['state'];
type FieldError = NonNullable<SyncInfo['last_push']>['field_errors'][number];

/** Outline badges in dark shades: their text keeps a 4.5:1 contrast on the card (axe, the journey). */
const BADGE: Readonly<Record<PushState | 'none', string>> = { none: 'gray.7', queued: 'blue.8', pushing: 'blue.8', pushed: 'teal.9', failed: 'red.8', retrying: 'orange.9' };

/** Where a refused field is fixed: the customer record, the deal's worksheet (vehicle and price), or the deal's trade-in. */
function fixLink(field: FieldError['field'], customerId: number, orderId: number): { readonly to: string; readonly label: string } {
  if (field.startsWith('customer.')) return { to: paths.of('customer-details', { id: customerId }), label: 'dms:section.fix_customer' };
  if (field.startsWith('trade_in.')) return { to: paths.of('order-trade-in', { id: customerId, orderId }), label: 'dms:section.fix_trade_in' };
  return { to: paths.of('pricing-worksheet', { id: customerId, orderId }), label: 'dms:section.fix_vehicle' };
}

/**
 * The deal card's DMS section (issue 16 item 6): the last push's state, the DMS deal number, when
 * and by whom it was last sent, the fields the DMS refused with a link to where each is fixed, the
 * next try while it retries, and "Send to DMS" (confirmed when the DMS already has the deal). It
 * polls while a push is on its way. A failure here is said here; the rest of the card is untouched.
 */
export function DmsSection({ orderId, customerId, archived }: { readonly orderId: number; readonly customerId: number; readonly archived: boolean }) {
  const { t, i18n } = useTranslation();
  const locale = currentLocale(i18n);
  const factory = useInjection(DmsTokens.viewModel);
  const vm = useViewModel(() => factory(orderId), (model) => void model.start());
  const state = useObservable(vm.state$, { info: null, loading: true, failed: false, sending: false, sendError: null });
  const info = state.info;
  const last = info?.last_push ?? null;
  const stateKey: PushState | 'none' = last?.state ?? 'none';
  const when = (iso: string | null) => (iso === null ? '' : formatDateTime(new Date(iso), locale));
  const active = stateKey === 'queued' || stateKey === 'pushing' || stateKey === 'retrying';

  const send = async () => {
    if (info?.dms_deal_number != null && !(await confirmWith(t, 'dms:confirm', { values: { number: info.dms_deal_number } }))) return;
    await vm.send();
  };

  return (
    <Paper withBorder p="xs" radius="sm" component="section" aria-label={t('dms:section.label', { id: orderId })} data-testid={`dms-${orderId}`}>
      <Stack gap={4}>
        <Group justify="space-between" gap="xs" wrap="wrap">
          <Group gap="xs">
            <Text size="sm" fw={700}>{t('dms:section.title')}</Text>
            {info !== null && <Badge color={BADGE[stateKey]} variant="outline" tt="none" data-testid={`dms-state-${orderId}`}>{t(`dms:state.${stateKey}`)}</Badge>}
            {info?.dms_deal_number != null && <Text size="sm" fw={600}>{t('dms:section.deal_number', { number: info.dms_deal_number })}</Text>}
          </Group>
          {info?.may_push === true && !archived && (
            <Button size="compact-xs" onClick={() => void send()} loading={state.sending} disabled={active}
              aria-label={t('dms:section.send_label', { id: orderId })}>
              {t('dms:section.send')}
            </Button>
          )}
        </Group>
        {state.failed && (
          <Group gap="xs">
            <Text size="xs" c="red.8" role="alert">{t('dms:section.failed_load')}</Text>
            <Button size="compact-xs" variant="subtle" onClick={() => void vm.retry()}>{t('dms:section.retry')}</Button>
          </Group>
        )}
        {info !== null && last === null && <Text size="xs" c="dimmed">{t('dms:section.never')}</Text>}
        {info?.last_pushed_at != null && last !== null && (
          <Text size="xs" c="dimmed">{t('dms:section.last_push', { when: when(info.last_pushed_at), who: last.requested_by?.name ?? t('dms:section.someone') })}</Text>
        )}
        {last?.state === 'retrying' && (
          <Text size="xs" c={DEALER_ORANGE}>{t('dms:section.next_retry', { when: when(last.next_retry_at), attempts: last.attempts, reason: t(`dms:section.failure.${last.failure ?? 'unavailable'}`) })}</Text>
        )}
        {last?.state === 'failed' && last.field_errors.length === 0 && (
          <Text size="xs" c="red.8">{t('dms:section.gave_up', { attempts: last.attempts, reason: t(`dms:section.failure.${last.failure ?? 'unavailable'}`) })}</Text>
        )}
        {last?.state === 'failed' && last.field_errors.length > 0 && (
          <Alert color="red" variant="light" p="xs" title={t('dms:section.field_errors')}>
            <List size="sm" spacing={2}>
              {last.field_errors.map((e) => {
                const fix = fixLink(e.field, customerId, orderId);
                return (
                  <List.Item key={`${e.field}-${e.code}`}>
                    <Text span size="sm" fw={600}>{t(`dms:field.${e.field}`)}</Text>
                    <Text span size="sm">{` — ${t(`dms:code.${e.code}`, { limit: e.limit ?? 0 })} · `}</Text>
                    <Anchor component={Link} to={fix.to} size="sm">{t(fix.label)}</Anchor>
                  </List.Item>
                );
              })}
            </List>
          </Alert>
        )}
        {state.sendError !== null && (
          <Text size="xs" c="red.8" role="alert">{t(`dms:section.send_failed.${['forbidden', 'not_found'].includes(state.sendError) ? state.sendError : 'technical'}`)}</Text>
        )}
      </Stack>
    </Paper>
  );
}
