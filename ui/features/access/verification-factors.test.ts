import { asyncScheduler } from 'rxjs';
import { describe, expect, it, vi } from 'vitest';
import type { VerificationStatus } from '../../../adapters/http/contract/access/access';
import { latest, right } from '../../shared/testing/problems';
import { createVerificationViewModel, type VerificationDeps } from './verification-view-model';

const status = (overrides: Partial<VerificationStatus> = {}): VerificationStatus => ({
  has_device: true, masked_phone: '(***) ***-0123', verified: false, fully_authenticated: false,
  factors: ['sms'], preferred_factor: 'sms', text_messages: true, recovery_codes_left: 0, ...overrides,
});
const sent = { sent: true, masked_phone: '(***) ***-0123', expires_in_seconds: 600 };

function setup(answer: VerificationStatus) {
  const deps: VerificationDeps = {
    status: vi.fn(() => right(answer)),
    sendOtp: vi.fn(() => right(sent)),
    verify: vi.fn(() => right(status({ fully_authenticated: true }))),
    setupOtp: vi.fn(() => right(sent)),
    confirmDevice: vi.fn(() => right(status({ fully_authenticated: true }))),
    scheduler: asyncScheduler,
  };
  return { deps, vm: createVerificationViewModel(deps) };
}

describe('the verification page with other second factors (issue 30.5)', () => {
  it('opens on the other ways, sending no text, when texts are off', async () => {
    const { vm, deps } = setup(status({ has_device: false, masked_phone: null, factors: ['email'], preferred_factor: 'email', text_messages: false }));
    await vm.start();
    expect(latest(vm.state$)).toMatchObject({ kind: 'factors', status: { text_messages: false } });
    expect(deps.sendOtp).not.toHaveBeenCalled();
    await vm.useTextMessage();
    expect(latest(vm.state$)).toMatchObject({ kind: 'factors' });
  });

  it('opens on the app when the user prefers it, and can go back to a texted code', async () => {
    const { vm, deps } = setup(status({ factors: ['sms', 'totp'], preferred_factor: 'totp' }));
    await vm.start();
    expect(latest(vm.state$)).toMatchObject({ kind: 'factors' });
    await vm.useTextMessage();
    expect(latest(vm.state$)).toMatchObject({ kind: 'code', purpose: 'verify' });
    expect(deps.sendOtp).toHaveBeenCalledOnce();
    vm.chooseAnother();
    expect(latest(vm.state$)).toMatchObject({ kind: 'factors' });
    vm.verifiedWith(status({ fully_authenticated: true }));
    expect(latest(vm.state$)).toMatchObject({ kind: 'verified' });
    vm.dispose();
  });

  it('keeps the texted code first for a user whose factor is the phone', async () => {
    const { vm, deps } = setup(status());
    await vm.start();
    expect(latest(vm.state$)).toMatchObject({ kind: 'code' });
    expect(deps.sendOtp).toHaveBeenCalledOnce();
    vm.dispose();
  });
});
