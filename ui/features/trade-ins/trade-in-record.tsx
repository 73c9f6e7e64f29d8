import { Button, Card, Checkbox, Group, Select, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { TRANSMISSIONS, YES_NO_FIELDS } from '@dealer-panel/core/trade-ins/trade-in';
import { CONDITIONS } from '@dealer-panel/core/trade-ins/condition';
import { LocaleNumberInput } from '../../shared/amount-input';
import { useFieldMessageIn } from '../../shared/field-message';
import { TradeInQuestionsForm } from '../../shared/trade-in-questions';
import type { TradeInDraft } from './trade-in-draft';
import type { TradeInState, TradeInViewModel } from './trade-in-view-model';

type Ready = Extract<TradeInState, { kind: 'ready' }>;
type TextField = Exclude<keyof TradeInDraft, 'yesNo' | 'answers'>;

/** The record's form: the vehicle, its condition, what is owed, the yes/no questions; each field's error beside it. */
export function TradeInRecord({ state, vm }: { readonly state: Ready; readonly vm: TradeInViewModel }) {
  const { t, i18n } = useTranslation('trade-ins');
  const message = useFieldMessageIn('trade-ins');
  const d = state.draft;
  const readOnly = !state.data.may_edit;
  const error = (field: string) => message(field, state.errors[field] ?? state.errors[`vehicle.${field}`]);
  const text = (field: TextField, label: string, extra: { required?: boolean; description?: string; maxLength?: number } = {}) => (
    <TextInput label={t(label)} value={d[field]} onChange={(e) => vm.edit({ [field]: e.currentTarget.value })} error={error(field)} readOnly={readOnly} {...extra} />
  );
  const amount = (field: TextField, label: string) => (
    <LocaleNumberInput label={t(label)} value={d[field]} onChange={(value) => vm.edit({ [field]: value })} error={error(field)} readOnly={readOnly} />
  );
  const submit = (e: FormEvent) => { e.preventDefault(); void vm.save(); };
  const decoded = state.data.trade_in?.vehicle.vin_decoded ?? null;
  const unknown = t('record.vin_decoded_unknown');
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-labelledby="trade-in-vehicle">
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Title order={2} size="h4" id="trade-in-vehicle">{t('record.title')}</Title>
          {state.data.trade_in === null && <Text size="sm" c="dimmed">{t('record.empty')}</Text>}
          <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="sm">
            <TextInput label={t('record.year')} value={d.year} onChange={(e) => vm.edit({ year: e.currentTarget.value.replace(/\D/g, '').slice(0, 4) })} error={error('year')} required readOnly={readOnly} inputMode="numeric" />
            {text('make', 'record.make', { required: true, maxLength: 40 })}
            {text('model', 'record.model', { required: true, maxLength: 60 })}
            {text('trim', 'record.trim', { maxLength: 60 })}
            {text('color', 'record.color', { maxLength: 30 })}
            <Select label={t('record.transmission')} value={d.transmission} onChange={(v) => vm.edit({ transmission: v ?? '' })} error={error('transmission')} readOnly={readOnly}
              data={[{ value: '', label: t('record.transmissions.none') }, ...TRANSMISSIONS.map((x) => ({ value: x, label: t(`record.transmissions.${x}`) }))]} allowDeselect={false} />
            <LocaleNumberInput kind="whole" label={t(state.data.odometer_unit === 'mi' ? 'record.odometer_mi' : 'record.odometer_km')} value={d.odometer}
              onChange={(odometer) => vm.edit({ odometer })} error={error('odometer')} required readOnly={readOnly} />
            {text('vin', 'record.vin', { description: t('record.vin_hint'), maxLength: 20 })}
            <Select label={t('record.condition')} value={d.condition} onChange={(v) => vm.edit({ condition: v ?? 'good' })} error={error('condition')} readOnly={readOnly}
              data={CONDITIONS.map((c) => ({ value: c, label: t(`record.conditions.${c}`) }))} allowDeselect={false} />
          </SimpleGrid>
          {decoded !== null && <Text size="xs" c="dimmed">{t('record.vin_decoded', { make: decoded.make ?? unknown, year: decoded.model_year ?? unknown, country: decoded.country ?? unknown })}</Text>}
          {decoded?.mismatches.map((m) => (
            <Text key={m.field} size="sm" c="orange.8">{t(`record.vin_mismatch.${m.field}`, { expected: new Intl.ListFormat(i18n.language, { type: 'disjunction' }).format(m.expected) })}</Text>
          ))}
          {decoded !== null && !decoded.check_digit_valid && <Text size="sm" c="orange.8">{t('record.vin_check_digit_unverified')}</Text>}
          <Title order={3} size="h5">{t('record.owing_title')}</Title>
          <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="sm">
            {amount('finance_amount_due', 'record.finance_amount_due')}
            {amount('lease_amount_due', 'record.lease_amount_due')}
            <LocaleNumberInput kind="whole" label={t('record.payments_left')} value={d.payments_left} onChange={(payments_left) => vm.edit({ payments_left })} error={error('payments_left')} readOnly={readOnly} />
            {amount('residual_value', 'record.residual_value')}
          </SimpleGrid>
          <Title order={3} size="h5">{t('record.questions_title')}</Title>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs">
            {YES_NO_FIELDS.map((f) => (
              <Checkbox key={f} label={t(`record.yes_no.${f}`)} checked={d.yesNo[f]} disabled={readOnly} onChange={(e) => vm.toggle(f, e.currentTarget.checked)} error={error(f)} />
            ))}
          </SimpleGrid>
          <TradeInQuestionsForm questions={state.data.questions} answers={d.answers} errors={state.errors} readOnly={readOnly} message={message}
            onChange={(id, value) => vm.answerQuestion(id, value)} />
          {/* The French label ("Enregistrer le véhicule d’échange") barely fits a 390 px phone and not a
              360 px one: the label wraps instead of being cut. */}
          {!readOnly && <Group><Button type="submit" loading={state.busy === 'save'} maw="100%" h="auto" mih={36} py={6}
            styles={{ label: { whiteSpace: 'normal', overflow: 'visible', textAlign: 'center' } }}>{t('record.save')}</Button></Group>}
        </Stack>
      </form>
    </Card>
  );
}
