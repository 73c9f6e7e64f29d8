import * as E from 'fp-ts/Either';
import type * as TE from 'fp-ts/TaskEither';
import type { OneTimeCodeRepository } from './one-time-code-repository';
import { OTP_LENGTH, OTP_TTL_MS } from './one-time-code';
import type { SecondFactorPorts } from './second-factor-ports';
import { loadSecondFactors } from './second-factor-status';
import type { SessionContext } from './session-context';
import { languageOf } from '../shared/language';
import { maskedEmail } from '../shared/masking';

export type EmailCodeDeps = Pick<SecondFactorPorts, 'otpDevices' | 'secondFactors' | 'passkeyFactors' | 'textMessages' | 'email' | 'codeEmails' | 'secrets' | 'clock' | 'audit'> & {
  readonly codes: OneTimeCodeRepository;
};

export type EmailCodeError = { readonly _tag: 'AlreadyVerified' } | { readonly _tag: 'EmailCodeNotOffered' };

/**
 * Sends the sign-in code by e-mail (kind one_time_code: it skips the queue's wait), when e-mail is
 * one of the user's factors (second-factor.ts: nothing else usable). It is checked by
 * verification/ as a texted code is (6 digits, 10 minutes, single use, 5 tries) and registers no phone.
 */
export const sendEmailCode = (deps: EmailCodeDeps) => (ctx: SessionContext, ip: string): TE.TaskEither<EmailCodeError, { readonly maskedEmail: string; readonly expiresInSeconds: number }> => async () => {
  if (ctx.session.fullyAuthenticated) return E.left({ _tag: 'AlreadyVerified' });
  if (!(await loadSecondFactors(deps)(ctx.user.id)).factors.includes('email')) return E.left({ _tag: 'EmailCodeNotOffered' });
  const code = deps.secrets.digits(OTP_LENGTH);
  const now = deps.clock.now();
  await deps.codes.create({
    userId: ctx.user.id, sessionId: ctx.session.id, codeHash: deps.secrets.hash(code), phone: '', channel: 'email',
    createdAt: now, expiresAt: new Date(now.getTime() + OTP_TTL_MS),
  });
  const message = deps.codeEmails.codeEmail(ctx.session.language ?? ctx.user.language, code, OTP_TTL_MS / 60_000);
  await deps.email.send({ to: ctx.user.email, ...message, meta: { kind: 'one_time_code', userId: ctx.user.id, dealershipId: ctx.session.dealershipId, language: languageOf(ctx.session.language ?? ctx.user.language) } });
  await deps.audit.record({ action: 'code_sent', userId: ctx.user.id, dealershipId: ctx.session.dealershipId, ip, detail: { channel: 'email' } });
  return E.right({ maskedEmail: maskedEmail(ctx.user.email), expiresInSeconds: OTP_TTL_MS / 1000 });
};
