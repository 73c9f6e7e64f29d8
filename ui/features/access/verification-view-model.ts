import * as E from 'fp-ts/Either';
import type { Either } from 'fp-ts/Either';
import { BehaviorSubject, map, take, timer } from 'rxjs';
import type { Observable, SchedulerLike, Subscription } from 'rxjs';
import type { TypeOf } from 'io-ts';
import type { SendOtpResponse, VerificationStatus } from '../../../adapters/http/contract/access/access';
import type { HttpProblem } from '../../../adapters/di/tokens';
import { phone as phoneRule } from '@dealer-panel/core/shared/validation/phone';
import { required } from '@dealer-panel/core/shared/validation/required';
import type { FieldErrorMap, FormFailure, FormProblem } from '../../shared/form-problem';
import { fieldErrors, submitCall } from '../../shared/form-problem';

/** Seconds before "Resend the code" works again (decision: long enough to let an SMS arrive). */
export const RESEND_COOLDOWN_SECONDS = 30;
const CODE = /^\d{6}$/;

type SendOtpAnswer = TypeOf<typeof SendOtpResponse>;
type Call<B, A> = (body: B) => Promise<Either<HttpProblem, A>>;

export interface VerificationDeps {
  readonly status: () => Promise<Either<HttpProblem, VerificationStatus>>;
  readonly sendOtp: () => Promise<Either<HttpProblem, SendOtpAnswer>>;
  readonly verify: Call<{ token: string; remember_device: boolean }, VerificationStatus>;
  readonly setupOtp: Call<{ phone: string }, SendOtpAnswer>;
  readonly confirmDevice: Call<{ token: string; phone: string; remember_device: boolean }, VerificationStatus>;
  readonly scheduler: SchedulerLike;
}

interface FormPart {
  readonly submitting: boolean;
  readonly fieldErrors: FieldErrorMap;
  readonly problem: FormProblem | null;
}

/** Entering the code: of the registered phone (verify), or of the phone being set up (confirm-device). */
export interface CodeEntry extends FormPart {
  readonly kind: 'code';
  readonly purpose: 'verify' | 'confirm-device';
  readonly phone: string | null;
  readonly maskedPhone: string | null;
  readonly sending: boolean;
  /** Seconds until the code may be sent again; 0 when it may. */
  readonly resendIn: number;
  /** After a wrong code: the tries left before it locks (the server's count), else null. */
  readonly attemptsLeft: number | null;
}

/**
 * The sentence under the code field when a wrong code has tries left ("1 try left", "2 tries
 * left": i18next picks `_one` or `_other` from the count); null: the field's usual message.
 */
export function codeMessage(state: CodeEntry): { readonly key: string; readonly values: { readonly count: number } } | null {
  if (state.attemptsLeft === null || state.fieldErrors['token']?.[0] !== 'otp.invalid') return null;
  return { key: 'common:field_errors.otp.invalid_left', values: { count: state.attemptsLeft } };
}

export interface PhoneEntry extends FormPart {
  readonly kind: 'phone';
}

export type VerificationState =
  | { readonly kind: 'loading' }
  | CodeEntry
  | PhoneEntry
  /** Issue 30.5: another factor than a texted code (app, recovery code, e-mail), or none yet with texts off. */
  | { readonly kind: 'factors'; readonly status: VerificationStatus }
  | { readonly kind: 'verified'; readonly status: VerificationStatus }
  | { readonly kind: 'failed'; readonly problem: FormProblem };

const FORM: FormPart = { submitting: false, fieldErrors: {}, problem: null };

/** Problems about the code itself are shown under the code field (the server names the field; these are the fallbacks). */
const CODE_PROBLEMS: Readonly<Record<string, string>> = { invalid_code: 'otp.invalid', code_expired: 'otp.expired', code_locked: 'otp.locked' };

export function createVerificationViewModel(deps: VerificationDeps) {
  const state = new BehaviorSubject<VerificationState>({ kind: 'loading' });
  let cooldown: Subscription | null = null;
  const set = (next: VerificationState) => {
    if (!state.closed) state.next(next);
  };
  const code = (): CodeEntry | null => (state.value.kind === 'code' ? state.value : null);
  const patchCode = (change: Partial<CodeEntry>) => {
    const current = code();
    if (current) set({ ...current, ...change });
  };

  function startCooldown(seconds: number): void {
    cooldown?.unsubscribe();
    patchCode({ resendIn: seconds });
    cooldown = timer(1000, 1000, deps.scheduler)
      .pipe(take(seconds), map((tick) => seconds - 1 - tick))
      .subscribe((resendIn) => patchCode({ resendIn }));
  }

  function failed(failure: FormFailure): void {
    if (!failure.handled) set({ kind: 'failed', problem: failure.problem ?? { code: 'technical', retryAfterSeconds: null } });
  }

  function showSendProblem(failure: FormFailure): void {
    patchCode({ sending: false, problem: failure.handled ? null : failure.problem });
    if (failure.problem?.retryAfterSeconds) startCooldown(failure.problem.retryAfterSeconds);
  }

  async function send(): Promise<void> {
    patchCode({ sending: true, problem: null });
    const current = code();
    const answer = current?.purpose === 'confirm-device' && current.phone !== null
      ? await submitCall(() => deps.setupOtp({ phone: current.phone ?? '' }))
      : await submitCall(deps.sendOtp);
    if (E.isLeft(answer)) return showSendProblem(answer.left);
    patchCode({ sending: false, maskedPhone: answer.right.masked_phone });
    startCooldown(RESEND_COOLDOWN_SECONDS);
  }

  let last: VerificationStatus | null = null;

  async function start(): Promise<void> {
    const answer = await submitCall(deps.status);
    if (E.isLeft(answer)) return failed(answer.left);
    const status = answer.right;
    last = status;
    if (status.fully_authenticated) return set({ kind: 'verified', status });
    // A texted code opens the page only when texts work and it is the user's factor (or they have none yet).
    if (!status.text_messages || (status.has_device && status.preferred_factor !== 'sms')) return set({ kind: 'factors', status });
    if (!status.has_device) return set({ kind: 'phone', ...FORM });
    set({ kind: 'code', purpose: 'verify', phone: null, maskedPhone: status.masked_phone, sending: false, resendIn: 0, attemptsLeft: null, ...FORM });
    await send();
  }

  async function submitCode(token: string, rememberDevice: boolean): Promise<void> {
    const current = code();
    if (!current || current.submitting) return;
    const clean = token.replace(/\s/g, '');
    if (!CODE.test(clean)) return patchCode({ fieldErrors: { token: [clean === '' ? 'required' : 'otp.format'] }, problem: null });
    patchCode({ submitting: true, fieldErrors: {}, problem: null });
    const answer = current.purpose === 'confirm-device' && current.phone !== null
      ? await submitCall(() => deps.confirmDevice({ token: clean, phone: current.phone ?? '', remember_device: rememberDevice }))
      : await submitCall(() => deps.verify({ token: clean, remember_device: rememberDevice }));
    if (E.isRight(answer)) return set({ kind: 'verified', status: answer.right });
    const failure = answer.left;
    const codeProblem = CODE_PROBLEMS[failure.code];
    const left = failure.extensions?.['attempts_left'];
    if (codeProblem) {
      return patchCode({ submitting: false, fieldErrors: { token: failure.fieldErrors.token ?? [codeProblem] }, problem: null, attemptsLeft: typeof left === 'number' ? left : null });
    }
    patchCode({ submitting: false, fieldErrors: failure.fieldErrors, problem: failure.handled ? null : failure.problem });
  }

  async function submitPhone(phone: string): Promise<void> {
    if (state.value.kind !== 'phone' || state.value.submitting) return;
    const errors = fieldErrors({ phone: required(phone) ?? phoneRule(phone.trim(), { country: 'CA' }) });
    if (Object.keys(errors).length > 0) return set({ kind: 'phone', ...FORM, fieldErrors: errors });
    set({ kind: 'phone', ...FORM, submitting: true });
    const answer = await submitCall(() => deps.setupOtp({ phone: phone.trim() }));
    if (E.isLeft(answer)) return set({ kind: 'phone', ...FORM, fieldErrors: answer.left.fieldErrors, problem: answer.left.handled ? null : answer.left.problem });
    set({ kind: 'code', purpose: 'confirm-device', phone: phone.trim(), maskedPhone: answer.right.masked_phone, sending: false, resendIn: 0, attemptsLeft: null, ...FORM });
    startCooldown(RESEND_COOLDOWN_SECONDS);
  }

  return {
    state$: state.asObservable() as Observable<VerificationState>,
    /** On open: read the status, then send the code or ask for a phone. */
    start,
    submitCode,
    submitPhone,
    resend: async (): Promise<void> => {
      const current = code();
      if (current && current.resendIn === 0 && !current.sending) await send();
    },
    /** "Verify another way": the app, a recovery code, e-mail (or setting up an app). */
    chooseAnother: (): void => {
      cooldown?.unsubscribe();
      if (last !== null) set({ kind: 'factors', status: last });
    },
    /** Back to a texted code (or to setting up a phone) from the other ways. */
    useTextMessage: async (): Promise<void> => {
      if (last === null || !last.text_messages) return;
      if (!last.factors.includes('sms')) return set({ kind: 'phone', ...FORM });
      set({ kind: 'code', purpose: 'verify', phone: null, maskedPhone: last.masked_phone, sending: false, resendIn: 0, attemptsLeft: null, ...FORM });
      await send();
    },
    /** Another way verified the session (its status from the server). */
    verifiedWith: (status: VerificationStatus): void => set({ kind: 'verified', status }),
    /** Back from confirming a new phone to typing another number. */
    changePhone: (): void => {
      cooldown?.unsubscribe();
      if (code()?.purpose === 'confirm-device') set({ kind: 'phone', ...FORM });
    },
    dispose: (): void => {
      cooldown?.unsubscribe();
      state.complete();
    },
  };
}

export type VerificationViewModel = ReturnType<typeof createVerificationViewModel>;
