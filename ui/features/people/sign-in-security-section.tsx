import { Button, Group, Paper, Select, Stack, Text, Title } from '@mantine/core';
import * as E from 'fp-ts/Either';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { VerificationStatus } from '../../../adapters/http/contract/access/access';
import type { SecondFactor } from '@dealer-panel/core/access/second-factor';
import { confirmWith } from '../../shared/confirm';
import { useInjection } from '../../shared/di';
import { submitCall, type FormProblem } from '../../shared/form-problem';
import { ProblemAlert } from '../../shared/problem-message';
import { WRAPPING_BUTTON } from '../../shared/scroll-table';
import { codeErrorKey } from '../../shared/second-factors/code-error';
import { RecoveryCodesPanel } from '../../shared/second-factors/recovery-codes-panel';
import { SecondFactorToken } from '../../shared/second-factors/second-factor-port';
import { TotpEnrollment } from '../../shared/second-factors/totp-enrollment';

/**
 * My profile's "Sign-in security" (issue 30.5): the user's factors, the one asked first, setting
 * up (or replacing) the authenticator app, new recovery codes, and removing a factor (never the
 * last). The passkeys' own list is added beside it by the passkey work.
 */
export function SignInSecuritySection() {
  const { t } = useTranslation('security');
  const port = useInjection(SecondFactorToken);
  const [status, setStatus] = useState<VerificationStatus | null>(null);
  const [problem, setProblem] = useState<FormProblem | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const [enrolling, setEnrolling] = useState(false);
  const [codes, setCodes] = useState<readonly string[] | null>(null);
  const [preferred, setPreferred] = useState<string | null>(null);

  const load = useCallback(async () => {
    const answer = await submitCall(() => port.status());
    if (E.isRight(answer)) { setStatus(answer.right); setPreferred(answer.right.preferred_factor); } else setProblem(answer.left.problem);
  }, [port]);
  useEffect(() => { void load(); }, [load]);

  const refused = (failure: { readonly fieldErrors: Readonly<Record<string, readonly string[]>>; readonly problem: FormProblem | null }) => {
    const key = codeErrorKey(Object.values(failure.fieldErrors)[0]?.[0]);
    if (key !== null) setMessage(t(key));
    else setProblem(failure.problem);
  };
  const savePreferred = async () => {
    if (preferred === null) return;
    const answer = await submitCall(() => port.setPreferred(preferred as SecondFactor));
    if (E.isLeft(answer)) return refused(answer.left);
    setStatus(answer.right);
    setMessage(t('profile.preferred_saved'));
  };
  const remove = async (factor: 'sms' | 'totp') => {
    if (!(await confirmWith(t, 'profile.remove_confirm', { values: { factor: t(`factors.${factor}`) }, danger: true }))) return;
    const answer = await submitCall(() => port.remove(factor));
    if (E.isLeft(answer)) return refused(answer.left);
    setStatus(answer.right);
  };
  const regenerate = async () => {
    if (!(await confirmWith(t, 'profile.regenerate_confirm', { danger: true }))) return;
    const answer = await submitCall(() => port.regenerateRecoveryCodes());
    if (E.isLeft(answer)) return refused(answer.left);
    setCodes(answer.right.recovery_codes);
  };

  const enrolled = status === null ? [] : status.factors.filter((f) => f !== 'email');
  return (
    <Paper withBorder p="lg" radius="md" component="section" aria-labelledby="security-title">
      <Stack gap="sm">
        <Title order={2} size="h4" id="security-title">{t('profile.title')}</Title>
        <Text size="sm" c="dimmed">{t('profile.intro')}</Text>
        {status !== null && !status.text_messages && <Text size="sm" c="dimmed">{t('profile.texts_off')}</Text>}
        {status !== null && (
          <>
            <Text fw={500} size="sm">{t('profile.factors')}</Text>
            {enrolled.length === 0 && <Text size="sm">{t('profile.none')}</Text>}
            <Stack gap={4} component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
              {enrolled.map((f) => (
                <Group key={f} component="li" justify="space-between" wrap="nowrap">
                  <Text size="sm">{f === 'sms' && status.masked_phone !== null ? t('profile.phone_masked', { phone: status.masked_phone }) : t(`factors.${f}`)}</Text>
                  {(f === 'sms' || f === 'totp') && enrolled.length > 1 && (
                    <Button variant="subtle" color="red" size="compact-sm" onClick={() => { void remove(f); }} aria-label={`${t('profile.remove')} ${t(`factors.${f}`)}`}>{t('profile.remove')}</Button>
                  )}
                </Group>
              ))}
            </Stack>
            {status.factors.length > 1 && (
              <Group align="flex-end" gap="xs" wrap="wrap">
                <Select label={t('profile.preferred')} data={status.factors.map((f) => ({ value: f, label: t(`factors.${f}`) }))} value={preferred} onChange={setPreferred} allowDeselect={false} w={260} maw="100%" />
                <Button variant="default" onClick={() => { void savePreferred(); }}>{t('profile.save_preferred')}</Button>
              </Group>
            )}
            {enrolled.length > 0 && <Text size="sm">{t('profile.codes_left', { count: status.recovery_codes_left })}</Text>}
            {codes !== null && <RecoveryCodesPanel codes={codes} onSaved={() => { setCodes(null); void load(); }} />}
            {enrolling
              ? <TotpEnrollment onCancel={() => setEnrolling(false)} onDone={(done) => { setEnrolling(false); setStatus(done.status); setPreferred(done.status.preferred_factor); if (done.recovery_codes !== null) setCodes(done.recovery_codes); setMessage(t('enroll.done')); }} />
              : codes === null && (
                <Group gap="xs" wrap="wrap">
                  <Button styles={WRAPPING_BUTTON} onClick={() => { setMessage(null); setEnrolling(true); }}>{t(status.factors.includes('totp') ? 'profile.replace_app' : 'profile.set_up_app')}</Button>
                  {enrolled.length > 0 && <Button variant="default" styles={WRAPPING_BUTTON} onClick={() => { void regenerate(); }}>{t('profile.regenerate')}</Button>}
                </Group>
              )}
          </>
        )}
        {message !== null && <Text size="sm" role="status">{message}</Text>}
        <ProblemAlert problem={problem} />
      </Stack>
    </Paper>
  );
}
