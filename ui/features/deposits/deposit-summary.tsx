import { Alert, Badge, Card, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DepositBody } from '../../../adapters/http/contract/deposits/deposits';
import { formatDateTime, formatMoney } from '../../shared/format';
import { currentLocale } from '../../shared/i18n';
import { DEALER_ORANGE } from '../../shared/step-progress';
import { holdLeft, spanKey } from './hold-countdown';

// Filled, dark shades: white text keeps a 4.5:1 contrast.
const STATE_COLOR: Readonly<Record<DepositBody['state'], string>> = {
  created: 'blue.8', initiated: 'blue.8', pre_authorized: DEALER_ORANGE, confirmed: 'teal.9', refunded: 'grape.8',
  expired: 'gray.7', canceled: 'gray.7', rejected: 'red.8', error: 'red.8',
};

/** The deposit's state as a badge: a deposit marked paid outside the panel says "Paid". */
export function StateBadge({ deposit }: { readonly deposit: DepositBody }) {
  const { t } = useTranslation('deposits');
  const key = deposit.state === 'confirmed' && deposit.paid_outside ? 'confirmed_outside' : deposit.state;
  return <Badge color={STATE_COLOR[deposit.state]} variant="filled" tt="none" data-testid="deposit-state">{t(`state.${key}`)}</Badge>;
}

/** The clock of the countdown: every 30 seconds. */
function useNow(): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), 30_000);
    return () => clearInterval(timer);
  }, []);
  return now;
}

function HoldCountdown({ expiresAt }: { readonly expiresAt: string }) {
  const { t, i18n } = useTranslation('deposits');
  const left = holdLeft(expiresAt, useNow());
  if (left === null) return <Alert color="orange" variant="light" data-testid="hold-countdown">{t('summary.hold_ended')}</Alert>;
  const text = t('summary.hold_ends', { span: t(spanKey(left), { ...left }), date: formatDateTime(new Date(expiresAt), currentLocale(i18n)) });
  return left.warning
    ? <Alert color="orange" variant="light" data-testid="hold-countdown">{text}</Alert>
    : <Text size="sm" data-testid="hold-countdown">{text}</Text>;
}

/** The summary card: state, mode, the amounts and, while a hold is open, its countdown. */
export function DepositSummary({ deposit }: { readonly deposit: DepositBody }) {
  const { t, i18n } = useTranslation('deposits');
  const money = (cents: number) => formatMoney(cents, currentLocale(i18n), deposit.currency);
  const rows: ReadonlyArray<readonly [string, string, string]> = [
    ['mode', t('summary.mode'), t(`mode.${deposit.mode}`)],
    ['amount', t('summary.amount'), money(deposit.amount_cents)],
    ['captured', t('summary.captured'), money(deposit.captured_cents)],
    ['refunded', t('summary.refunded'), money(deposit.refunded_cents)],
    ...(deposit.transferred_out_cents > 0 ? [['transferred', t('summary.transferred'), money(deposit.transferred_out_cents)] as const] : []),
    ['holds', t('summary.holds'), money(deposit.paid_cents)],
    ['paid-outside', t('summary.paid_outside'), t(deposit.paid_outside ? 'summary.yes' : 'summary.no')],
  ];
  return (
    <Card withBorder radius="md" padding="md">
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Text fw={600} component="h2" m={0}>{t('summary.title')}</Text>
          <StateBadge deposit={deposit} />
        </Group>
        {deposit.state === 'pre_authorized' && deposit.hold_expires_at !== null && <HoldCountdown expiresAt={deposit.hold_expires_at} />}
        <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="sm" verticalSpacing="xs" component="dl" m={0}>
          {rows.map(([id, label, value]) => (
            <Stack key={id} gap={0}>
              <Text component="dt" size="xs" c="dimmed">{label}</Text>
              <Text component="dd" m={0} fw={500} data-testid={`deposit-${id}`}>{value}</Text>
            </Stack>
          ))}
        </SimpleGrid>
      </Stack>
    </Card>
  );
}
