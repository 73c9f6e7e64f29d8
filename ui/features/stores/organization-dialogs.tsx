import { Button, Group, Modal, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ProblemAlert } from '../../shared/problem-message';
import { useProvinceOptions } from '../../shared/use-province-options';
import type { NewStoreField, NewStoreValues, OrganizationDialog, OrganizationsViewModel, Saved } from './organizations-view-model';
import { useStoreMessage } from './store-messages';

type Props = { readonly vm: OrganizationsViewModel; readonly dialog: OrganizationDialog | null; readonly onSaved: (saved: Saved) => void };

/**
 * The new-organization, rename and new-store forms, one modal at a time. Errors sit beside their
 * fields (the first bad one gets the focus); what was typed stays after any refusal.
 */
export function OrganizationDialogs({ vm, dialog, onSaved }: Props) {
  const { t } = useTranslation('stores');
  const message = useStoreMessage();
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const saved = await vm.submit();
    if (saved !== null) return onSaved(saved);
    setTimeout(() => form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus(), 0);
  };
  const title = dialog === null ? '' : dialog.kind === 'store' ? t('organizations.new_store_title', { name: dialog.organizationName })
    : t(dialog.id === null ? 'organizations.new_title' : 'organizations.rename_title');
  return (
    <Modal opened={dialog !== null} onClose={() => vm.close()} title={title} size="lg" closeButtonProps={{ 'aria-label': t('organizations.close') }}>
      {dialog !== null && (
        <form onSubmit={(e) => void submit(e)} noValidate aria-label={title}>
          <Stack gap="sm">
            <ProblemAlert problem={dialog.problem} />
            {dialog.kind === 'organization'
              ? <TextInput label={t('organizations.name')} withAsterisk data-autofocus value={dialog.name} error={message('name', dialog.errors.name)} onChange={(e) => vm.changeName(e.currentTarget.value)} />
              : <StoreFields vm={vm} values={dialog.values} err={(f) => message(f, dialog.errors[f])} />}
            <Group justify="flex-end">
              <Button variant="default" onClick={() => vm.close()} disabled={dialog.saving}>{t('organizations.cancel')}</Button>
              <Button type="submit" loading={dialog.saving}>{t(dialog.kind === 'store' ? 'organizations.create_store' : dialog.id === null ? 'organizations.create' : 'organizations.save')}</Button>
            </Group>
          </Stack>
        </form>
      )}
    </Modal>
  );
}

function StoreFields({ vm, values, err }: { readonly vm: OrganizationsViewModel; readonly values: NewStoreValues; readonly err: (field: NewStoreField) => string | null }) {
  const { t } = useTranslation('stores');
  const provinces = useProvinceOptions(values.country);
  const text = (field: Exclude<NewStoreField, 'country' | 'province_code'>, extra: { readonly required?: boolean; readonly type?: string; readonly hint?: string } = {}) => (
    <TextInput label={t(`fields.${field}`)} withAsterisk={extra.required ?? false} type={extra.type ?? 'text'} value={values[field]} description={extra.hint}
      error={err(field)} onChange={(e) => vm.changeStore(field, e.currentTarget.value)} {...(field === 'name' ? { 'data-autofocus': true } : {})} />
  );
  return (
    <>
      <Text size="sm" c="dimmed">{t('organizations.new_store_intro')}</Text>
      {text('name', { required: true })}
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <Select label={t('fields.country')} withAsterisk value={values.country} error={err('country')} allowDeselect={false}
          data={(['CA', 'US'] as const).map((c) => ({ value: c, label: t(`countries.${c}`) }))} onChange={(v) => vm.changeStore('country', v ?? 'CA')} />
        <Select label={t('fields.province_code')} withAsterisk searchable value={values.province_code === '' ? null : values.province_code} error={err('province_code')}
          data={[...provinces]} onChange={(v) => vm.changeStore('province_code', v ?? '')} />
      </SimpleGrid>
      {text('address_line_1')}
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        {text('city', { required: true })}
        {text('postal_code', { required: true })}
        {text('phone', { type: 'tel' })}
        {text('email', { type: 'email' })}
      </SimpleGrid>
      {text('website', { hint: t('fields.link_hint') })}
    </>
  );
}
