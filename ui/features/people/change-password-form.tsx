import { Button, Group, Paper, PasswordInput, Stack, Title } from '@mantine/core';
import { useState } from 'react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useInjection } from '../../shared/di';
import { useFieldMessage } from '../../shared/field-message';
import { ProblemAlert } from '../../shared/problem-message';
import { useToast } from '../../shared/toast';
import { useDirtyFormGuard } from '../../shared/use-dirty-form-guard';
import { useFormSubmit } from '../../shared/use-form-submit';
import type { PasswordChange } from './password-change';
import { checkPasswordChange, EMPTY_PASSWORD_CHANGE } from './password-change';
import { PeopleTokens } from './people-tokens';

const FIELDS: readonly { readonly field: keyof PasswordChange; readonly label: string; readonly autoComplete: string }[] = [
  { field: 'current_password', label: 'password.current', autoComplete: 'current-password' },
  { field: 'new_password', label: 'password.new', autoComplete: 'new-password' },
  { field: 'confirm_new_password', label: 'password.confirm', autoComplete: 'new-password' },
];

/** Current, new and confirm; sent only when one is filled; leaving with something typed asks first. */
export function ChangePasswordForm({ email }: { readonly email: string }) {
  const { t } = useTranslation();
  const account = useInjection(PeopleTokens.myAccount);
  const fieldMessage = useFieldMessage();
  const toast = useToast();
  const form = useFormSubmit();
  const [values, setValues] = useState<PasswordChange>(EMPTY_PASSWORD_CHANGE);
  const dirty = Object.values(values).some((value) => value !== '');
  useDirtyFormGuard(dirty);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const check = checkPasswordChange(values, email);
    if (check.kind === 'nothing-to-send') return;
    const errors = check.kind === 'invalid' ? check.errors : {};
    const answer = await form.submit(errors, () => account.changePassword(values));
    if (answer === null) return;
    setValues(EMPTY_PASSWORD_CHANGE);
    toast.success('password.changed');
  };

  return (
    <Paper withBorder p="lg" radius="md" component="section" aria-labelledby="change-password-title">
      <form onSubmit={(event) => void onSubmit(event)} noValidate>
        <Stack gap="sm">
          <Title order={2} size="h4" id="change-password-title">{t('password.change_title')}</Title>
          {FIELDS.map(({ field, label, autoComplete }) => (
            <PasswordInput
              key={field}
              label={t(label)}
              {...(field === 'new_password' ? { description: t('password.rules') } : {})}
              autoComplete={autoComplete}
              value={values[field]}
              onChange={(event) => {
                const value = event.currentTarget.value;
                setValues((current) => ({ ...current, [field]: value }));
                form.clearField(field);
              }}
              error={fieldMessage(field, form.fieldErrors[field])}
              visibilityToggleButtonProps={{ 'aria-label': t('login.show_password') }}
            />
          ))}
          <ProblemAlert problem={form.problem} />
          <Group justify="flex-end">
            <Button type="submit" loading={form.submitting} disabled={!dirty}>{t('password.change_submit')}</Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
