import { Button, Checkbox, Group, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useFieldMessage } from '../../shared/field-message';
import { ProblemAlert } from '../../shared/problem-message';
import { WRAPPING_COMPACT_BUTTON } from '../../shared/wrapping-styles';
import { codeMessage, type CodeEntry, type VerificationViewModel } from './verification-view-model';

/** The 6-digit code, "remember this device", and resend with its countdown. */
export function CodeForm({ state, vm }: { readonly state: CodeEntry; readonly vm: VerificationViewModel }) {
  const { t } = useTranslation(['common', 'security']);
  const fieldMessage = useFieldMessage();
  const [token, setToken] = useState('');
  const [remember, setRemember] = useState(false);
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void vm.submitCode(token, remember);
  };
  const tries = codeMessage(state);
  const tokenError = tries === null ? fieldMessage('token', state.fieldErrors.token) : t(tries.key, tries.values);
  const sentTo = state.maskedPhone === null ? t('verification.sent_generic') : t('verification.sent_to', { phone: state.maskedPhone });

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="sm">
        <Text size="sm" role="status">{state.sending ? t('verification.sending') : sentTo}</Text>
        <TextInput
          label={t('verification.code')}
          description={t('verification.code_hint')}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={7}
          required
          withAsterisk={false}
          value={token}
          onChange={(event) => setToken(event.currentTarget.value.replace(/[^\d ]/g, ''))}
          error={tokenError}
          styles={{ input: { letterSpacing: '0.3em', fontSize: 'var(--mantine-font-size-lg)' } }}
        />
        <Checkbox label={t('verification.remember_device')} checked={remember} onChange={(event) => setRemember(event.currentTarget.checked)} />
        <ProblemAlert problem={state.problem} />
        <Button type="submit" loading={state.submitting} fullWidth>
          {t('verification.submit')}
        </Button>
        <Group justify="space-between" gap="xs">
          {/* The countdown's French label runs long: it wraps on a phone rather than being cut. */}
          <Button variant="subtle" size="compact-sm" disabled={state.resendIn > 0 || state.sending} onClick={() => void vm.resend()}
            styles={WRAPPING_COMPACT_BUTTON}>
            {state.resendIn > 0 ? t('verification.resend_in', { seconds: state.resendIn }) : t('verification.resend')}
          </Button>
          {state.purpose === 'verify' && (
            <Button variant="subtle" size="compact-sm" onClick={vm.chooseAnother}>
              {t('security:verify.choose')}
            </Button>
          )}
          {state.purpose === 'confirm-device' && (
            <Button variant="subtle" size="compact-sm" onClick={vm.changePhone}>
              {t('verification.change_phone')}
            </Button>
          )}
        </Group>
      </Stack>
    </form>
  );
}
