import { Alert, Button, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { email as emailRule } from '@dealer-panel/core/shared/validation/email';
import { required } from '@dealer-panel/core/shared/validation/required';
import { useInjection } from '../../shared/di';
import { useFieldMessage } from '../../shared/field-message';
import { fieldErrors } from '../../shared/form-problem';
import { ProblemAlert } from '../../shared/problem-message';
import { useFormSubmit } from '../../shared/use-form-submit';
import { AccessTokens } from './access-tokens';

/** Asks for the reset link. The answer is the same whether the address exists or not. */
export function ResetRequestForm() {
  const { t } = useTranslation();
  const port = useInjection(AccessTokens.passwordReset);
  const fieldMessage = useFieldMessage();
  const form = useFormSubmit();
  const [email, setEmail] = useState('');
  const [sent, setSent] = useState(false);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const clean = email.trim();
    const errors = fieldErrors({ email: required(clean) ?? emailRule(clean) });
    const answer = await form.submit(errors, () => port.requestLink(clean));
    if (answer !== null) setSent(true);
  };

  if (sent) return <Alert color="teal" variant="light" role="status">{t('reset.request_sent')}</Alert>;
  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate>
      <Stack gap="sm">
        <Text size="sm">{t('reset.request_intro')}</Text>
        <TextInput
          label={t('login.email')}
          type="email"
          autoComplete="email"
          required
          withAsterisk={false}
          value={email}
          onChange={(event) => {
            setEmail(event.currentTarget.value);
            form.clearField('email');
          }}
          error={fieldMessage('email', form.fieldErrors.email)}
        />
        <ProblemAlert problem={form.problem} />
        <Button type="submit" loading={form.submitting} fullWidth>
          {t('reset.request_submit')}
        </Button>
      </Stack>
    </form>
  );
}
