import * as E from 'fp-ts/Either';
import type * as TE from 'fp-ts/TaskEither';
import type { AuditLog } from '../shared/ports/audit-log';
import type { Clock } from '../shared/ports/clock';
import type { SmsSender } from '../shared/ports/message-senders';
import type { MessageTemplates } from '../shared/ports/message-templates';
import type { Secrets } from '../shared/ports/secrets';
import type { FieldErrors } from '../shared/validation';
import { phone as phoneRule } from '../shared/validation/phone';
import { maskedPhone } from '../shared/masking';
import { OTP_LENGTH, OTP_TTL_MS } from './one-time-code';
import type { OneTimeCodeRepository } from './one-time-code-repository';
import type { SessionContext } from './session-context';
import type { OtpDeviceRepository } from './user-repository';
import type { SecondFactor } from './second-factor';
import type { PasskeyFactors, SecondFactorRepository } from './second-factor-ports';
import { factorDescription, loadSecondFactors } from './second-factor-status';
import { textMessagesOff, type TextMessagesOff } from '../shared/ports/text-messages-off';
import { languageOf } from '../shared/language';

export interface OtpDeps {
  readonly otpDevices: OtpDeviceRepository;
  /** The user's app, recovery codes and preference (issue 30.5): has_device counts them. */
  readonly secondFactors: SecondFactorRepository;
  readonly passkeyFactors: PasskeyFactors;
  /** Whether text messages can be sent (Twilio configured, or demo mode): without, no code is texted. */
  readonly textMessages: boolean;
  readonly codes: OneTimeCodeRepository;
  readonly sms: SmsSender;
  readonly templates: MessageTemplates;
  readonly secrets: Secrets;
  readonly clock: Clock;
  readonly audit: AuditLog;
}

/** verification/: hasDevice means "has a second factor" and maskedPhone describes it (issue 30.5). */
export interface VerificationStatus {
  readonly hasDevice: boolean;
  readonly maskedPhone: string | null;
  readonly verified: boolean;
  readonly fullyAuthenticated: boolean;
  /** The factors the user can sign in with now (second-factor.ts). */
  readonly factors: readonly SecondFactor[];
  readonly preferredFactor: SecondFactor | null;
  readonly textMessages: boolean;
  readonly recoveryCodesLeft: number;
}

export const verificationStatus = (deps: Pick<OtpDeps, 'otpDevices' | 'secondFactors' | 'passkeyFactors' | 'textMessages'>) => async (ctx: SessionContext): Promise<VerificationStatus> => {
  const status = await loadSecondFactors(deps)(ctx.user.id);
  return {
    hasDevice: status.hasFactor,
    maskedPhone: factorDescription(status, status.phone),
    verified: ctx.session.fullyAuthenticated,
    fullyAuthenticated: ctx.session.fullyAuthenticated,
    factors: status.factors,
    preferredFactor: status.preferred,
    textMessages: status.textMessages,
    recoveryCodesLeft: status.recoveryCodesLeft,
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
  await deps.sms.send({ to: phone, body: deps.templates.oneTimeCodeSms(ctx.session.language ?? ctx.user.language, code, OTP_TTL_MS / 60_000), meta: { kind: 'one_time_code', userId: ctx.user.id, dealershipId: ctx.session.dealershipId, language: languageOf(ctx.session.language ?? ctx.user.language) } });
  await deps.audit.record({ action: 'code_sent', userId: ctx.user.id, dealershipId: ctx.session.dealershipId, ip, detail: { phone: maskedPhone(phone) } });
  return { maskedPhone: maskedPhone(phone), expiresInSeconds: OTP_TTL_MS / 1000 };
}

/** Text messages are off (no Twilio in production): the page offers the app or e-mail instead. */
export type SendCodeError = { readonly _tag: 'NoDevice' } | { readonly _tag: 'AlreadyVerified' } | TextMessagesOff;

/** Sends a new code to the user's confirmed phone; a new code replaces the one pending. */
export const sendOneTimeCode = (deps: OtpDeps) => (ctx: SessionContext, ip: string): TE.TaskEither<SendCodeError, CodeSent> => async () => {
  if (ctx.session.fullyAuthenticated) return E.left({ _tag: 'AlreadyVerified' });
  if (!deps.textMessages) return E.left(textMessagesOff);
  const device = await deps.otpDevices.byUser(ctx.user.id);
  if (!device || !device.confirmed) return E.left({ _tag: 'NoDevice' });
  return E.right(await issueCode(deps, ctx, device.phone, ip));
};

export type SetUpDeviceError =
  | { readonly _tag: 'InvalidInput'; readonly errors: FieldErrors }
  | { readonly _tag: 'DeviceAlreadyRegistered' }
  | TextMessagesOff;

/** Canonical form kept for a phone: its 10 digits. */
export function normalizePhone(phone: string): string {
  return phone.replace(/\D/g, '').replace(/^1(?=\d{10}$)/, '');
}

/**
 * Registers a phone and sends it a code. Only a user with no confirmed phone may do this before
 * the code step: otherwise a stolen password alone could move the codes to the thief's phone.
 * A fully authenticated session may replace its phone. A user with an app or a passkey proves it
 * with them first (the phone must not become a way around them).
 */
export const setUpOtpDevice = (deps: OtpDeps) => (ctx: SessionContext, input: { readonly phone: string; readonly ip: string }): TE.TaskEither<SetUpDeviceError, CodeSent> => async () => {
  const country = ctx.dealership?.country ?? 'CA';
  const code = input.phone.trim() === '' ? 'required' : phoneRule(input.phone.trim(), { country });
  if (!deps.textMessages) return E.left(textMessagesOff);
  if (code !== null) return E.left({ _tag: 'InvalidInput', errors: { phone: [code] } });
  const device = await deps.otpDevices.byUser(ctx.user.id);
  if (!ctx.session.fullyAuthenticated && (device?.confirmed || (await loadSecondFactors(deps)(ctx.user.id)).hasFactor)) return E.left({ _tag: 'DeviceAlreadyRegistered' });
  // The phone becomes the user's device only when its code is confirmed: a change started and
  // left half-way keeps the confirmed phone.
  const phone = normalizePhone(input.phone);
  if (!device?.confirmed) await deps.otpDevices.setPending(ctx.user.id, phone);
  return E.right(await issueCode(deps, ctx, phone, input.ip));
};
