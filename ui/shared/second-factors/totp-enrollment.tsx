import { Button, Code, Group, Image, Loader, Stack, Text, TextInput } from '@mantine/core';
import * as E from 'fp-ts/Either';
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { TotpConfirmResponse, TotpEnrollResponse } from '../../../adapters/http/contract/access/second-factors';
import { useInjection } from '../di';
import { ProblemAlert } from '../problem-message';
import type { FormProblem } from '../form-problem';
import { submitCall } from '../form-problem';
import { SecondFactorToken } from './second-factor-port';
import { codeErrorKey } from './code-error';

/**
 * Enrolling an authenticator app: a new secret as a QR code and as text for typing by hand, then
 * the app's first code. `onDone` gets the status and, when new, the recovery codes to show once.
 */
/** The key in groups of four, as authenticator apps show it and accept it typed (spaces are ignored). */
export const grouped = (secret: string): string => secret.replace(/(.{4})(?=.)/g, '$1 ');

export function TotpEnrollment({ onDone, onCancel, rememberDevice = false }: {
  readonly onDone: (answer: TotpConfirmResponse) => void;
  readonly onCancel?: () => void;
  readonly rememberDevice?: boolean;
}) {
  const { t } = useTranslation('security');
  const port = useInjection(SecondFactorToken);
  const [enrollment, setEnrollment] = useState<TotpEnrollResponse | null>(null);
  const [problem, setProblem] = useState<FormProblem | null>(null);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    let active = true;
    void submitCall(() => port.enrollTotp()).then((answer) => {
      if (!active) return;
      if (E.isRight(answer)) setEnrollment(answer.right);
      else setProblem(answer.left.problem);
    });
    return () => { active = false; };
  }, [port]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const clean = code.replace(/\s/g, '');
    if (!/^\d{6}$/.test(clean)) return setError(clean === '' ? 'errors.required' : 'errors.otp.format');
    setBusy(true);
    const answer = await submitCall(() => port.confirmTotp(clean, rememberDevice));
    setBusy(false);
    if (E.isRight(answer)) return onDone(answer.right);
    const key = codeErrorKey(answer.left.fieldErrors['code']?.[0]);
    if (key !== null) setError(key);
    else setProblem(answer.left.problem);
  };

  if (enrollment === null) return problem === null ? <Loader size="sm" aria-label={t('enroll.title')} /> : <ProblemAlert problem={problem} />;
  return (
    <form onSubmit={(e) => { void submit(e); }} noValidate>
      <Stack gap="sm">
        <Text size="sm">{t('enroll.step_scan')}</Text>
        <Image src={enrollment.qr_code} alt={t('enroll.qr_alt')} w={200} h={200} fit="contain" />
        <Text size="sm">{t('enroll.manual')}</Text>
        <Code block fz="md" aria-label={t('enroll.secret')} data-testid="totp-secret" style={{ whiteSpace: 'pre-wrap' }}>{grouped(enrollment.secret)}</Code>
        <Text size="sm">{t('enroll.step_confirm')}</Text>
        <TextInput label={t('verify.code')} value={code} onChange={(e) => { setCode(e.currentTarget.value); setError(null); }}
          inputMode="numeric" autoComplete="one-time-code" maxLength={7} error={error === null ? undefined : t(error)} />
        <ProblemAlert problem={problem} />
        <Group gap="xs">
          <Button type="submit" loading={busy}>{t('enroll.confirm')}</Button>
          {onCancel && <Button variant="default" onClick={onCancel}>{t('enroll.cancel')}</Button>}
        </Group>
      </Stack>
    </form>
  );
}
