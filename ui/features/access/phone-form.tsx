import { Button, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useFieldMessage } from '../../shared/field-message';
import { ProblemAlert } from '../../shared/problem-message';
import type { PhoneEntry, VerificationViewModel } from './verification-view-model';

/** First sign-in without a registered phone: the number the codes will go to. */
export function PhoneForm({ state, vm }: { readonly state: PhoneEntry; readonly vm: VerificationViewModel }) {
  const { t } = useTranslation(['common', 'security']);
  const fieldMessage = useFieldMessage();
  const [phone, setPhone] = useState('');
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void vm.submitPhone(phone);
  };
  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="sm">
        <Text size="sm">{t('verification.setup_intro')}</Text>
        <TextInput
          label={t('verification.phone')}
          description={t('verification.phone_hint')}
          type="tel"
          autoComplete="tel-national"
          required
          withAsterisk={false}
          value={phone}
          onChange={(event) => setPhone(event.currentTarget.value)}
          error={fieldMessage('phone', state.fieldErrors.phone)}
        />
        <ProblemAlert problem={state.problem} />
        <Button type="submit" loading={state.submitting} fullWidth>
          {t('verification.send_code')}
        </Button>
        <Button variant="subtle" size="compact-sm" onClick={vm.chooseAnother}>
          {t('security:verify.choose')}
        </Button>
      </Stack>
    </form>
  );
}
