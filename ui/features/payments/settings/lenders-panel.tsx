import { Alert, Badge, Button, CloseButton, Group, Loader, NavLink, Paper, Select, SimpleGrid, Stack, Switch, Table, Text, TextInput, Title } from '@mantine/core';
import * as E from 'fp-ts/Either';
import { useCallback, useEffect, useState } from 'react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { LenderBody } from '../../../../adapters/http/contract/payments/payments';
import { useConfirm } from '../../../shared/confirm';
import { LocaleNumberInput } from '../../../shared/amount-input';
import { useInjection } from '../../../shared/di';
import { ProblemAlert } from '../../../shared/problem-message';
import { useToast } from '../../../shared/toast';
import { useFormSubmit } from '../../../shared/use-form-submit';
import { PaymentTokens } from '../payment-tokens';
import {
  EMPTY_LENDER, emptyRow, lenderBody, lenderForm, lenderSignature, type LenderForm, type ProgramTable, type RateRowForm, type ResidualRowForm,
} from './lender-form';
import { usePaymentMessage } from './use-payment-message';

type Loaded = { readonly kind: 'loading' } | { readonly kind: 'failed' } | { readonly kind: 'ready'; readonly lenders: readonly LenderBody[] };

const RATE_COLUMNS = ['term_from', 'term_to', 'min_credit_score', 'rate'] as const;
const RESIDUAL_COLUMNS = ['term', 'distance_allowance', 'residual'] as const;

/** Lenders and their rate and residual programs, each program an editable table. */
export function LendersPanel({ onDirty, country }: { readonly onDirty: (dirty: boolean) => void; readonly country: 'CA' | 'US' }) {
  const { t } = useTranslation('payments');
  const port = useInjection(PaymentTokens.settings);
  const confirm = useConfirm();
  const message = usePaymentMessage();
  const toast = useToast();
  const form = useFormSubmit();
  const [loaded, setLoaded] = useState<Loaded>({ kind: 'loading' });
  const [initial, setInitial] = useState<LenderForm | null>(null);
  const [values, setValues] = useState<LenderForm | null>(null);

  const load = useCallback(async (select?: number) => {
    try {
      const r = await port.lenders();
      if (E.isLeft(r)) { setLoaded({ kind: 'failed' }); return; }
      setLoaded({ kind: 'ready', lenders: r.right.results });
      const chosen = r.right.results.find((l) => l.id === select) ?? r.right.results[0];
      const next = chosen === undefined ? null : lenderForm(chosen);
      setInitial(next);
      setValues(next);
    } catch {
      setLoaded({ kind: 'failed' });
    }
  }, [port]);
  useEffect(() => { void load(); }, [load]);

  const dirty = values !== null && (initial === null || lenderSignature(values) !== lenderSignature(initial));
  useEffect(() => { onDirty(dirty); }, [dirty, onDirty]);

  if (loaded.kind === 'loading') return <Group justify="center" p="xl"><Loader aria-label={t('loading')} /></Group>;
  if (loaded.kind === 'failed') return <Alert color="red" role="alert" title={t('load_failed')}><Button variant="light" onClick={() => void load()}>{t('retry')}</Button></Alert>;

  const clearErrors = () => { for (const k of Object.keys(form.fieldErrors)) form.clearField(k); };
  const open = async (next: LenderForm) => {
    if (dirty && !(await confirm('discard'))) return;
    clearErrors();
    setInitial(next.id === null ? null : next);
    setValues(next);
  };
  const set = (change: Partial<LenderForm>, field: string) => {
    setValues((current) => (current === null ? current : { ...current, ...change }));
    form.clearField(field);
  };
  const setCell = (table: ProgramTable, index: number, column: string, value: string) => {
    setValues((current) => {
      if (current === null) return current;
      const rows = current[table].map((row, i) => (i === index ? { ...row, [column]: value } : row));
      return { ...current, [table]: rows };
    });
    form.clearField(`${table}.${index}.${column}`);
  };
  const addRow = (table: ProgramTable) => setValues((current) => (current === null ? current : { ...current, [table]: [...current[table], emptyRow(table)] }));
  const removeRow = (table: ProgramTable, index: number) => {
    setValues((current) => (current === null ? current : { ...current, [table]: current[table].filter((_, i) => i !== index) }));
    // Row errors are by index: the ones after the removed row no longer line up.
    for (const k of Object.keys(form.fieldErrors)) if (k.startsWith(`${table}.`)) form.clearField(k);
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (values === null || !dirty) return;
    const body = lenderBody(values);
    const answer = await form.submit({}, () => (values.id === null
      ? port.createLender(body)
      : port.updateLender(values.id, body)));
    if (answer === null) return;
    toast.success('payments:toast.lender_saved');
    setInitial(null);
    setValues(null);
    await load(answer.id);
  };

  const onDelete = async () => {
    if (values?.id === null || values === null || !(await confirm('delete'))) return;
    const answer = await form.submit({}, async () => E.map(() => true)(await port.deleteLender(values.id ?? 0)));
    if (answer === null) return;
    toast.success('payments:toast.lender_deleted');
    await load();
  };

  const cellError = (table: ProgramTable, index: number, column: string) => message(column, form.fieldErrors[`${table}.${index}.${column}`]);

  const rateTable = (table: 'finance_rates' | 'lease_rates') => {
    const rows = values?.[table] ?? [];
    const columns = RATE_COLUMNS.filter((c) => c !== 'min_credit_score' || country === 'US');
    return programTable(table, columns, rows.map((row, i) => (
      <Table.Tr key={row.key}>
        {columns.map((c) => (
          <Table.Td key={c}>
            <LocaleNumberInput size="xs" kind={c === 'rate' ? 'decimal' : 'whole'} decimalScale={4} aria-label={`${t(`lenders.columns.${c}`)} ${i + 1}`}
              value={(row as RateRowForm)[c]} onChange={(v) => setCell(table, i, c, v)} error={cellError(table, i, c)} />
          </Table.Td>
        ))}
        <Table.Td><CloseButton aria-label={t('lenders.remove_row', { row: i + 1 })} onClick={() => removeRow(table, i)} /></Table.Td>
      </Table.Tr>
    )));
  };

  const residualTable = () => programTable('residuals', RESIDUAL_COLUMNS, (values?.residuals ?? []).map((row, i) => (
    <Table.Tr key={row.key}>
      {RESIDUAL_COLUMNS.map((c) => (
        <Table.Td key={c}>
          <LocaleNumberInput size="xs" kind={c === 'residual' ? 'decimal' : 'whole'} decimalScale={4} aria-label={`${t(`lenders.columns.${c}`)} ${i + 1}`}
            value={(row as ResidualRowForm)[c]} onChange={(v) => setCell('residuals', i, c, v)} error={cellError('residuals', i, c)} />
        </Table.Td>
      ))}
      <Table.Td><CloseButton aria-label={t('lenders.remove_row', { row: i + 1 })} onClick={() => removeRow('residuals', i)} /></Table.Td>
    </Table.Tr>
  )));

  function programTable(table: ProgramTable, columns: readonly string[], body: React.ReactNode[]) {
    return (
      <Paper withBorder p="sm" radius="md" key={table}>
        <Stack gap="xs">
          <Group justify="space-between">
            <Title order={3} size="h5" id={`${table}-title`}>{t(`lenders.tables.${table}`)}</Title>
            <Button size="xs" variant="light" onClick={() => addRow(table)}>{t('lenders.add_row')}</Button>
          </Group>
          {message(table, form.fieldErrors[table]) !== null && <Text c="red" size="sm">{message(table, form.fieldErrors[table])}</Text>}
          {body.length === 0 ? <Text c="dimmed" size="sm">{t('lenders.no_rows')}</Text> : (
            <Table aria-labelledby={`${table}-title`} verticalSpacing={4}>
              <Table.Thead><Table.Tr>{columns.map((c) => <Table.Th key={c}>{t(`lenders.columns.${c}`)}</Table.Th>)}<Table.Th /></Table.Tr></Table.Thead>
              <Table.Tbody>{body}</Table.Tbody>
            </Table>
          )}
        </Stack>
      </Paper>
    );
  }

  return (
    <SimpleGrid cols={{ base: 1, md: 4 }} spacing="md">
      <Paper withBorder p="sm" radius="md" component="nav" aria-label={t('lenders.list')} style={{ alignSelf: 'start' }}>
        <Stack gap={4}>
          {loaded.lenders.length === 0 && <Text c="dimmed" size="sm">{t('lenders.empty')}</Text>}
          {loaded.lenders.map((l) => (
            <NavLink key={l.id} label={l.name} active={values?.id === l.id} onClick={() => void open(lenderForm(l))}
              rightSection={<Badge size="xs" variant="light">{t(`lenders.kinds.${l.kind}`)}</Badge>} />
          ))}
          <Button variant="light" mt="xs" onClick={() => void open(EMPTY_LENDER)}>{t('lenders.add')}</Button>
        </Stack>
      </Paper>
      <div style={{ gridColumn: 'span 3' }}>
        {values === null ? <Text c="dimmed">{t('lenders.choose')}</Text> : (
          <form onSubmit={(event) => void onSubmit(event)} noValidate aria-label={t('lenders.editor')}>
            <Stack gap="md">
              <Paper withBorder p="md" radius="md">
                <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
                  <TextInput label={t('lenders.name')} value={values.name} onChange={(e) => set({ name: e.currentTarget.value }, 'name')} error={message('name', form.fieldErrors.name)} />
                  <Select label={t('lenders.kind')} allowDeselect={false} value={values.kind}
                    data={[{ value: 'bank', label: t('lenders.kinds.bank') }, { value: 'oem', label: t('lenders.kinds.oem') }]}
                    onChange={(v) => set({ kind: v === 'oem' ? 'oem' : 'bank' }, 'kind')} error={message('kind', form.fieldErrors.kind)} />
                  <Switch mt="xl" label={t('lenders.active')} checked={values.active} onChange={(e) => set({ active: e.currentTarget.checked }, 'active')} />
                </SimpleGrid>
              </Paper>
              {rateTable('finance_rates')}
              {rateTable('lease_rates')}
              {residualTable()}
              {Object.keys(form.fieldErrors).length > 0 && <Alert color="red" role="alert">{t('fix_errors')}</Alert>}
              <ProblemAlert problem={form.problem} />
              <Group justify="space-between">
                <Button variant="subtle" color="red" disabled={values.id === null || form.submitting} onClick={() => void onDelete()}>{t('lenders.delete')}</Button>
                <Group>
                  <Button variant="default" disabled={!dirty || form.submitting} onClick={() => { clearErrors(); setValues(initial ?? EMPTY_LENDER); }}>{t('undo')}</Button>
                  <Button type="submit" loading={form.submitting} disabled={!dirty}>{t('lenders.save')}</Button>
                </Group>
              </Group>
            </Stack>
          </form>
        )}
      </div>
    </SimpleGrid>
  );
}
