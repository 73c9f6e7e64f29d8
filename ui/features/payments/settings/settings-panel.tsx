import { Alert, Button, Checkbox, Group, Loader, Paper, Select, SimpleGrid, Stack, Switch, TextInput, Title } from '@mantine/core';
import { useCallback, useEffect, useState } from 'react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import * as E from 'fp-ts/Either';
import type { LenderBody } from '../../../../adapters/http/contract/payments/payments';
import { LocaleNumberInput } from '../../../shared/amount-input';
import { useInjection } from '../../../shared/di';
import { ProblemAlert } from '../../../shared/problem-message';
import { useToast } from '../../../shared/toast';
import { useFormSubmit } from '../../../shared/use-form-submit';
import { PaymentTokens } from '../payment-tokens';
import { DEFAULT_GROUPS, FREQUENCIES, METHODS, settingsChange, settingsForm, type SettingsForm } from './settings-form';
import { usePaymentMessage } from './use-payment-message';

type Loaded = { readonly kind: 'loading' } | { readonly kind: 'failed' } | { readonly kind: 'ready'; readonly initial: SettingsForm; readonly lenders: readonly LenderBody[] };

/** The dealership's payment settings: defaults per finance, lease and OEM, frequencies, lenders. Saves only what changed. */
export function SettingsPanel({ onDirty }: { readonly onDirty: (dirty: boolean) => void }) {
  const { t } = useTranslation('payments');
  const port = useInjection(PaymentTokens.settings);
  const message = usePaymentMessage();
  const toast = useToast();
  const form = useFormSubmit();
  const [loaded, setLoaded] = useState<Loaded>({ kind: 'loading' });
  const [values, setValues] = useState<SettingsForm | null>(null);

  const load = useCallback(async () => {
    setLoaded({ kind: 'loading' });
    try {
      const [settings, lenders] = await Promise.all([port.settings(), port.lenders()]);
      if (E.isLeft(settings) || E.isLeft(lenders)) { setLoaded({ kind: 'failed' }); return; }
      const initial = settingsForm(settings.right);
      setLoaded({ kind: 'ready', initial, lenders: lenders.right.results });
      setValues(initial);
    } catch {
      setLoaded({ kind: 'failed' });
    }
  }, [port]);
  useEffect(() => { void load(); }, [load]);

  const change = loaded.kind === 'ready' && values !== null ? settingsChange(loaded.initial, values) : {};
  const dirty = Object.keys(change).length > 0;
  useEffect(() => { onDirty(dirty); }, [dirty, onDirty]);

  if (loaded.kind === 'loading' || (loaded.kind === 'ready' && values === null)) return <Group justify="center" p="xl"><Loader aria-label={t('loading')} /></Group>;
  if (loaded.kind === 'failed' || values === null) {
    return <Alert color="red" role="alert" title={t('load_failed')}><Button variant="light" onClick={() => void load()}>{t('retry')}</Button></Alert>;
  }

  const set = <K extends keyof SettingsForm>(key: K, value: SettingsForm[K]) => {
    setValues((current) => (current === null ? current : { ...current, [key]: value }));
    form.clearField(key);
  };
  const error = (key: keyof SettingsForm) => message(key, form.fieldErrors[key]);
  const frequencyOptions = FREQUENCIES.map((f) => ({ value: f, label: t(`frequencies.${f}`) }));
  const methodOptions = METHODS.map((m) => ({ value: m, label: t(`methods.${m}`) }));
  const lenderOptions = [{ value: '', label: t('settings.no_lender') }, ...loaded.lenders.map((l) => ({ value: String(l.id), label: `${l.name} (${t(`lenders.kinds.${l.kind}`)})` }))];

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!dirty) return;
    const answer = await form.submit({}, () => port.saveSettings(change));
    if (answer === null) return;
    const initial = settingsForm(answer);
    setLoaded({ ...loaded, initial });
    setValues(initial);
    toast.success('payments:toast.settings_saved');
  };

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate aria-labelledby="payment-settings-title">
      <Stack gap="md">
        <Title order={2} size="h4" id="payment-settings-title">{t('settings.title')}</Title>
        <Paper withBorder p="md" radius="md">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <Select label={t('fields.financing_default_payment_type')} data={methodOptions} value={values.financing_default_payment_type} allowDeselect={false}
              onChange={(v) => set('financing_default_payment_type', v ?? '')} error={error('financing_default_payment_type')} />
            <Select label={t('fields.financing_default_payment_type_used')} data={methodOptions} value={values.financing_default_payment_type_used} allowDeselect={false}
              onChange={(v) => set('financing_default_payment_type_used', v ?? '')} error={error('financing_default_payment_type_used')} />
            <Select label={t('fields.lease_rate_calculation_method')} allowDeselect={false}
              data={[{ value: 'apr', label: t('rate_methods.apr') }, { value: 'money_factor', label: t('rate_methods.money_factor') }]}
              value={values.lease_rate_calculation_method} onChange={(v) => set('lease_rate_calculation_method', v ?? '')} error={error('lease_rate_calculation_method')} />
            <Stack gap="xs" justify="center">
              <Switch label={t('fields.financing_include_sales_tax')} checked={values.financing_include_sales_tax} onChange={(e) => set('financing_include_sales_tax', e.currentTarget.checked)} />
              <Switch label={t('fields.conditional_incentives_enabled')} checked={values.conditional_incentives_enabled} onChange={(e) => set('conditional_incentives_enabled', e.currentTarget.checked)} />
            </Stack>
            <Select label={t('fields.finance_lender')} data={lenderOptions} value={values.finance_lender} allowDeselect={false}
              onChange={(v) => set('finance_lender', v ?? '')} error={error('finance_lender')} />
            <Select label={t('fields.lease_lender')} data={lenderOptions} value={values.lease_lender} allowDeselect={false}
              onChange={(v) => set('lease_lender', v ?? '')} error={error('lease_lender')} />
          </SimpleGrid>
        </Paper>
        <SimpleGrid cols={{ base: 1, md: 3 }} spacing="md">
          {DEFAULT_GROUPS.map((group) => {
            const key = (field: 'term' | 'down_payment' | 'frequency') => `financing_${group}_default_${field}` as keyof SettingsForm;
            return (
              <Paper key={group} withBorder p="md" radius="md" component="fieldset" style={{ margin: 0 }} aria-labelledby={`defaults-${group}`}>
                <Stack gap="sm">
                  <Title order={3} size="h5" id={`defaults-${group}`}>{t(`settings.groups.${group}`)}</Title>
                  <TextInput label={t('fields.default_term')} inputMode="numeric" rightSection={t('months_short')} rightSectionWidth={64}
                    value={values[key('term')] as string} onChange={(e) => set(key('term'), e.currentTarget.value)} error={error(key('term'))} />
                  <LocaleNumberInput label={t('fields.default_down_payment')}
                    value={values[key('down_payment')] as string} onChange={(v) => set(key('down_payment'), v)} error={error(key('down_payment'))} />
                  <Select label={t('fields.default_frequency')} data={frequencyOptions} allowDeselect={false}
                    value={values[key('frequency')] as string} onChange={(v) => set(key('frequency'), v ?? '')} error={error(key('frequency'))} />
                  {group === 'lease' && (
                    <LocaleNumberInput kind="whole" label={t('fields.financing_lease_default_distance_allowance')}
                      value={values.financing_lease_default_distance_allowance}
                      onChange={(v) => set('financing_lease_default_distance_allowance', v)} error={error('financing_lease_default_distance_allowance')} />
                  )}
                </Stack>
              </Paper>
            );
          })}
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          {(['financing_finance_enabled_frequencies', 'financing_lease_enabled_frequencies'] as const).map((key) => (
            <Paper key={key} withBorder p="md" radius="md">
              <Checkbox.Group label={t(`fields.${key}`)} value={[...values[key]]} onChange={(v) => set(key, FREQUENCIES.filter((f) => v.includes(f)))} error={error(key)}>
                <Group mt="xs">{FREQUENCIES.map((f) => <Checkbox key={f} value={f} label={t(`frequencies.${f}`)} />)}</Group>
              </Checkbox.Group>
            </Paper>
          ))}
        </SimpleGrid>
        {Object.keys(form.fieldErrors).length > 0 && <Alert color="red" role="alert">{t('fix_errors')}</Alert>}
        <ProblemAlert problem={form.problem} />
        <Group justify="flex-end">
          <Button variant="default" disabled={!dirty || form.submitting} onClick={() => { setValues(loaded.initial); for (const k of Object.keys(form.fieldErrors)) form.clearField(k); }}>{t('undo')}</Button>
          <Button type="submit" loading={form.submitting} disabled={!dirty}>{t('settings.save')}</Button>
        </Group>
      </Stack>
    </form>
  );
}
