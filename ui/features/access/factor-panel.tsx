import { Alert, Button, Checkbox, Group, SegmentedControl, Stack, Text, TextInput } from '@mantine/core';
import * as E from 'fp-ts/Either';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { VerificationStatus } from '../../../adapters/http/contract/access/access';
import type { TotpConfirmResponse } from '../../../adapters/http/contract/access/second-factors';
import { useInjection } from '../../shared/di';
import { submitCall, type FormProblem } from '../../shared/form-problem';
import { ProblemAlert } from '../../shared/problem-message';
import { codeErrorKey } from '../../shared/second-factors/code-error';
import { RecoveryCodesPanel } from '../../shared/second-factors/recovery-codes-panel';
import { SecondFactorToken } from '../../shared/second-factors/second-factor-port';
import { TotpEnrollment } from '../../shared/second-factors/totp-enrollment';
import { PasskeyVerificationSlot } from './passkey-verification-slot';

type Way = 'sms' | 'totp' | 'passkey' | 'email' | 'recovery' | 'setup';

/** The ways this user can verify: their factors, a recovery code when they have some, setting up an app when they have nothing. */
function waysOf(status: VerificationStatus): readonly Way[] {
  const ways: Way[] = [...status.factors];
  if (status.recovery_codes_left > 0) ways.push('recovery');
  if (!status.has_device) ways.push('setup');
  return ways;
}

/**
 * The verification page's other ways (issue 30.5): the authenticator app, a recovery code, a code
 * by e-mail, the passkey slot, and, for a user with no factor, enrolling an app. A texted code goes
 * back to the existing form (`onTextMessage`).
 */
export function FactorPanel({ status, onVerified, onTextMessage }: {
  readonly status: VerificationStatus;
  readonly onVerified: (status: VerificationStatus) => void;
  readonly onTextMessage: () => void;
}) {
  const { t } = useTranslation('security');
  const port = useInjection(SecondFactorToken);
  // The ways' names do not fit the sign-in card side by side ("Configurer une application d’authentification"): one under another.
  const ways = waysOf(status);
  const [way, setWay] = useState<Way>(status.preferred_factor !== null && status.preferred_factor !== 'sms' ? status.preferred_factor : (ways.find((w) => w !== 'sms') ?? 'email'));
  const [code, setCode] = useState('');
  const [remember, setRemember] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [problem, setProblem] = useState<FormProblem | null>(null);
  const [busy, setBusy] = useState(false);
  const [emailSentTo, setEmailSentTo] = useState<string | null>(null);
  const [enrolled, setEnrolled] = useState<TotpConfirmResponse | null>(null);
  const [left, setLeft] = useState<VerificationStatus | null>(null);

  const pick = (next: string) => {
    if (next === 'sms') return onTextMessage();
    setWay(next as Way);
    setCode(''); setError(null); setProblem(null);
  };
  const failed = (failure: { readonly fieldErrors: Readonly<Record<string, readonly string[]>>; readonly problem: FormProblem | null }) => {
    const key = codeErrorKey((failure.fieldErrors['code'] ?? failure.fieldErrors['token'])?.[0]);
    if (key !== null) setError(key);
    else setProblem(failure.problem);
  };
  const sendEmail = async () => {
    setBusy(true); setProblem(null);
    const sent = await submitCall(() => port.sendEmailCode());
    setBusy(false);
    if (E.isRight(sent)) setEmailSentTo(sent.right.masked_email);
    else setProblem(sent.left.problem);
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (code.trim() === '') return setError('errors.required');
    setBusy(true); setError(null); setProblem(null);
    const answer = await submitCall(() => (way === 'email' ? port.verifyEmailCode(code, remember) : port.verify(way === 'recovery' ? 'recovery' : 'totp', code, remember)));
    setBusy(false);
    if (E.isLeft(answer)) return failed(answer.left);
    if (way === 'recovery') return setLeft(answer.right);
    onVerified(answer.right);
  };

  if (enrolled !== null) {
    return enrolled.recovery_codes === null ? null : <RecoveryCodesPanel codes={enrolled.recovery_codes} onSaved={() => onVerified(enrolled.status)} />;
  }
  if (left !== null) {
    return (
      <Stack gap="sm">
        <Alert color="blue" role="status">{t('verify.codes_left', { count: left.recovery_codes_left })}</Alert>
        <Button onClick={() => onVerified(left)}>{t('verify.continue')}</Button>
      </Stack>
    );
  }
  const labels: Record<Way, string> = {
    sms: t('factors.sms'), totp: t('factors.totp'), passkey: t('factors.passkey'), email: t('factors.email'), recovery: t('factors.recovery'), setup: t('verify.set_up_app'),
  };
  return (
    <Stack gap="sm">
      {!status.text_messages && <Text size="sm" c="dimmed">{t('verify.texts_off')}</Text>}
      {!status.has_device && <Text size="sm">{t('verify.no_factor')}</Text>}
      {(ways.length > 1 || ways[0] === 'sms') && (
        <SegmentedControl fullWidth orientation="vertical" styles={{ label: { whiteSpace: 'normal' } }} value={way} onChange={pick} data={ways.map((w) => ({ value: w, label: labels[w] }))} aria-label={t('verify.choose')} />
      )}
      {way === 'setup' && <TotpEnrollment rememberDevice={remember} onDone={(done) => (done.recovery_codes === null ? onVerified(done.status) : setEnrolled(done))} />}
      {way === 'passkey' && <PasskeyVerificationSlot rememberDevice={remember} onVerified={() => { void port.status().then((s) => { if (E.isRight(s)) onVerified(s.right); }); }} />}
      {way === 'email' && emailSentTo === null && <Button onClick={() => { void sendEmail(); }} loading={busy}>{t('verify.email_send')}</Button>}
      {(way === 'totp' || way === 'recovery' || (way === 'email' && emailSentTo !== null)) && (
        <form onSubmit={(e) => { void submit(e); }} noValidate>
          <Stack gap="sm">
            <Text size="sm" fw={500}>{way === 'totp' ? t('verify.totp_title') : way === 'recovery' ? t('verify.recovery_title') : t('verify.email_sent', { email: emailSentTo })}</Text>
            <TextInput label={way === 'recovery' ? t('verify.recovery_code') : t('verify.code')} description={t(way === 'totp' ? 'verify.totp_hint' : way === 'recovery' ? 'verify.recovery_hint' : 'verify.email_hint')}
              value={code} onChange={(e) => { setCode(e.currentTarget.value); setError(null); }} inputMode="numeric" autoComplete="one-time-code"
              maxLength={way === 'recovery' ? 13 : 7} error={error === null ? undefined : t(error)} />
            <Checkbox label={t('common:verification.remember_device')} checked={remember} onChange={(e) => setRemember(e.currentTarget.checked)} />
            <Button type="submit" loading={busy} fullWidth>{t('verify.submit')}</Button>
          </Stack>
        </form>
      )}
      <ProblemAlert problem={problem} />
      {status.text_messages && !status.has_device && (
        <Group><Button variant="subtle" size="compact-sm" onClick={onTextMessage}>{t('verify.set_up_phone')}</Button></Group>
      )}
    </Stack>
  );
}
