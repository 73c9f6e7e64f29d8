import * as E from 'fp-ts/Either';
import { firstValueFrom } from 'rxjs';
import { describe, expect, it } from 'vitest';
import type { DealerCreditResponse } from '../../../adapters/http/contract/credit/credit';
import type { CreditPort } from './credit-port';
import { createCreditViewModel, type CreditState } from './credit-view-model';
import { left } from '../../shared/testing/problems';

const application = (status_name: 'awaiting_dealer' | 'complete', masked = true): NonNullable<DealerCreditResponse['application']> => ({
  status: status_name === 'complete' ? 3 : 2, status_name, decision: status_name === 'complete' ? 'A' : 'O', verify_request_comments: null,
  submitted_at: '2026-11-28T10:00:00.000Z', decided_at: null, has_co_applicant: false,
  primary_application: { first_name: 'Anne', insurance_number: masked ? '••• ••• 286' : '046 454 286' }, co_application: null,
  consent: true, acknowledgement: true, co_applicant_acknowledgement: false, credit_check_reference_number: null, lead_reference_number: null, masked,
});
const body = (app: DealerCreditResponse['application'], rights = { may_reveal: true, may_decide: true }): DealerCreditResponse => ({
  order_id: 5, rules: { country: 'CA', province_code: 'QC', credit_application_system: 'dealertrack', gender_required: true, insurance_number_required: false, co_applicant_mobile_phone_required: false, lease_disbursements_enabled: false },
  application: app, ...rights,
});

function setup(first: DealerCreditResponse) {
  const calls: string[] = [];
  const port: CreditPort = {
    load: async () => E.right(first),
    reveal: async () => { calls.push('reveal'); return E.right(body(application('awaiting_dealer', false))); },
    approve: async () => { calls.push('approve'); return E.right(body(application('complete'))); },
    furtherVerification: async (_id, comments) => { calls.push(`fv:${comments}`); return left(400, 'invalid_input', { errors: { verify_request_comments: ['text.too_long'] } }); },
  };
  const vm = createCreditViewModel(port, 5);
  const now = () => firstValueFrom(vm.state$) as Promise<Extract<CreditState, { kind: 'ready' }>>;
  return { vm, calls, now };
}

describe('the credit application view model', () => {
  it('reveals on demand and approves only after the confirmation', async () => {
    const { vm, calls, now } = setup(body(application('awaiting_dealer')));
    await vm.start();
    await vm.reveal();
    expect((await now()).data.application?.masked).toBe(false);
    expect((await now()).done).toBe('revealed');
    vm.open('approve');
    expect((await now()).confirming).toBe('approve');
    expect(calls).toEqual(['reveal']);
    expect(await vm.confirm()).toBe(true);
    expect((await now()).data.application?.status_name).toBe('complete');
    expect(calls).toEqual(['reveal', 'approve']);
  });

  it('asks comments before sending further verification, and keeps them with the server\'s field error', async () => {
    const { vm, calls, now } = setup(body(application('awaiting_dealer')));
    await vm.start();
    vm.open('further_verification');
    expect(await vm.confirm()).toBe(false);
    expect((await now()).errors).toEqual({ verify_request_comments: ['required'] });
    vm.setComments('Pay stub');
    expect(await vm.confirm()).toBe(false);
    expect(calls).toEqual(['fv:Pay stub']);
    expect(await now()).toMatchObject({ comments: 'Pay stub', confirming: 'further_verification', errors: { verify_request_comments: ['text.too_long'] } });
  });

  it('offers no decision without the right or once decided, and no reveal without show_credit_application', async () => {
    const { vm, calls, now } = setup(body(application('complete'), { may_reveal: false, may_decide: true }));
    await vm.start();
    vm.open('approve');
    await vm.reveal();
    expect((await now()).confirming).toBeNull();
    expect(calls).toEqual([]);
  });
});
