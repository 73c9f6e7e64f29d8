import { Alert, Badge, Button, Checkbox, Group, Loader, Paper, SimpleGrid, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import * as E from 'fp-ts/Either';
import { useCallback, useEffect, useState } from 'react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Locale } from '../../../../adapters/http/contract/common';
import { centsOf, type IncentiveBody } from '../../../../adapters/http/contract/payments/payments';
import { useConfirm } from '../../../shared/confirm';
import { useInjection } from '../../../shared/di';
import { LocaleNumberInput } from '../../../shared/amount-input';
import { formatMoney } from '../../../shared/format';
import { ProblemAlert } from '../../../shared/problem-message';
import { useToast } from '../../../shared/toast';
import { useFormSubmit } from '../../../shared/use-form-submit';
import { PaymentTokens } from '../payment-tokens';
import { usePaymentMessage } from './use-payment-message';
import { useResultsList } from './use-results-list';
import { ScrollTable, WRAPPING_BADGE } from '../../../shared/scroll-table';

const FLAGS = ['before_tax', 'is_cash', 'is_finance', 'is_lease', 'is_conditional', 'applicable_new', 'applicable_used', 'active'] as const;
type Flag = (typeof FLAGS)[number];
const TEXTS = ['name', 'name_fr', 'amount', 'make', 'model', 'year_from', 'year_to', 'starts_on', 'ends_on'] as const;
type TextField = (typeof TEXTS)[number];

interface IncentiveForm extends Record<TextField, string>, Record<Flag, boolean> { readonly id: number | null }

const EMPTY: IncentiveForm = {
  id: null, name: '', name_fr: '', amount: '', make: '', model: '', year_from: '', year_to: '', starts_on: '', ends_on: '',
  before_tax: false, is_cash: true, is_finance: true, is_lease: true, is_conditional: false, applicable_new: true, applicable_used: false, active: true,
};

function formOf(i: IncentiveBody): IncentiveForm {
  return {
    id: i.id, name: i.name, name_fr: i.name_fr, amount: i.amount, make: i.make ?? '', model: i.model ?? '', year_from: i.year_from === null ? '' : String(i.year_from),
    year_to: i.year_to === null ? '' : String(i.year_to), starts_on: i.starts_on ?? '', ends_on: i.ends_on ?? '', before_tax: i.before_tax, is_cash: i.is_cash,
    is_finance: i.is_finance, is_lease: i.is_lease, is_conditional: i.is_conditional, applicable_new: i.applicable_new, applicable_used: i.applicable_used, active: i.active,
  };
}

function bodyOf(f: IncentiveForm): Record<string, unknown> {
  const year = (v: string) => (v.trim() === '' ? null : /^\d{4}$/.test(v.trim()) ? Number(v.trim()) : v);
  const optional = (v: string) => (v.trim() === '' ? null : v.trim());
  return {
    name: f.name, name_fr: f.name_fr, amount: f.amount.trim().replace(/^(\d*),(\d+)$/, '$1.$2'), make: optional(f.make), model: optional(f.model), year_from: year(f.year_from), year_to: year(f.year_to),
    starts_on: optional(f.starts_on), ends_on: optional(f.ends_on), ...Object.fromEntries(FLAGS.map((k) => [k, f[k]])),
  };
}

/** The dealership's incentives: a table, and a form to add or change one. */
export function IncentivesPanel({ onDirty }: { readonly onDirty: (dirty: boolean) => void }) {
  const { t, i18n } = useTranslation('payments');
  const port = useInjection(PaymentTokens.settings);
  const confirm = useConfirm();
  const message = usePaymentMessage();
  const toast = useToast();
  const form = useFormSubmit();
  const [initial, setInitial] = useState<IncentiveForm>(EMPTY);
  const [values, setValues] = useState<IncentiveForm>(EMPTY);
  const locale = i18n.language as Locale;

  const fetchList = useCallback(() => port.incentives(), [port]);
  const [list, load] = useResultsList(fetchList);
  const dirty = JSON.stringify(values) !== JSON.stringify(initial);
  useEffect(() => { onDirty(dirty); }, [dirty, onDirty]);

  if (list === 'loading') return <Group justify="center" p="xl"><Loader aria-label={t('loading')} /></Group>;
  if (list === 'failed') return <Alert color="red" role="alert" title={t('load_failed')}><Button variant="light" onClick={() => void load()}>{t('retry')}</Button></Alert>;

  const clearErrors = () => { for (const k of Object.keys(form.fieldErrors)) form.clearField(k); };
  const open = async (next: IncentiveForm) => {
    if (dirty && !(await confirm('discard'))) return;
    clearErrors();
    setInitial(next);
    setValues(next);
  };
  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const body = bodyOf(values);
    const answer = await form.submit({}, () => (values.id === null
      ? port.createIncentive(body)
      : port.updateIncentive(values.id, body)));
    if (answer === null) return;
    toast.success('payments:toast.incentive_saved');
    setInitial(EMPTY);
    setValues(EMPTY);
    await load();
  };
  const onDelete = async (id: number) => {
    if (!(await confirm('delete'))) return;
    const answer = await form.submit({}, async () => E.map(() => true)(await port.deleteIncentive(id)));
    if (answer === null) return;
    toast.success('payments:toast.incentive_deleted');
    if (values.id === id) { setInitial(EMPTY); setValues(EMPTY); }
    await load();
  };

  return (
    <Stack gap="md">
      <Paper withBorder p="sm" radius="md">
        {list.length === 0 ? <Text c="dimmed">{t('incentives.empty')}</Text> : (
          <ScrollTable minWidth={640} label={t('incentives.title')}>
            <Table aria-label={t('incentives.title')} striped>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('incentives.fields.name')}</Table.Th><Table.Th>{t('incentives.fields.amount')}</Table.Th>
                  <Table.Th>{t('incentives.applies_to')}</Table.Th><Table.Th>{t('incentives.vehicles')}</Table.Th><Table.Th />
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {list.map((i) => (
                  <Table.Tr key={i.id}>
                    <Table.Td>
                      <Text size="sm">{locale === 'fr_CA' && i.name_fr !== '' ? i.name_fr : i.name}</Text>
                      <Group gap={4}>
                        {i.is_conditional && <Badge size="xs" color="grape" variant="light" styles={WRAPPING_BADGE}>{t('incentives.fields.is_conditional')}</Badge>}
                        {!i.active && <Badge size="xs" color="gray" variant="light">{t('incentives.inactive')}</Badge>}
                      </Group>
                    </Table.Td>
                    <Table.Td>{formatMoney(centsOf(i.amount), locale)}</Table.Td>
                    <Table.Td>{(['is_cash', 'is_finance', 'is_lease'] as const).filter((k) => i[k]).map((k) => t(`methods.${k.slice(3)}`)).join(', ')}</Table.Td>
                    <Table.Td>{[i.make, i.model].filter((x) => x !== null && x !== '').join(' ') || t('incentives.any_vehicle')}</Table.Td>
                    <Table.Td>
                      <Group gap="xs" justify="flex-end" wrap="nowrap">
                        <Button size="xs" variant="light" onClick={() => void open(formOf(i))}>{t('incentives.edit')}</Button>
                        <Button size="xs" variant="subtle" color="red" onClick={() => void onDelete(i.id)}>{t('incentives.delete')}</Button>
                      </Group>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </ScrollTable>
        )}
      </Paper>
      <Paper withBorder p="md" radius="md">
        <form onSubmit={(event) => void onSubmit(event)} noValidate aria-labelledby="incentive-form-title">
          <Stack gap="sm">
            <Group justify="space-between">
              <Title order={3} size="h5" id="incentive-form-title">{values.id === null ? t('incentives.add') : t('incentives.editing', { name: locale === 'fr_CA' && initial.name_fr !== '' ? initial.name_fr : initial.name })}</Title>
              {values.id !== null && <Button size="xs" variant="subtle" onClick={() => void open(EMPTY)}>{t('incentives.new')}</Button>}
            </Group>
            <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
              {TEXTS.map((k) => k === 'amount' ? (
                <LocaleNumberInput key={k} label={t(`incentives.fields.${k}`)} value={values[k]}
                  onChange={(v) => { setValues((c) => ({ ...c, [k]: v })); form.clearField(k); }} error={message(k, form.fieldErrors[k])} />
              ) : (
                <TextInput key={k} label={t(`incentives.fields.${k}`)} value={values[k]}
                  {...(k === 'starts_on' || k === 'ends_on' ? { placeholder: t('date_placeholder') } : {})}
                  onChange={(e) => { const v = e.currentTarget.value; setValues((c) => ({ ...c, [k]: v })); form.clearField(k); }} error={message(k, form.fieldErrors[k])} />
              ))}
            </SimpleGrid>
            <Group gap="md">
              {FLAGS.map((k) => (
                <Checkbox key={k} label={t(`incentives.fields.${k}`)} checked={values[k]} onChange={(e) => { const v = e.currentTarget.checked; setValues((c) => ({ ...c, [k]: v })); }} />
              ))}
            </Group>
            <ProblemAlert problem={form.problem} />
            <Group justify="flex-end">
              <Button variant="default" disabled={!dirty || form.submitting} onClick={() => { clearErrors(); setValues(initial); }}>{t('undo')}</Button>
              <Button type="submit" loading={form.submitting} disabled={!dirty}>{t('incentives.save')}</Button>
            </Group>
          </Stack>
        </form>
      </Paper>
    </Stack>
  );
}
