import { Alert, Anchor, Button, PasswordInput, Stack } from '@mantine/core';
import { useState } from 'react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { password as passwordRule } from '@dealer-panel/core/shared/validation/password';
import { required } from '@dealer-panel/core/shared/validation/required';
import { useInjection } from '../../shared/di';
import { useFieldMessage } from '../../shared/field-message';
import { fieldErrors } from '../../shared/form-problem';
import { paths } from '../../shared/paths';
import { ProblemAlert } from '../../shared/problem-message';
import { useFormSubmit } from '../../shared/use-form-submit';
import { AccessTokens } from './access-tokens';

/** The e-mailed link's form: the new password twice. `invitation`: a new user's first password (issue 13), worded so. */
export function NewPasswordForm({ token, invitation = false }: { readonly token: string; readonly invitation?: boolean }) {
  const { t } = useTranslation();
  const port = useInjection(AccessTokens.passwordReset);
  const fieldMessage = useFieldMessage();
  const form = useFormSubmit();
  const [values, setValues] = useState({ new_password: '', confirm_new_password: '' });
  const [done, setDone] = useState(false);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const errors = fieldErrors({
      new_password: required(values.new_password) ?? passwordRule(values.new_password),
      confirm_new_password: required(values.confirm_new_password) ?? (values.confirm_new_password === values.new_password ? null : 'password.mismatch'),
    });
    const answer = await form.submit(errors, () => port.setPassword({ token, ...values }));
    if (answer !== null) setDone(true);
  };
  const input = (field: keyof typeof values, autoComplete: string) => ({
    required: true,
    withAsterisk: false,
    autoComplete,
    value: values[field],
    onChange: (event: { currentTarget: HTMLInputElement }) => {
      const value = event.currentTarget.value;
      setValues((current) => ({ ...current, [field]: value }));
      form.clearField(field);
    },
    error: fieldMessage(field, form.fieldErrors[field]),
    visibilityToggleButtonProps: { 'aria-label': t('login.show_password') },
  });

  if (done) {
    return (
      <Stack gap="sm">
        <Alert color="teal" variant="light" role="status">{t(invitation ? 'reset.invitation_done' : 'reset.done')}</Alert>
        <Button component={Link} to={paths.login()}>{t('login.submit')}</Button>
      </Stack>
    );
  }
  const tokenError = fieldMessage('token', form.fieldErrors.token);
  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate>
      <Stack gap="sm">
        {tokenError !== null && (
          <Alert color="red" variant="light" role="alert">
            {tokenError}{' '}
            <Anchor component={Link} to={paths.resetPassword()} inherit>{t('reset.request_new_link')}</Anchor>
          </Alert>
        )}
        <PasswordInput label={t('password.new')} description={t('password.rules')} {...input('new_password', 'new-password')} />
        <PasswordInput label={t('password.confirm')} {...input('confirm_new_password', 'new-password')} />
        <ProblemAlert problem={form.problem} />
        <Button type="submit" loading={form.submitting} fullWidth>
          {t(invitation ? 'reset.invitation_submit' : 'reset.submit')}
        </Button>
      </Stack>
    </form>
  );
}
