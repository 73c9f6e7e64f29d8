import { Alert, Group, SegmentedControl, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { CustomerTasksResponse } from '../../adapters/http/contract/customers/shop';
import type { Locale } from '../../adapters/http/contract/common';
import { useInjection } from '../../ui/shared/di';
import { currentLocale } from '../../ui/shared/i18n';
import { ShopTokens } from '../shared/shop-tokens';
import { rememberLanguage } from './shop-i18n';

/** English is the dealership's country's English (en_US in the USA), French is Québec French. */
export const englishOf = (country: 'CA' | 'US' | null): Locale => (country === 'US' ? 'en_US' : 'en_CA');

/** The language switch: English / Français, kept for the tab. */
export function LanguageSwitch({ country }: { readonly country: 'CA' | 'US' | null }) {
  const { t, i18n } = useTranslation('shop');
  const storage = useInjection(ShopTokens.storage);
  const french = currentLocale(i18n) === 'fr_CA';
  const change = (value: string) => {
    const next: Locale = value === 'fr' ? 'fr_CA' : englishOf(country);
    rememberLanguage(storage, next);
    void i18n.changeLanguage(next);
  };
  return (
    <SegmentedControl size="xs" aria-label={t('header.language')} value={french ? 'fr' : 'en'} onChange={change}
      data={[{ value: 'en', label: t('header.english') }, { value: 'fr', label: t('header.french') }]} />
  );
}

/** The app's top: the dealership (the customer knows it, not the panel), the language switch. */
export function ShopHeader({ deal, store = null }: { readonly deal: CustomerTasksResponse | null; readonly store?: { readonly name: string; readonly city: string } | null }) {
  const { t } = useTranslation('shop');
  const shown = deal?.dealership ?? store;
  return (
    <Group justify="space-between" wrap="nowrap" gap="sm" py="sm">
      <div>
        <Title order={1} size="h4">{shown?.name ?? t('app_title')}</Title>
        {shown != null && <Text size="sm" c="dimmed">{shown.city}</Text>}
      </div>
      <LanguageSwitch country={deal?.dealership.country ?? null} />
    </Group>
  );
}

/** A staff member's look at the customer's view (login_as_customer): said on every page. */
export function ViewedByBanner({ name }: { readonly name: string }) {
  const { t } = useTranslation('shop');
  return (
    <Alert color="#b34000" variant="filled" title={t('viewed_by.title', { name })} role="status" data-testid="viewed-by">
      {t('viewed_by.text')}
    </Alert>
  );
}
