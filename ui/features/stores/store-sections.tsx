import { Checkbox, Group, Select, SimpleGrid, Stack, Switch, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { CREDIT_APPLICATION_SYSTEMS, STORE_LANGUAGES, TRADE_IN_SYSTEMS } from '@dealer-panel/core/stores/store-settings';
import type { Language } from '@dealer-panel/core/access/dealer-user';
import { LocaleNumberInput } from '../../shared/amount-input';
import { useProvinceOptions } from '../../shared/use-province-options';
import type { FormSectionProps } from './hours-section';
import type { StoreFormValues } from './store-form-values';
import { StoreSection } from './store-section';

type TextField = 'name' | 'city' | 'postal_code' | 'address_line_1' | 'address_line_2' | 'phone' | 'email' | 'website' | 'new_cars_link'
  | 'used_cars_link' | 'saml_login_url' | 'depositpackage' | 'discount_name_en' | 'discount_name_fr';

function useText({ vm, values, err, disabled }: FormSectionProps) {
  const { t } = useTranslation('stores');
  // The English discount name is English whatever the page's language: marked so for screen readers.
  return (field: TextField, extra: { required?: boolean; type?: string; hint?: string } = {}) => (
    <TextInput label={t(`fields.${field}`)} withAsterisk={extra.required ?? false} type={extra.type ?? 'text'} value={values[field]}
      {...(field === 'discount_name_en' ? { lang: 'en' } : field === 'discount_name_fr' ? { lang: 'fr' } : {})}
      description={extra.hint} error={err(field)} disabled={disabled} onChange={(e) => vm.change(field, e.currentTarget.value)} />
  );
}

/** Name, country, address, city, province and postal code. */
export function ProfileSection(props: FormSectionProps) {
  const { t } = useTranslation('stores');
  const { vm, values, err, disabled } = props;
  const text = useText(props);
  const provinces = useProvinceOptions(values.country);
  return (
    <StoreSection id="store-profile" title={t('sections.profile')}>
      {text('name', { required: true })}
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <Select label={t('fields.country')} withAsterisk value={values.country} error={err('country')} disabled={disabled} allowDeselect={false}
          data={(['CA', 'US'] as const).map((c) => ({ value: c, label: t(`countries.${c}`) }))}
          onChange={(v) => { if (v === 'CA' || v === 'US') vm.change('country', v); }} />
        <Select label={t('fields.province_code')} withAsterisk searchable value={values.province_code} error={err('province_code')} disabled={disabled}
          data={[...provinces]} onChange={(v) => vm.change('province_code', v ?? '')} />
      </SimpleGrid>
      {text('address_line_1')}
      {text('address_line_2')}
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        {text('city', { required: true })}
        {text('postal_code', { required: true })}
      </SimpleGrid>
    </StoreSection>
  );
}

/** Phone, e-mail, website and the inventory links. */
export function ContactSection(props: FormSectionProps) {
  const { t } = useTranslation('stores');
  const text = useText(props);
  const hint = t('fields.link_hint');
  return (
    <StoreSection id="store-contact" title={t('sections.contact')}>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        {text('phone', { type: 'tel' })}
        {text('email', { type: 'email' })}
      </SimpleGrid>
      {text('website', { type: 'url', hint })}
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        {text('new_cars_link', { type: 'url', hint })}
        {text('used_cars_link', { type: 'url', hint })}
      </SimpleGrid>
    </StoreSection>
  );
}

/** The languages customers may use: at least one. */
export function LanguagesSection({ vm, values, err, disabled }: FormSectionProps) {
  const { t } = useTranslation('stores');
  const toggle = (l: Language, on: boolean) => vm.change('allowed_languages', on ? [...values.allowed_languages, l] : values.allowed_languages.filter((x) => x !== l));
  return (
    <StoreSection id="store-languages" title={t('sections.languages')}>
      <Checkbox.Group label={t('fields.allowed_languages')} value={[...values.allowed_languages]} error={err('allowed_languages')}>
        <Group gap="lg" mt={6}>
          {STORE_LANGUAGES.map((l) => (
            <Checkbox key={l} value={l} label={t(`languages.${l}`)} disabled={disabled} onChange={(e) => toggle(l, e.currentTarget.checked)} />
          ))}
        </Group>
      </Checkbox.Group>
    </StoreSection>
  );
}

/** The deposit asked of customers (empty: none) and its package name. */
export function DepositSection(props: FormSectionProps) {
  const { t } = useTranslation('stores');
  const { vm, values, err, disabled } = props;
  const text = useText(props);
  return (
    <StoreSection id="store-deposit" title={t('sections.deposit')}>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <LocaleNumberInput label={t('fields.deposit')} description={t('fields.deposit_hint')} value={values.deposit} error={err('deposit')}
          disabled={disabled} onChange={(v) => vm.change('deposit', v)} />
        {text('depositpackage')}
      </SimpleGrid>
    </StoreSection>
  );
}

type Flag = keyof Pick<StoreFormValues, 'use_addons_recommendation' | 'use_postal_code' | 'mandatory_names' | 'compulsory_login'>;
const FLAGS: readonly Flag[] = ['use_addons_recommendation', 'use_postal_code', 'mandatory_names', 'compulsory_login'];

/** A system's choices: the listed ones, and the stored one when it is no longer listed. */
const choices = (list: readonly string[], current: string) => (list.includes(current) || current === '' ? list : [current, ...list]);

/** Trade-in and credit-application systems, the customer-site switches, the SAML URL and the discount names. */
export function SystemsSection(props: FormSectionProps) {
  const { t, i18n } = useTranslation('stores');
  const { vm, values, err, disabled } = props;
  const text = useText(props);
  const label = (group: string, code: string) => (i18n.exists(`stores:systems.${group}.${code}`) ? t(`systems.${group}.${code}`) : code);
  return (
    <StoreSection id="store-systems" title={t('sections.systems')}>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <Select label={t('fields.trade_in_system')} value={values.trade_in_system} error={err('trade_in_system')} disabled={disabled} allowDeselect={false}
          data={choices(TRADE_IN_SYSTEMS, values.trade_in_system).map((c) => ({ value: c, label: label('trade_in', c) }))}
          onChange={(v) => { if (v !== null) vm.change('trade_in_system', v); }} />
        <Select label={t('fields.credit_application_system')} value={values.credit_application_system} error={err('credit_application_system')} disabled={disabled}
          allowDeselect={false} data={choices(CREDIT_APPLICATION_SYSTEMS, values.credit_application_system).map((c) => ({ value: c, label: label('credit', c) }))}
          onChange={(v) => { if (v !== null) vm.change('credit_application_system', v); }} />
      </SimpleGrid>
      <Stack gap="xs">
        {FLAGS.map((f) => (
          <Switch key={f} label={t(`fields.${f}`)} checked={values[f]} disabled={disabled} onChange={(e) => vm.change(f, e.currentTarget.checked)} />
        ))}
      </Stack>
      {text('saml_login_url', { type: 'url', hint: t('fields.link_hint') })}
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        {text('discount_name_en')}
        {text('discount_name_fr')}
      </SimpleGrid>
    </StoreSection>
  );
}
