import { Button, Group, Select, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { AssignableUser } from '../wire-types';
import type { Country } from '@dealer-panel/core/access/dealership';
import { useFieldMessage } from '../../../shared/field-message';
import { ProblemAlert } from '../../../shared/problem-message';
import type { CustomerField } from './customer-form-values';
import { needsEmailConfirmation } from './customer-form-values';
import type { CustomerFormViewModel, OpenCustomerForm } from './customer-form-view-model';
import { visibleErrors } from './customer-form-view-model';
import { DuplicateWarning } from './duplicate-warning';
import { useProvinceOptions } from '../../../shared/use-province-options';

interface TextField {
  readonly field: CustomerField;
  readonly required?: true;
  readonly type?: string;
}

const PERSON_FIELDS: readonly TextField[] = [
  { field: 'first_name', required: true }, { field: 'last_name', required: true },
  { field: 'email', type: 'email' }, { field: 'email_confirmation', type: 'email' }, { field: 'phone', type: 'tel' },
];
const ADDRESS_FIELDS: readonly TextField[] = [{ field: 'address_line_1' }, { field: 'address_line_2' }];
const HINTS: readonly CustomerField[] = ['email', 'phone', 'postal_code'];

export interface CustomerFormProps {
  readonly vm: CustomerFormViewModel;
  readonly form: OpenCustomerForm;
  readonly country: Country;
  /** Assignable users for the rep select (creating only; the record assigns afterwards); null hides it. */
  readonly reps: readonly AssignableUser[] | null;
  readonly onCancel: () => void;
}

/**
 * The add and edit customer form (spec 000 section 4): fields checked when left and on submit by
 * the dealership's country rules, the server's field errors beside the fields, and the duplicate
 * warning. The page holding it asks before leaving with changes (one dirty-form guard per page:
 * the router allows one blocker).
 */
export function CustomerForm({ vm, form, country, reps, onCancel }: CustomerFormProps) {
  const { t } = useTranslation();
  const fieldMessage = useFieldMessage();
  const provinces = useProvinceOptions(country);
  const errors = visibleErrors(form);
  const creating = form.id === null;
  const common = (field: CustomerField) => ({
    label: t(`customers.fields.${field}`),
    error: fieldMessage(field, errors[field]),
    onBlur: () => vm.blur(field),
    autoComplete: 'off',
  });
  const hint = (field: CustomerField) => (HINTS.includes(field) ? { description: t(`customers.fields.${field}_hint_${country}`) } : {});
  const text = ({ field, required, type }: TextField) => (
    <TextInput
      key={field}
      {...common(field)}
      {...hint(field)}
      type={type ?? 'text'}
      withAsterisk={required === true}
      value={form.values[field]}
      onChange={(event) => vm.change(field, event.currentTarget.value)}
    />
  );
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void vm.submit();
  };
  const showConfirmation = creating || needsEmailConfirmation(form.values, form.original);

  return (
    <form onSubmit={onSubmit} noValidate aria-label={t(creating ? 'customers.form.add_title' : 'customers.form.edit_title')}>
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          {PERSON_FIELDS.filter(({ field }) => field !== 'email_confirmation' || showConfirmation).map(text)}
          {reps !== null && (
            <Select
              {...common('assigned_dealer')}
              data={reps.map((rep) => ({ value: String(rep.id), label: rep.full_name }))}
              value={form.values.assigned_dealer === '' ? null : form.values.assigned_dealer}
              onChange={(value) => vm.change('assigned_dealer', value ?? '')}
              placeholder={t(creating ? 'customers.form.rep_automatic' : 'customers.record.unassigned')}
              clearable
              clearButtonProps={{ 'aria-label': t('customers.record.unassign') }}
            />
          )}
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">{ADDRESS_FIELDS.map(text)}</SimpleGrid>
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
          {text({ field: 'city' })}
          <Select
            {...common('province')}
            data={[...provinces]}
            value={form.values.province === '' ? null : form.values.province}
            onChange={(value) => vm.change('province', value ?? '')}
            searchable
            clearable
            clearButtonProps={{ 'aria-label': t('customers.form.clear_province') }}
          />
          {text({ field: 'postal_code', required: true })}
        </SimpleGrid>
        {creating && (
          <Textarea {...common('note')} autosize minRows={2} maxRows={6} maxLength={2000} value={form.values.note} onChange={(event) => vm.change('note', event.currentTarget.value)} />
        )}
        {form.duplicates && form.duplicates.length > 0 && (
          <DuplicateWarning duplicates={form.duplicates} creating={creating} busy={form.submitting} onProceed={() => void vm.submit(true)} />
        )}
        <ProblemAlert problem={form.problem} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel} disabled={form.submitting}>{t('customers.form.cancel')}</Button>
          <Button type="submit" loading={form.submitting}>{t(creating ? 'customers.form.create' : 'customers.form.save')}</Button>
        </Group>
      </Stack>
    </form>
  );
}
