// A staff member's second factors (issue 30 item 5): which exist, which a user has, which they prefer.

/** Every second factor the panel knows, in the order the verification page offers them. */
export const SECOND_FACTORS = ['sms', 'totp', 'passkey', 'email'] as const;
export type SecondFactor = (typeof SECOND_FACTORS)[number];

export function isSecondFactor(value: string): value is SecondFactor {
  return (SECOND_FACTORS as readonly string[]).includes(value);
}

/** What a user has enrolled, read from the ports (second-factor-ports.ts). */
export interface EnrolledFactors {
  /** The confirmed phone (10 digits) codes are texted to; null without one. */
  readonly phone: string | null;
  /** An authenticator app confirmed with a first code. */
  readonly totp: boolean;
  /** How many passkeys (the passkey port's count; 0 until passkeys exist). */
  readonly passkeys: number;
  readonly recoveryCodesLeft: number;
  /** The factor the user chose on My profile; null: none chosen. */
  readonly preferred: SecondFactor | null;
}

/** The user's second factors as the verification page and My profile see them. */
export interface SecondFactorStatus {
  /**
   * The factors the user can sign in with now, in SECOND_FACTORS' order: a phone only while text
   * messages can be sent; e-mail only when nothing else is (a user without a phone, or with texts
   * off, and no app nor passkey): a code by e-mail is as strong as the password reset link.
   */
  readonly factors: readonly SecondFactor[];
  /** The chosen factor when it is still usable, else the first usable one; null: none. */
  readonly preferred: SecondFactor | null;
  /** has_device: an enrolled factor (phone while texts work, app, passkey), not the e-mail fallback. */
  readonly hasFactor: boolean;
  readonly textMessages: boolean;
  readonly recoveryCodesLeft: number;
  /** Every factor enrolled, usable or not (a phone stays enrolled while texts are off). */
  readonly enrolled: readonly SecondFactor[];
}

/** Pure: the status of what is enrolled, given whether text messages can be sent. */
export function secondFactorStatus(enrolled: EnrolledFactors, textMessages: boolean): SecondFactorStatus {
  const has: Readonly<Record<SecondFactor, boolean>> = {
    sms: enrolled.phone !== null, totp: enrolled.totp, passkey: enrolled.passkeys > 0, email: false,
  };
  const enrolledList = SECOND_FACTORS.filter((f) => has[f]);
  const usable = enrolledList.filter((f) => f !== 'sms' || textMessages);
  const factors: readonly SecondFactor[] = usable.length > 0 ? usable : ['email'];
  const preferred = enrolled.preferred !== null && factors.includes(enrolled.preferred) ? enrolled.preferred : (factors[0] ?? null);
  return { factors, preferred, hasFactor: usable.length > 0, textMessages, recoveryCodesLeft: enrolled.recoveryCodesLeft, enrolled: enrolledList };
}

/**
 * Whether a factor may be removed: only an enrolled phone or app, and never the last enrolled
 * factor (the user would fall back to e-mail codes without meaning to). Passkeys are removed one
 * by one on their own screen; e-mail is not enrolled.
 */
export function mayRemoveFactor(status: SecondFactorStatus, factor: SecondFactor): 'ok' | 'not_enrolled' | 'last_factor' {
  if ((factor !== 'sms' && factor !== 'totp') || !status.enrolled.includes(factor)) return 'not_enrolled';
  return status.enrolled.length <= 1 ? 'last_factor' : 'ok';
}
