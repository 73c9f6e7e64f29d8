import { Alert, Button, Group, Loader, Paper, Stack, Table, Tabs, Text, Title } from '@mantine/core';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { UiTokens } from '../../../shared/ui-tokens';
import { useInjection } from '../../../shared/di';
import { useObservable } from '../../../shared/use-observable';
import { ProblemAlert } from '../../../shared/problem-message';
import { useToast } from '../../../shared/toast';
import { useDirtyFormGuard } from '../../../shared/use-dirty-form-guard';
import { useFormSubmit } from '../../../shared/use-form-submit';
import { LocaleNumberInput } from '../../../shared/amount-input';
import { formatPercent } from '../../../shared/format';
import { currentLocale } from '../../../shared/i18n';
import { PaymentTokens } from '../payment-tokens';
import { TaxSource } from './tax-source';
import { IncentivesPanel } from './incentives-panel';
import { decimalText } from './lender-form';
import { usePaymentMessage } from './use-payment-message';
import { useResultsList } from './use-results-list';
import { LendersPanel } from './lenders-panel';
import { SettingsPanel } from './settings-panel';
import { ScrollTable } from '../../../shared/scroll-table';

type Panel = 'settings' | 'lenders' | 'incentives' | 'taxes';
const COMPONENTS = ['gst', 'pst', 'hst', 'qst', 'state'] as const;
type Component = (typeof COMPONENTS)[number];

/**
 * /payments (spec 002 sections 2 and 6, super admins): the dealership's payment settings, its
 * lenders and their programs, its incentives, and the sales-tax table pricing uses (editable row by row). One guard for
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
  const [onTaxes] = useState(() => reporter('taxes'));
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
        <Tabs.Panel value="taxes"><TaxesPanel onDirty={onTaxes} /></Tabs.Panel>
      </Tabs>
    </Stack>
  );
}

/** The sales-tax rates pricing uses, with their sources; a row's rates can be changed in place (0 to 100 %). */
function TaxesPanel({ onDirty }: { readonly onDirty: (dirty: boolean) => void }) {
  const { t, i18n } = useTranslation('payments');
  const locale = currentLocale(i18n);
  const port = useInjection(PaymentTokens.settings);
  const message = usePaymentMessage();
  const toast = useToast();
  const form = useFormSubmit();
  const [editing, setEditing] = useState<{ readonly region: string; readonly initial: Record<Component, string>; readonly values: Record<Component, string> } | null>(null);
  const fetchRows = useCallback(() => port.provinceTaxes(), [port]);
  const [rows, load] = useResultsList(fetchRows);
  const dirty = editing !== null && COMPONENTS.some((c) => editing.values[c] !== editing.initial[c]);
  useEffect(() => { onDirty(dirty); }, [dirty, onDirty]);
  if (rows === 'loading') return <Group justify="center" p="xl"><Loader aria-label={t('loading')} /></Group>;
  if (rows === 'failed') return <Alert color="red" role="alert" title={t('load_failed')}><Button variant="light" onClick={() => void load()}>{t('retry')}</Button></Alert>;
  const pct = (v: string) => (v === '0' ? '—' : formatPercent(v, locale));
  const clearErrors = () => { for (const k of Object.keys(form.fieldErrors)) form.clearField(k); };
  const save = async () => {
    if (editing === null) return;
    const body = Object.fromEntries(COMPONENTS.filter((c) => editing.values[c] !== editing.initial[c]).map((c) => [c, decimalText(editing.values[c])]));
    const answer = await form.submit({}, () => port.saveProvinceTax(editing.region, body));
    if (answer === null) return;
    toast.success('payments:toast.tax_saved');
    setEditing(null);
    await load();
  };
  return (
    <Paper withBorder p="sm" radius="md">
      <ProblemAlert problem={form.problem} />
      <ScrollTable minWidth={720} label={t('tabs.taxes')}>
        <Table aria-label={t('tabs.taxes')} striped>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('taxes.region')}</Table.Th>
              {COMPONENTS.map((c) => <Table.Th key={c}>{t(`taxes.${c}`)}</Table.Th>)}
              <Table.Th>{t('taxes.source')}</Table.Th>
              <Table.Th />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((r) => {
              const open = editing?.region === r.region ? editing : null;
              return (
                <Table.Tr key={r.region}>
                  <Table.Td>{r.region}</Table.Td>
                  {COMPONENTS.map((c) => (
                    <Table.Td key={c} style={{ whiteSpace: 'nowrap' }}>
                      {open === null ? pct(r[c]) : (
                        <LocaleNumberInput kind="percent" decimalScale={6} size="xs" w={96} aria-label={`${t(`taxes.${c}`)} ${r.region}`} value={open.values[c]}
                          onChange={(v) => { setEditing({ ...open, values: { ...open.values, [c]: v } }); form.clearField(c); }}
                          error={message(c, form.fieldErrors[c])} />
                      )}
                    </Table.Td>
                  ))}
                  <Table.Td><TaxSource source={r.source} /></Table.Td>
                  <Table.Td>
                    {open === null ? (
                      <Button size="xs" variant="light" aria-label={t('taxes.edit', { region: r.region })} disabled={editing !== null}
                        onClick={() => { const v = Object.fromEntries(COMPONENTS.map((c) => [c, r[c]])) as Record<Component, string>; clearErrors(); setEditing({ region: r.region, initial: v, values: v }); }}>
                        {t('incentives.edit')}
                      </Button>
                    ) : (
                      <Group gap={4} wrap="nowrap">
                        <Button size="xs" loading={form.submitting} disabled={!dirty} onClick={() => void save()}>{t('taxes.save')}</Button>
                        <Button size="xs" variant="default" onClick={() => { clearErrors(); setEditing(null); }}>{t('taxes.cancel')}</Button>
                      </Group>
                    )}
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </ScrollTable>
    </Paper>
  );
}
