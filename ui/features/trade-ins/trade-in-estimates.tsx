import { Badge, Button, Card, Group, Loader, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Currency } from '../../shared/format';
import { formatMoneyText } from '../../shared/format';
import { currentLocale } from '../../shared/i18n';
import { showToast } from '../../shared/toast';
import type { TradeInState, TradeInViewModel, VendorEstimate } from './trade-in-view-model';

type Ready = Extract<TradeInState, { kind: 'ready' }>;
/** A badge's words wrap on a phone rather than being cut. */
const WRAP = { root: { height: 'auto', paddingBlock: 2, maxWidth: '100%' }, label: { whiteSpace: 'normal', overflow: 'visible' } } as const;

/** The six vendors' estimates, each as it arrives, a failure worded by its code; the range and instant cash offer above. */
export function TradeInEstimates({ state, vm, currency }: { readonly state: Ready; readonly vm: TradeInViewModel; readonly currency: Currency }) {
  const { t, i18n } = useTranslation('trade-ins');
  const locale = currentLocale(i18n);
  const money = (text: string | null) => (text === null ? t('estimates.none') : formatMoneyText(text, locale, currency));
  const record = state.data.trade_in;
  const asking = Object.values(state.estimates).some((e) => e.kind === 'loading');
  const errorText = (code: string, reason: string | null) => t(`vendor_errors.${reason === 'timeout' ? 'timeout' : code}`, { defaultValue: t('vendor_errors.unknown') });
  // Spec 001 section 8: every failure but "not available" is also told in a 5-second toast.
  const refresh = () => void vm.refresh((vendor, code) => showToast(t, { kind: 'error', message: 'trade-ins:vendor_toast', values: { vendor: t(`vendors.${vendor}`), message: errorText(code, null) } }));
  const body = (e: VendorEstimate) => {
    switch (e.kind) {
      case 'none': return <Text size="sm" c="dimmed">{t('estimates.not_asked')}</Text>;
      case 'loading': return <Group gap="xs"><Loader size="xs" /><Text size="sm" c="dimmed">{t('estimates.asking')}</Text></Group>;
      case 'ok': return (
        <Stack gap={0}>
          <Text fw={700}>{money(e.estimate.value)}</Text>
          <Text size="xs" c="dimmed">{t('estimates.range', { min: money(e.estimate.range_min), max: money(e.estimate.range_max) })}</Text>
        </Stack>
      );
      case 'failed': return <Text size="sm" c={e.code === 'not_available' ? 'dimmed' : 'red.8'}>{errorText(e.code, e.reason)}</Text>;
    }
  };
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-labelledby="trade-in-estimates">
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap">
          <Title order={2} size="h4" id="trade-in-estimates">{t('estimates.title')}</Title>
          <Button variant="outline" onClick={refresh} loading={asking} disabled={record === null}>{t('estimates.refresh')}</Button>
        </Group>
        <Text size="sm" c="dimmed">{record === null ? t('estimates.save_first') : t('estimates.intro')}</Text>
        {record !== null && (
          <Group gap="xl" wrap="wrap">
            <Stack gap={0}><Text size="xs" c="dimmed">{t('estimates.range_title')}</Text>
              <Text fw={600}>{record.estimated_low === null ? t('estimates.none') : t('estimates.range', { min: money(record.estimated_low), max: money(record.estimated_high) })}</Text></Stack>
            <Stack gap={0}><Text size="xs" c="dimmed">{t('estimates.ico_title')}</Text><Text fw={600}>{money(record.ico_amount)}</Text></Stack>
          </Group>
        )}
        <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="sm" role="list" aria-label={t('estimates.title')}>
          {state.data.vendors.map((vendor) => (
            <Card key={vendor} withBorder radius="sm" padding="sm" role="listitem" aria-label={t(`vendors.${vendor}`)} aria-busy={state.estimates[vendor]?.kind === 'loading'}>
              <Stack gap={4}>
                <Group gap="xs" wrap="wrap">
                  <Text size="sm" fw={600}>{t(`vendors.${vendor}`)}</Text>
                  {vendor === state.data.trade_in_system && <Badge size="xs" variant="light" styles={WRAP}>{t('estimates.store_system')}</Badge>}
                </Group>
                {body(state.estimates[vendor] ?? { kind: 'none' })}
              </Stack>
            </Card>
          ))}
        </SimpleGrid>
      </Stack>
    </Card>
  );
}
