import { Alert, Anchor, Button, PasswordInput, Stack, TextInput } from '@mantine/core';
import { useEffect, useState } from 'react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { UiTokens } from '../../shared/ui-tokens';
import { AccessTokens } from './access-tokens';
import { useInjection } from '../../shared/di';
import { useFieldMessage } from '../../shared/field-message';
import { paths, safeInternalPath } from '../../shared/paths';
import { ProblemAlert } from '../../shared/problem-message';
import { useFollowDestination } from './use-follow-destination';
import { useObservable } from '../../shared/use-observable';
import { useViewModel } from '../../shared/use-view-model';
import { AuthCard } from './auth-card';
import { loginSsoParamsOf } from './login-sso';
import type { LoginValues } from './login-view-model';
import { LOGIN_INITIAL } from './login-view-model';
import { SsoButtons, SsoRefusalAlert } from './sso-sign-in';

const REASONS = ['session_expired', 'please_login_to_continue'] as const;

/**
 * /login: e-mail and password; errors next to the fields; the reason the user was sent here. With
 * `?store=<id>`, the store's manufacturer sign-in buttons under the form; with `?sso_error=`, why
 * the manufacturer sign-in was refused.
 */
export function LoginPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const vm = useViewModel(useInjection(AccessTokens.loginViewModel), (model) => void model.startSso(loginSsoParamsOf(params)));
  const state = useObservable(vm.state$, LOGIN_INITIAL);
  const memory = useInjection(UiTokens.signInMemory);
  const follow = useFollowDestination();
  const fieldMessage = useFieldMessage();
  const [values, setValues] = useState<LoginValues>({ email: '', password: '' });
  const reason = REASONS.find((known) => known === params.get('reason')) ?? null;
  const next = safeInternalPath(params.get('next'));

  useEffect(() => {
    if (next !== null) memory.saveUrl(next);
  }, [next, memory]);
  useEffect(() => {
    if (state.kind === 'signed-in') follow(state.destination);
  }, [state, follow]);

  const editing = state.kind === 'editing' ? state : LOGIN_INITIAL;
  const change = (field: keyof LoginValues) => (event: { currentTarget: HTMLInputElement }) => {
    const value = event.currentTarget.value;
    setValues((current) => ({ ...current, [field]: value }));
    vm.clearError(field);
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void vm.submit(values);
  };

  return (
    <AuthCard
      title={t('login.title')}
      footer={<Anchor component={Link} to={paths.resetPassword()} size="sm">{t('login.forgot_password')}</Anchor>}
    >
      {reason !== null && <Alert color="yellow" variant="light" role="status">{t(`login.reason.${reason}`)}</Alert>}
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="sm">
          <TextInput
            label={t('login.email')}
            type="email"
            autoComplete="username"
            required
            withAsterisk={false}
            value={values.email}
            onChange={change('email')}
            error={fieldMessage('email', editing.fieldErrors.email)}
          />
          <PasswordInput
            label={t('login.password')}
            autoComplete="current-password"
            required
            withAsterisk={false}
            value={values.password}
            onChange={change('password')}
            error={fieldMessage('password', editing.fieldErrors.password)}
            visibilityToggleButtonProps={{ 'aria-label': t('login.show_password') }}
          />
          <ProblemAlert problem={editing.problem} />
          <Button type="submit" loading={editing.submitting || state.kind === 'signed-in'} fullWidth>
            {t('login.submit')}
          </Button>
        </Stack>
      </form>
      <SsoRefusalAlert vm={vm} />
      <SsoButtons vm={vm} />
    </AuthCard>
  );
}
