import { describe, expect, it, vi } from 'vitest';
import { latest, left, right } from '../../../shared/testing/problems';
import { aCustomer } from '../testing/customer-fixture';
import type { CustomerRecordDeps, ReadyRecord } from './customer-record-view-model';
import { createCustomerRecordViewModel, noteDirty } from './customer-record-view-model';

const prequal = { pre_qual_detail: { status: 'approved' as const, checked_at: '2026-03-01T10:00:00Z', pre_qual_offers: [] } };

function setup(overrides: Partial<CustomerRecordDeps> = {}) {
  const deps: CustomerRecordDeps = {
    record: vi.fn((id: number) => right(aCustomer({ id, note: 'Wants AWD' }))),
    update: vi.fn((id: number, body) => right(aCustomer({ id, note: body.note ?? 'Wants AWD', assigned_dealer: body.assigned_dealer ?? 6 }))),
    setArchiveStatus: vi.fn((ids: readonly number[]) => right({ updated: ids.length })),
    prequal: vi.fn(() => right(prequal)),
    invitationLink: vi.fn(() => right({ url: 'https://dealer.test/invitation/abc' })),
    trackLinkShared: vi.fn((_id: number, shareType) => right({ url: 'https://dealer.test/invitation/abc', share_type: shareType, shared_at: '2026-03-07T15:00:00Z' })),
    assignableUsers: vi.fn(() => right([{ id: 6, full_name: 'Emily Chen', email: 'rep@demo.dealer.test', role: 'dealer_sales_rep' as const }])),
    mayAssign: true,
    ...overrides,
  };
  return { deps, vm: createCustomerRecordViewModel(deps, 12) };
}

const ready = (vm: ReturnType<typeof setup>['vm']) => latest(vm.state$) as ReadyRecord;

describe('the customer record view model', () => {
  it('loads the customer, then its reps, pre-qualification and invitation link', async () => {
    const { vm } = setup();
    expect(latest(vm.state$)).toEqual({ kind: 'loading' });
    await vm.start();
    expect(ready(vm)).toMatchObject({
      customer: { id: 12 }, noteDraft: 'Wants AWD', reps: { kind: 'ready', value: [{ id: 6 }] },
      prequal: { kind: 'ready', value: { status: 'approved' } }, invitation: { kind: 'ready', value: 'https://dealer.test/invitation/abc' },
    });
  });

  it('does not ask for the reps of a user who may not assign (corporate)', async () => {
    const { vm, deps } = setup({ mayAssign: false });
    await vm.start();
    expect(deps.assignableUsers).not.toHaveBeenCalled();
    expect(ready(vm).reps).toEqual({ kind: 'failed' });
  });

  it('says when the customer is not there (another dealership answers 404)', async () => {
    const { vm } = setup({ record: vi.fn(() => left(404, 'not_found')) });
    await vm.start();
    expect(latest(vm.state$)).toEqual({ kind: 'failed', problem: { code: 'not_found', retryAfterSeconds: null } });
  });

  it('edits the note as a draft, dirty until saved', async () => {
    const { vm, deps } = setup();
    await vm.start();
    vm.editNote('Wants AWD, trade-in 2015 Civic');
    expect(noteDirty(latest(vm.state$))).toBe(true);
    expect(await vm.saveNote()).toBe(true);
    expect(deps.update).toHaveBeenCalledWith(12, { note: 'Wants AWD, trade-in 2015 Civic' });
    expect(noteDirty(latest(vm.state$))).toBe(false);
  });

  it('assigns a rep, archives, and shares the invitation, one action at a time', async () => {
    const { vm, deps } = setup();
    await vm.start();
    const first = vm.assignRep(null);
    expect(await vm.setArchiveStatus('Lost')).toBe(false); // busy
    expect(await first).toBe(true);
    expect(deps.update).toHaveBeenCalledWith(12, { assigned_dealer: null });
    expect(await vm.setArchiveStatus('Sold', 'bought_here')).toBe(true);
    expect(deps.setArchiveStatus).toHaveBeenCalledWith([12], 'Sold', 'bought_here');
    expect(ready(vm).customer).toMatchObject({ archive_status: 'Sold', archive_reason: 'bought_here' });
    expect(await vm.share('sms')).toBe(true);
    expect(ready(vm).customer).toMatchObject({ invitation_share_type: 'sms', invitation_shared_at: '2026-03-07T15:00:00Z' });
  });

  it('keeps the record and shows the problem when an action is refused', async () => {
    const { vm } = setup({ trackLinkShared: vi.fn(() => left(403, 'forbidden')) });
    await vm.start();
    expect(await vm.share('email')).toBe(false);
    expect(ready(vm)).toMatchObject({ busy: null, problem: { code: 'forbidden' }, customer: { id: 12 } });
  });
});
