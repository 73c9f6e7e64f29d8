import * as E from 'fp-ts/Either';
import type * as TE from 'fp-ts/TaskEither';
import type { AuditLog } from '../shared/ports/audit-log';
import type { Clock } from '../shared/ports/clock';
import type { SmsSender } from '../shared/ports/message-senders';
import type { MessageTemplates } from '../shared/ports/message-templates';
import type { Secrets } from '../shared/ports/secrets';
import type { FieldErrors } from '../shared/validation';
import { phone as phoneRule } from '../shared/validation/phone';
import { maskPhone } from './dealer-user';
import { OTP_LENGTH, OTP_TTL_MS } from './one-time-code';
import type { OneTimeCodeRepository } from './one-time-code-repository';
import type { SessionContext } from './session-context';
import type { OtpDeviceRepository } from './user-repository';

export interface OtpDeps {
  readonly otpDevices: OtpDeviceRepository;
  readonly codes: OneTimeCodeRepository;
  readonly sms: SmsSender;
  readonly templates: MessageTemplates;
  readonly secrets: Secrets;
  readonly clock: Clock;
  readonly audit: AuditLog;
}

export interface VerificationStatus {
  readonly hasDevice: boolean;
  readonly maskedPhone: string | null;
  readonly verified: boolean;
  readonly fullyAuthenticated: boolean;
}

export const verificationStatus = (deps: Pick<OtpDeps, 'otpDevices'>) => async (ctx: SessionContext): Promise<VerificationStatus> => {
  const device = await deps.otpDevices.byUser(ctx.user.id);
  const confirmed = device?.confirmed === true;
  return {
    hasDevice: confirmed,
    maskedPhone: confirmed && device ? maskPhone(device.phone) : null,
    verified: ctx.session.fullyAuthenticated,
    fullyAuthenticated: ctx.session.fullyAuthenticated,
  };
};

export interface CodeSent {
  readonly maskedPhone: string;
  readonly expiresInSeconds: number;
}

async function issueCode(deps: OtpDeps, ctx: SessionContext, phone: string, ip: string): Promise<CodeSent> {
  const code = deps.secrets.digits(OTP_LENGTH);
  const now = deps.clock.now();
  await deps.codes.create({
    userId: ctx.user.id, sessionId: ctx.session.id, codeHash: deps.secrets.hash(code), phone,
    createdAt: now, expiresAt: new Date(now.getTime() + OTP_TTL_MS),
  });
  await deps.sms.send({ to: phone, body: deps.templates.oneTimeCodeSms(ctx.session.language ?? ctx.user.language, code, OTP_TTL_MS / 60_000) });
  await deps.audit.record({ action: 'code_sent', userId: ctx.user.id, dealershipId: ctx.session.dealershipId, ip, detail: { phone: maskPhone(phone) } });
  return { maskedPhone: maskPhone(phone), expiresInSeconds: OTP_TTL_MS / 1000 };
}

export type SendCodeError = { readonly _tag: 'NoDevice' } | { readonly _tag: 'AlreadyVerified' };

/** Sends a new code to the user's confirmed phone; a new code replaces the one pending. */
export const sendOneTimeCode = (deps: OtpDeps) => (ctx: SessionContext, ip: string): TE.TaskEither<SendCodeError, CodeSent> => async () => {
  if (ctx.session.fullyAuthenticated) return E.left({ _tag: 'AlreadyVerified' });
  const device = await deps.otpDevices.byUser(ctx.user.id);
  if (!device || !device.confirmed) return E.left({ _tag: 'NoDevice' });
  return E.right(await issueCode(deps, ctx, device.phone, ip));
};

export type SetUpDeviceError =
  | { readonly _tag: 'InvalidInput'; readonly errors: FieldErrors }
  | { readonly _tag: 'DeviceAlreadyRegistered' };

/** Canonical form kept for a phone: its 10 digits. */
export function normalizePhone(phone: string): string {
  return phone.replace(/\D/g, '').replace(/^1(?=\d{10}$)/, '');
}

/**
 * Registers a phone and sends it a code. Only a user with no confirmed phone may do this before
 * the code step: otherwise a stolen password alone could move the codes to the thief's phone.
 * A fully authenticated session may replace its phone.
 */
export const setUpOtpDevice = (deps: OtpDeps) => (ctx: SessionContext, input: { readonly phone: string; readonly ip: string }): TE.TaskEither<SetUpDeviceError, CodeSent> => async () => {
  const country = ctx.dealership?.country ?? 'CA';
  const code = input.phone.trim() === '' ? 'required' : phoneRule(input.phone.trim(), { country });
  if (code !== null) return E.left({ _tag: 'InvalidInput', errors: { phone: [code] } });
  const device = await deps.otpDevices.byUser(ctx.user.id);
  if (device?.confirmed && !ctx.session.fullyAuthenticated) return E.left({ _tag: 'DeviceAlreadyRegistered' });
  // The phone becomes the user's device only when its code is confirmed: a change started and
  // left half-way keeps the confirmed phone.
  const phone = normalizePhone(input.phone);
  if (!device?.confirmed) await deps.otpDevices.setPending(ctx.user.id, phone);
  return E.right(await issueCode(deps, ctx, phone, input.ip));
};
