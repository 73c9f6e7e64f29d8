import { Alert, Button, Divider, Stack } from '@mantine/core';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useObservable } from '../../shared/use-observable';
import { LOGIN_SSO_INITIAL } from './login-sso';
import type { LoginViewModel } from './login-view-model';

/** Why the last manufacturer sign-in was refused, above the form. */
export function SsoRefusalAlert({ vm }: { readonly vm: LoginViewModel }) {
  const { t } = useTranslation();
  const { refusal } = useObservable(vm.sso$, LOGIN_SSO_INITIAL);
  if (refusal === null) return null;
  return <Alert color="red" role="alert" title={t('login.sso.refused_title')}>{t(`login.sso.refused.${refusal}`)}</Alert>;
}

/** Under the password form: "or", then a button per manufacturer the store offers; each leaves for its identity provider. */
export function SsoButtons({ vm }: { readonly vm: LoginViewModel }) {
  const { t } = useTranslation();
  const { options, leaving } = useObservable(vm.sso$, LOGIN_SSO_INITIAL);
  useEffect(() => {
    // Back from the identity provider may show this page from the browser's cache, buttons still busy.
    const onShow = (event: PageTransitionEvent) => { if (event.persisted) vm.ssoReturned(); };
    window.addEventListener('pageshow', onShow);
    return () => window.removeEventListener('pageshow', onShow);
  }, [vm]);
  if (options.length === 0) return null;
  return (
    <Stack gap="sm">
      <Divider label={t('login.sso.or')} labelPosition="center" />
      {options.map((o) => (
        <Button key={o.source} variant="default" fullWidth loading={leaving === o.source} disabled={leaving !== null && leaving !== o.source}
          onClick={() => vm.signInWith(o.source)}>
          {t('login.sso.button', { name: o.name })}
        </Button>
      ))}
    </Stack>
  );
}
