import { Button, Checkbox, Group, Skeleton, Stack, Table, Text, TextInput, Title, VisuallyHidden } from '@mantine/core';
import type { KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { FeeKind } from '@dealer-panel/core/fees/fee-or-discount';
import { feeNameIn, requiredFeeName } from '@dealer-panel/core/fees/fee-form';
import { LocaleNumberInput } from '../../shared/amount-input';
import { useConfirm } from '../../shared/confirm';
import { useInjection } from '../../shared/di';
import { currentLocale } from '../../shared/i18n';
import { ProblemAlert } from '../../shared/problem-message';
import { useObservable } from '../../shared/use-observable';
import { useViewModel } from '../../shared/use-view-model';
import { moneyText } from '../../shared/wire-display';
import type { CustomFeeRowState, CustomRowsViewModel } from './custom-rows-view-model';
import { PAYMENT_FLAGS } from './fee-form-values';
import { useFeeMessage } from './fee-messages';
import { FeeTokens } from './fee-tokens';
import { useFeeRights } from './use-fee-rights';
import { ScrollTable } from '../../shared/scroll-table';

/**
 * The custom fees (or discounts) of one deal as inline editable rows — reusable: the worksheet
 * puts `<CustomFeeRows kind="fee" orderId={id} readOnly={!mayEdit} />` where it wants them.
 */
export interface CustomFeeRowsProps {
  readonly kind: FeeKind;
  readonly orderId: number;
  /** Hides add, edit and delete (users who may not edit fees and discounts). */
  readonly readOnly: boolean;
  readonly country: 'CA' | 'US';
  /** Called after a row is saved or deleted (the worksheet re-prices). */
  readonly onChanged?: () => void;
}

export function CustomFeeRows({ kind, orderId, readOnly, country, onChanged }: CustomFeeRowsProps) {
  const { storeLanguage } = useFeeRights(); // also inside the worksheet, which does not know it
  const factory = useInjection(FeeTokens.customRowsViewModel);
  const vm = useViewModel(() => factory(kind, orderId, storeLanguage), (model) => void model.start());
  return <CustomFeeRowsView vm={vm} readOnly={readOnly} country={country} {...(onChanged ? { onChanged } : {})} />;
}

/** The rows of a view model the caller owns (what CustomFeeRows renders). */
export function CustomFeeRowsView({ vm, readOnly, country, onChanged }: { readonly vm: CustomRowsViewModel; readonly readOnly: boolean; readonly country: 'CA' | 'US'; readonly onChanged?: () => void }) {
  const { t, i18n } = useTranslation('fees');
  const locale = currentLocale(i18n);
  const message = useFeeMessage();
  const confirm = useConfirm();
  const state = useObservable(vm.state$, { kind: 'loading' });
  const kind = vm.kind;
  const titleId = `custom-${kind}-${vm.orderId}`;

  const save = async (row: CustomFeeRowState) => { if (await vm.save(row.id)) onChanged?.(); };
  const remove = async (row: CustomFeeRowState) => {
    if (row.saved !== null && !(await confirm('delete'))) return;
    if (await vm.remove(row.id) && row.saved !== null) onChanged?.();
  };
  const keys = (row: CustomFeeRowState) => (event: KeyboardEvent) => {
    if (event.key === 'Enter') { event.preventDefault(); void save(row); }
    if (event.key === 'Escape') { event.preventDefault(); vm.cancel(row.id); }
  };
  // An inline row has one name field: the store's language's, required (a Québec store names it in French).
  const nameField = requiredFeeName(vm.storeLanguage);
  const nameOf = (row: CustomFeeRowState) => feeNameIn({ name: row.values.name, nameFr: row.values.name_fr }, locale === 'fr_CA' ? 'fr' : 'en');
  const rowLabel = (row: CustomFeeRowState) => (nameOf(row).trim() === '' ? t('custom.new_row') : nameOf(row));

  const editing = (row: CustomFeeRowState) => (
    <Table.Tr key={row.id} data-row-id={row.id}>
      <Table.Td>
        {/* Widths of their own: squeezed by the other columns on a phone, they showed a few letters. */}
        <TextInput size="xs" miw={180} aria-label={t(`fields.${nameField}`)} value={row.values[nameField]} error={message(nameField, row.errors[nameField])} disabled={row.loading}
          maxLength={100} autoFocus onKeyDown={keys(row)} onChange={(e) => vm.change(row.id, nameField, e.currentTarget.value)} />
      </Table.Td>
      <Table.Td>
        <LocaleNumberInput size="xs" miw={120} aria-label={t('fields.amount')} value={row.values.amount} error={message('amount', row.errors['amount'])}
          disabled={row.loading} onKeyDown={keys(row)} onChange={(value) => vm.change(row.id, 'amount', value)} />
      </Table.Td>
      <Table.Td>
        <Checkbox aria-label={t('fields.taxability')} checked={row.values.taxability} disabled={row.loading} onChange={(e) => vm.change(row.id, 'taxability', e.currentTarget.checked)} />
      </Table.Td>
      <Table.Td>
        <Checkbox aria-label={t('fields.include_by_default')} checked={row.values.include_by_default} disabled={row.loading} onChange={(e) => vm.change(row.id, 'include_by_default', e.currentTarget.checked)} />
      </Table.Td>
      <Table.Td>
        <Group gap="xs" wrap="nowrap">
          {PAYMENT_FLAGS.map((f) => (
            <Checkbox key={f} size="xs" label={t(`fields.${f}`)} checked={row.values[f]} disabled={row.loading} onChange={(e) => vm.change(row.id, f, e.currentTarget.checked)} />
          ))}
        </Group>
        {message('is_cash', row.errors['is_cash']) !== null && <Text size="xs" c="red" role="alert">{message('is_cash', row.errors['is_cash'])}</Text>}
      </Table.Td>
      <Table.Td>
        <Group gap={4} justify="flex-end" wrap="nowrap">
          <Button size="compact-sm" loading={row.loading} onClick={() => void save(row)}>{t('custom.save')}</Button>
          <Button size="compact-sm" variant="default" disabled={row.loading} onClick={() => vm.cancel(row.id)}>{t('custom.cancel')}</Button>
        </Group>
        {row.problem !== null && <ProblemAlert problem={row.problem} />}
        {Object.entries(row.errors).filter(([f]) => !['name', 'amount', 'is_cash'].includes(f)).map(([f, codes]) => (
          <Text key={f} size="xs" c="red" role="alert">{message(f, codes)}</Text>
        ))}
      </Table.Td>
    </Table.Tr>
  );

  const shown = (row: CustomFeeRowState) => (
    <Table.Tr key={row.id} data-row-id={row.id}>
      <Table.Td><Text size="sm">{nameOf(row)}</Text></Table.Td>
      <Table.Td style={{ whiteSpace: 'nowrap' }}>{moneyText(row.values.amount, locale, country)}</Table.Td>
      <Table.Td>{row.values.taxability ? t('table.yes') : t('table.no')}</Table.Td>
      <Table.Td>{row.values.include_by_default ? t('table.yes') : t('table.no')}</Table.Td>
      <Table.Td>{PAYMENT_FLAGS.filter((f) => row.values[f]).map((f) => t(`fields.${f}`)).join(', ')}</Table.Td>
      <Table.Td>
        {!readOnly && (
          <Group gap={4} justify="flex-end" wrap="nowrap">
            <Button size="compact-sm" variant="subtle" disabled={row.loading} onClick={() => vm.edit(row.id)} aria-label={t('actions.edit_named', { name: rowLabel(row) })}>{t('actions.edit')}</Button>
            <Button size="compact-sm" variant="subtle" color="red" loading={row.loading} onClick={() => void remove(row)} aria-label={t('actions.delete_named', { name: rowLabel(row) })}>{t('actions.delete')}</Button>
          </Group>
        )}
        {row.problem !== null && <ProblemAlert problem={row.problem} />}
      </Table.Td>
    </Table.Tr>
  );

  return (
    <Stack gap="xs" component="section" aria-labelledby={titleId}>
      <Group justify="space-between">
        <Title order={3} size="h4" id={titleId}>{t(`custom.title.${kind}`)}</Title>
        {!readOnly && state.kind === 'ready' && <Button size="xs" variant="light" onClick={() => vm.add()}>{t(`custom.add.${kind}`)}</Button>}
      </Group>
      {state.kind === 'loading' && <Skeleton height={60} />}
      {state.kind === 'failed' && (
        <Stack gap="xs" align="flex-start">
          <ProblemAlert problem={state.problem ?? { code: 'generic', retryAfterSeconds: null }} />
          <Button size="xs" onClick={() => void vm.retry()}>{t('table.retry')}</Button>
        </Stack>
      )}
      {state.kind === 'ready' && state.rows.length === 0 && <Text size="sm" c="dimmed">{t(`custom.empty.${kind}`)}</Text>}
      {state.kind === 'ready' && state.rows.length > 0 && (
        <ScrollTable minWidth={720} label={t(`custom.title.${kind}`)}>
          <Table verticalSpacing="xs" aria-labelledby={titleId}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('table.name')}</Table.Th>
                <Table.Th>{t('table.amount')}</Table.Th>
                <Table.Th>{t('table.taxable')}</Table.Th>
                <Table.Th>{t('table.by_default')}</Table.Th>
                <Table.Th>{t('table.payment_types')}</Table.Th>
                <Table.Th><VisuallyHidden>{t('table.actions')}</VisuallyHidden></Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>{state.rows.map((row) => (row.editable && !readOnly ? editing(row) : shown(row)))}</Table.Tbody>
          </Table>
        </ScrollTable>
      )}
    </Stack>
  );
}
