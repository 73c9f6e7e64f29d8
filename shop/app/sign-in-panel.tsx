import { Button, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ProblemAlert } from '../../ui/shared/problem-message';
import type { SignInState } from '../shared/deal-view-model';

/**
 * The dealership asks its customers to sign in (compulsory_login): a code to the e-mail address it
 * has on file, typed here. The code field keeps what was typed through a refusal.
 */
export function SignInPanel({ state, onSend, onVerify }: { readonly state: SignInState; readonly onSend: () => void; readonly onVerify: (code: string) => void }) {
  const { t } = useTranslation('shop');
  const [code, setCode] = useState('');
  const error = state.errors['code']?.[0];
  return (
    <Stack gap="md" py="md" component="section" aria-labelledby="sign-in-title">
      <Title order={2} id="sign-in-title">{t('sign_in.title')}</Title>
      <Text>{t('sign_in.text')}</Text>
      <ProblemAlert problem={state.problem} />
      {state.sentTo === null ? (
        <Button onClick={onSend} loading={state.busy === 'send'} w="fit-content">{t('sign_in.send')}</Button>
      ) : (
        <form onSubmit={(event) => { event.preventDefault(); onVerify(code); }}>
          <Stack gap="sm">
            <Text size="sm">{t('sign_in.sent', { email: state.sentTo })}</Text>
            <TextInput label={t('sign_in.code')} value={code} onChange={(e) => setCode(e.currentTarget.value)} inputMode="numeric" autoComplete="one-time-code"
              maxLength={6} error={error === undefined ? undefined : t(`sign_in.errors.${error === 'required' ? 'required' : 'invalid'}`)} w={200} />
            <Group gap="sm">
              <Button type="submit" loading={state.busy === 'verify'}>{t('sign_in.verify')}</Button>
              <Button variant="subtle" onClick={onSend} loading={state.busy === 'send'}>{t('sign_in.resend')}</Button>
            </Group>
          </Stack>
        </form>
      )}
    </Stack>
  );
}
