import { Button, Checkbox, Group, Modal, MultiSelect, Select, SimpleGrid, Stack, Switch, Text, Textarea, TextInput } from '@mantine/core';
import { useRef, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FEE_TYPES, FEE_VEHICLE_TYPES, MARKETSCAN_TYPES, type FeeKind } from '@dealer-panel/core/fees/fee-or-discount';
import { requiredFeeName, type StoreLanguage } from '@dealer-panel/core/fees/fee-form';
import { LocaleNumberInput } from '../../shared/amount-input';
import { ProblemAlert } from '../../shared/problem-message';
import { CONDITION_FLAGS, PAYMENT_FLAGS, STOCK_STATE_FLAGS, type FeeFlag, type FeeFormValues } from './fee-form-values';
import { useFeeMessage } from './fee-messages';
import type { GlobalEditor, GlobalFeesViewModel } from './global-fees-view-model';

export interface GlobalFeeFormProps {
  readonly vm: GlobalFeesViewModel;
  readonly editor: GlobalEditor;
  readonly kind: FeeKind;
  readonly storeLanguage: StoreLanguage;
  readonly onSaved: () => void;
  readonly onClose: () => void;
}

/**
 * The add or edit form of a global fee or discount (spec 002 section 3) in a modal: every field of
 * its kind, checked by the server's own rules before sending; errors beside the fields.
 */
export function GlobalFeeForm({ vm, editor, kind, storeLanguage, onSaved, onClose }: GlobalFeeFormProps) {
  const { t } = useTranslation('fees');
  const message = useFeeMessage();
  const v = editor.values;
  const err = (field: string) => message(field, editor.errors[field]);
  const flag = (field: FeeFlag, label?: string) => (
    <Checkbox key={field} label={label ?? t(`fields.${field}`)} checked={v[field]} disabled={editor.saving}
      onChange={(e) => vm.change(field, e.currentTarget.checked)} />
  );
  const group = (legend: string, flags: readonly FeeFlag[], errorField: string, description?: string) => (
    <Stack gap={6} component="fieldset" style={{ border: 0, padding: 0, margin: 0 }}>
      <Text component="legend" size="sm" fw={500}>{legend}</Text>
      {description !== undefined && <Text size="xs" c="dimmed">{description}</Text>}
      <Group gap="md">{flags.map((f) => flag(f))}</Group>
      {err(errorField) !== null && <Text size="xs" c="red" role="alert">{err(errorField)}</Text>}
    </Stack>
  );
  const formRef = useRef<HTMLFormElement>(null);
  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (await vm.submit()) return onSaved();
    // Keyboard users land on the first field to fix (after React has drawn the errors).
    setTimeout(() => formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus(), 0);
  };
  const required = requiredFeeName(storeLanguage);
  const title = t(`${editor.id === null ? 'form.add_title' : 'form.edit_title'}.${kind}`);
  const fieldText = (field: keyof FeeFormValues & ('name' | 'name_fr'), required: boolean) => (
    <TextInput label={t(`fields.${field}`)} withAsterisk={required} value={v[field]} error={err(field)} disabled={editor.saving}
      maxLength={100} data-autofocus={required ? true : undefined} onChange={(e) => vm.change(field, e.currentTarget.value)} />
  );

  return (
    <Modal opened onClose={onClose} title={title} size="xl" closeButtonProps={{ 'aria-label': t('form.close') }}>
      <form ref={formRef} onSubmit={(e) => void onSubmit(e)} noValidate>
        <Stack gap="md">
          <ProblemAlert problem={editor.problem} />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            {/* The store's language first and required (a Québec store works in French first), the other optional. */}
            {required === 'name_fr' ? fieldText('name_fr', true) : fieldText('name', true)}
            {required === 'name_fr' ? fieldText('name', false) : fieldText('name_fr', false)}
          </SimpleGrid>
          {kind === 'fee' && (
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              {(required === 'name_fr' ? (['description_fr', 'description_en'] as const) : (['description_en', 'description_fr'] as const)).map((field) => (
                <Textarea key={field} label={t(`fields.${field}`)} value={v[field]} error={err(field)} disabled={editor.saving}
                  autosize minRows={2} onChange={(e) => vm.change(field, e.currentTarget.value)} />
              ))}
            </SimpleGrid>
          )}
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <LocaleNumberInput label={t('fields.amount')} description={t('fields.amount_hint')} withAsterisk
              {...(kind === 'fee' ? { negativeMessage: t('form.negative_fee') } : {})}
              value={v.amount} error={err('amount')} disabled={editor.saving} onChange={(value) => vm.change('amount', value)} />
            <Select label={t('fields.marketscan_type')} clearable placeholder={t('form.none')} value={v.marketscan_type} error={err('marketscan_type')}
              disabled={editor.saving} data={MARKETSCAN_TYPES.map((m) => ({ value: m, label: t(`marketscan.${m}`) }))}
              onChange={(value) => vm.change('marketscan_type', value)} />
          </SimpleGrid>
          <Group gap="xl">
            <Switch label={t('fields.taxability')} checked={v.taxability} disabled={editor.saving} onChange={(e) => vm.change('taxability', e.currentTarget.checked)} />
            <Switch label={t('fields.include_by_default')} checked={v.include_by_default} disabled={editor.saving} onChange={(e) => vm.change('include_by_default', e.currentTarget.checked)} />
            {kind === 'fee' && (
              <Switch label={t('fields.selectable_by_customer')} checked={v.selectable_by_customer} disabled={editor.saving}
                onChange={(e) => vm.change('selectable_by_customer', e.currentTarget.checked)} />
            )}
          </Group>
          {group(t('form.payment_types'), PAYMENT_FLAGS, 'is_cash')}
          {group(t('form.conditions'), CONDITION_FLAGS, 'applicable_new')}
          {group(t('form.stock_states'), STOCK_STATE_FLAGS, 'is_demo', t('form.stock_states_hint'))}
          <MultiSelect label={t('fields.vehicle_types')} description={t('fields.vehicle_types_hint')} value={[...v.vehicle_types]} error={err('vehicle_types')}
            disabled={editor.saving} clearable data={FEE_VEHICLE_TYPES.map((vt) => ({ value: vt, label: t(`vehicle_types.${vt}`) }))}
            onChange={(value) => vm.change('vehicle_types', value)} />
          {kind === 'fee' && (
            <>
              <Select label={t('fields.type')} clearable placeholder={t('form.none')} value={v.type} error={err('type')} disabled={editor.saving}
                data={FEE_TYPES.map((ft) => ({ value: ft, label: t(`types.${ft}`) }))} onChange={(value) => vm.change('type', value)} />
              <Stack gap={6} component="fieldset" style={{ border: 0, padding: 0, margin: 0 }}>
                <Text component="legend" size="sm" fw={500}>{t('form.lease_treatment')}</Text>
                <Text size="xs" c="dimmed">{t('form.lease_treatment_hint')}</Text>
                <Group gap="md">
                  {flag('cap_cost')}
                  {flag('residualize')}
                  {flag('tax_in_cap')}
                </Group>
                {err('residualize') !== null && <Text size="xs" c="red" role="alert">{err('residualize')}</Text>}
                {err('tax_in_cap') !== null && <Text size="xs" c="red" role="alert">{err('tax_in_cap')}</Text>}
              </Stack>
            </>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose} disabled={editor.saving}>{t('form.cancel')}</Button>
            <Button type="submit" loading={editor.saving}>{t('form.save')}</Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
