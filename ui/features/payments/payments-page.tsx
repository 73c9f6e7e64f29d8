import { Alert, Button, Group, Loader, Paper, Stack, Table, Tabs, Text, Title } from '@mantine/core';
import * as E from 'fp-ts/Either';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { WebTokens } from '../../../adapters/di/tokens';
import { paymentRoutes } from '../../../adapters/http/contract/payment-routes';
import type { ProvinceTaxBody } from '../../../adapters/http/contract/payments';
import { UiTokens } from '../../app/ui-tokens';
import { useInjection } from '../../shared/di';
import { useObservable } from '../../shared/use-observable';
import { useDirtyFormGuard } from '../../shared/use-dirty-form-guard';
import { IncentivesPanel } from './incentives-panel';
import { LendersPanel } from './lenders-panel';
import { SettingsPanel } from './settings-panel';

type Panel = 'settings' | 'lenders' | 'incentives' | 'taxes';

/**
 * /payments (spec 002 sections 2 and 6, super admins): the dealership's payment settings, its
 * lenders and their programs, its incentives, and the sales-tax table pricing uses. One guard for
 * the page: leaving with unsaved changes in any panel asks first.
 */
export function PaymentsPage() {
  const { t } = useTranslation('payments');
  const session = useInjection(UiTokens.session);
  const state = useObservable(session.state$, session.snapshot());
  const country = state.user?.dealership?.country === 'US' ? 'US' : 'CA';
  const [dirty, setDirty] = useState<Readonly<Record<Panel, boolean>>>({ settings: false, lenders: false, incentives: false, taxes: false });
  const reporter = useCallback((panel: Panel) => (value: boolean) => setDirty((d) => (d[panel] === value ? d : { ...d, [panel]: value })), []);
  const [onSettings] = useState(() => reporter('settings'));
  const [onLenders] = useState(() => reporter('lenders'));
  const [onIncentives] = useState(() => reporter('incentives'));
  useDirtyFormGuard(Object.values(dirty).some(Boolean));

  return (
    <Stack gap="md">
      <div>
        <Title order={1} size="h2">{t('title')}</Title>
        <Text c="dimmed" size="sm">{t('subtitle')}</Text>
      </div>
      <Tabs defaultValue="settings" keepMounted>
        <Tabs.List mb="md">
          {(['settings', 'lenders', 'incentives', 'taxes'] as const).map((p) => (
            <Tabs.Tab key={p} value={p}>{t(`tabs.${p}`)}{dirty[p] ? ' •' : ''}</Tabs.Tab>
          ))}
        </Tabs.List>
        <Tabs.Panel value="settings"><SettingsPanel onDirty={onSettings} /></Tabs.Panel>
        <Tabs.Panel value="lenders"><LendersPanel onDirty={onLenders} country={country} /></Tabs.Panel>
        <Tabs.Panel value="incentives"><IncentivesPanel onDirty={onIncentives} /></Tabs.Panel>
        <Tabs.Panel value="taxes"><TaxesPanel /></Tabs.Panel>
      </Tabs>
    </Stack>
  );
}

/** The sales-tax rates pricing uses, with their sources (read-only here; super admins change them through the API). */
function TaxesPanel() {
  const { t } = useTranslation('payments');
  const { call } = useInjection(WebTokens.api);
  const [rows, setRows] = useState<readonly ProvinceTaxBody[] | 'loading' | 'failed'>('loading');
  const load = useCallback(async () => {
    try {
      const r = await call(paymentRoutes.provinceTaxes);
      setRows(E.isLeft(r) ? 'failed' : r.right.results);
    } catch {
      setRows('failed');
    }
  }, [call]);
  useEffect(() => { void load(); }, [load]);
  if (rows === 'loading') return <Group justify="center" p="xl"><Loader aria-label={t('loading')} /></Group>;
  if (rows === 'failed') return <Alert color="red" role="alert" title={t('load_failed')}><Button variant="light" onClick={() => void load()}>{t('retry')}</Button></Alert>;
  const pct = (v: string) => (v === '0' ? '—' : `${v} %`);
  return (
    <Paper withBorder p="sm" radius="md">
      <Table.ScrollContainer minWidth={640}>
        <Table aria-label={t('tabs.taxes')} striped>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('taxes.region')}</Table.Th>
              {(['gst', 'pst', 'hst', 'qst', 'state'] as const).map((c) => <Table.Th key={c}>{t(`taxes.${c}`)}</Table.Th>)}
              <Table.Th>{t('taxes.source')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((r) => (
              <Table.Tr key={r.region}>
                <Table.Td>{r.region}</Table.Td>
                {(['gst', 'pst', 'hst', 'qst', 'state'] as const).map((c) => <Table.Td key={c}>{pct(r[c])}</Table.Td>)}
                <Table.Td><Text size="xs" c="dimmed" lineClamp={2} title={r.source}>{r.source}</Text></Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Paper>
  );
}
