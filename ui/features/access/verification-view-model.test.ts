import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { asyncScheduler } from 'rxjs';
import type { VerificationStatus } from '../../../adapters/http/contract/access/access';
import { latest, left, right } from '../../shared/testing/problems';
import type { VerificationDeps } from './verification-view-model';
import { codeMessage, createVerificationViewModel, RESEND_COOLDOWN_SECONDS, type CodeEntry } from './verification-view-model';
import i18next from 'i18next';
import enCommon from '../../../locales/en-CA/common.json';
import frCommon from '../../../locales/fr-CA/common.json';

const status = (overrides: Partial<VerificationStatus> = {}): VerificationStatus => ({
  has_device: true, masked_phone: '(***) ***-0123', verified: false, fully_authenticated: false,
  factors: ['sms'], preferred_factor: 'sms', text_messages: true, recovery_codes_left: 0, ...overrides,
});
const sent = { sent: true, masked_phone: '(***) ***-0123', expires_in_seconds: 600 };

function setup(overrides: Partial<VerificationDeps> = {}) {
  const deps: VerificationDeps = {
    status: vi.fn(() => right(status())),
    sendOtp: vi.fn(() => right(sent)),
    verify: vi.fn(() => right(status({ verified: true, fully_authenticated: true }))),
    setupOtp: vi.fn(() => right({ ...sent, masked_phone: '(***) ***-9876' })),
    confirmDevice: vi.fn(() => right(status({ verified: true, fully_authenticated: true }))),
    scheduler: asyncScheduler,
    ...overrides,
  };
  return { deps, vm: createVerificationViewModel(deps) };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('the verification view model', () => {
  it('sends the code when opened and counts down before it may be sent again', async () => {
    const { vm, deps } = setup();
    await vm.start();
    expect(deps.sendOtp).toHaveBeenCalledOnce();
    expect(latest(vm.state$)).toMatchObject({ kind: 'code', purpose: 'verify', maskedPhone: '(***) ***-0123', sending: false, resendIn: RESEND_COOLDOWN_SECONDS });
    await vm.resend();
    expect(deps.sendOtp).toHaveBeenCalledOnce();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(latest(vm.state$)).toMatchObject({ resendIn: RESEND_COOLDOWN_SECONDS - 10 });
    await vi.advanceTimersByTimeAsync(20_000);
    expect(latest(vm.state$)).toMatchObject({ resendIn: 0 });
    await vm.resend();
    expect(deps.sendOtp).toHaveBeenCalledTimes(2);
    vm.dispose();
  });

  it('verifies a six-digit code with the remember-device choice', async () => {
    const { vm, deps } = setup();
    await vm.start();
    await vm.submitCode('12345', false);
    expect(latest(vm.state$)).toMatchObject({ fieldErrors: { token: ['otp.format'] } });
    await vm.submitCode(' 123 456 ', true);
    expect(deps.verify).toHaveBeenCalledWith({ token: '123456', remember_device: true });
    expect(latest(vm.state$)).toMatchObject({ kind: 'verified' });
  });

  it('keeps the tries left of a wrong code, worded in the plural it takes in each language (issue 29 item 5)', async () => {
    const verify = vi.fn<VerificationDeps['verify']>()
      .mockReturnValueOnce(left(400, 'invalid_code', { errors: { token: ['otp.invalid'] }, extensions: { attempts_left: 2 } }))
      .mockReturnValueOnce(left(400, 'invalid_code', { errors: { token: ['otp.invalid'] }, extensions: { attempts_left: 1 } }))
      .mockReturnValueOnce(left(400, 'code_locked'));
    const { vm } = setup({ verify });
    await vm.start();
    const words = async (lng: string) => {
      const i18n = i18next.createInstance();
      await i18n.init({ lng, resources: { en: { common: enCommon }, fr: { common: frCommon } }, defaultNS: 'common', interpolation: { escapeValue: false } });
      return (state: ReturnType<typeof latest>) => {
        const m = codeMessage(state as CodeEntry);
        return m === null ? null : i18n.t(m.key, m.values);
      };
    };
    const [en, fr] = [await words('en'), await words('fr')];
    await vm.submitCode('000000', false);
    expect(latest(vm.state$)).toMatchObject({ fieldErrors: { token: ['otp.invalid'] }, attemptsLeft: 2 });
    expect(en(latest(vm.state$))).toBe('This code is incorrect. 2 tries left.');
    expect(fr(latest(vm.state$))).toBe('Ce code est incorrect. Il vous reste 2 essais.');
    await vm.submitCode('000000', false);
    expect(en(latest(vm.state$))).toBe('This code is incorrect. 1 try left.');
    expect(fr(latest(vm.state$))).toBe('Ce code est incorrect. Il vous reste 1 essai.');
    await vm.submitCode('000000', false);
    expect(latest(vm.state$)).toMatchObject({ fieldErrors: { token: ['otp.locked'] }, attemptsLeft: null });
    expect(en(latest(vm.state$))).toBe(null);
  });

  it('shows a wrong, expired or locked code under the code field', async () => {
    const verify = vi.fn<VerificationDeps['verify']>()
      .mockReturnValueOnce(left(400, 'invalid_code', { errors: { token: ['otp.invalid'] } }))
      .mockReturnValueOnce(left(400, 'code_expired'))
      .mockReturnValueOnce(left(400, 'code_locked'));
    const { vm } = setup({ verify });
    await vm.start();
    for (const expected of ['otp.invalid', 'otp.expired', 'otp.locked']) {
      await vm.submitCode('000000', false);
      expect(latest(vm.state$)).toMatchObject({ kind: 'code', submitting: false, fieldErrors: { token: [expected] }, problem: null });
    }
  });

  it('waits as long as the server says when sending is rate limited', async () => {
    const { vm } = setup({ sendOtp: vi.fn(() => left(429, 'rate_limited', { retryAfterSeconds: 90 })) });
    await vm.start();
    expect(latest(vm.state$)).toMatchObject({ kind: 'code', problem: { code: 'rate_limited', retryAfterSeconds: 90 }, resendIn: 90 });
    vm.dispose();
  });

  it('asks for a phone when the user has no device, then confirms it with the code', async () => {
    const { vm, deps } = setup({ status: vi.fn(() => right(status({ has_device: false, masked_phone: null }))) });
    await vm.start();
    expect(latest(vm.state$)).toMatchObject({ kind: 'phone' });
    expect(deps.sendOtp).not.toHaveBeenCalled();
    await vm.submitPhone('123');
    expect(latest(vm.state$)).toMatchObject({ kind: 'phone', fieldErrors: { phone: ['phone.invalid'] } });
    await vm.submitPhone('514-555-9876');
    expect(deps.setupOtp).toHaveBeenCalledWith({ phone: '514-555-9876' });
    expect(latest(vm.state$)).toMatchObject({ kind: 'code', purpose: 'confirm-device', phone: '514-555-9876', maskedPhone: '(***) ***-9876' });
    await vm.submitCode('654321', true);
    expect(deps.confirmDevice).toHaveBeenCalledWith({ token: '654321', phone: '514-555-9876', remember_device: true });
    expect(latest(vm.state$)).toMatchObject({ kind: 'verified' });
  });

  it('is verified at once when the session already is', async () => {
    const { vm, deps } = setup({ status: vi.fn(() => right(status({ verified: true, fully_authenticated: true }))) });
    await vm.start();
    expect(latest(vm.state$)).toMatchObject({ kind: 'verified' });
    expect(deps.sendOtp).not.toHaveBeenCalled();
  });

  it('stays quiet when the client already sent the user to login, and fails on a technical error', async () => {
    const gone = setup({ status: vi.fn(() => left(401, 'not_authenticated', { handled: true })) });
    await gone.vm.start();
    expect(latest(gone.vm.state$)).toEqual({ kind: 'loading' });
    const broken = setup({ status: vi.fn(() => Promise.reject(new Error('timeout'))) });
    await broken.vm.start();
    expect(latest(broken.vm.state$)).toEqual({ kind: 'failed', problem: { code: 'technical', retryAfterSeconds: null } });
  });
});
