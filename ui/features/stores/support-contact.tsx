import { Loader, Menu, Text } from '@mantine/core';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useInjection } from '../../shared/di';
import { useObservable } from '../../shared/use-observable';
import { StoreTokens } from './store-tokens';

/** The support contact in the user menu (spec 000 section 4's load states): loaded when the menu first shows it. */
export function SupportContactItems() {
  const { t } = useTranslation('stores');
  const store = useInjection(StoreTokens.supportContact);
  const state = useObservable(store.state$, store.snapshot());
  useEffect(() => { void store.load(); }, [store]);
  return (
    <>
      <Menu.Label>{t('support.title')}</Menu.Label>
      {state.kind === 'loading' && <Menu.Item disabled leftSection={<Loader size="xs" />}>{t('support.loading')}</Menu.Item>}
      {state.kind === 'not_loaded' && <Text size="xs" c="dimmed" px="sm" pb={6}>{t('support.unavailable')}</Text>}
      {state.kind === 'loaded' && (
        <>
          {state.contact.phone_number !== '' && (
            <Menu.Item component="a" href={`tel:${state.contact.phone_number.replace(/[^\d+]/g, '')}`}>{t('support.phone', { phone: state.contact.phone_number })}</Menu.Item>
          )}
          {state.contact.email !== '' && (
            <Menu.Item component="a" href={`mailto:${state.contact.email}`}>{t('support.email', { email: state.contact.email })}</Menu.Item>
          )}
        </>
      )}
    </>
  );
}
