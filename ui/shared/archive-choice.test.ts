import { firstValueFrom } from 'rxjs';
import { describe, expect, it } from 'vitest';
import { archiveChoiceModel } from './archive-choice';

describe('the archive dialog\'s choice', () => {
  it('asks the reason: no choice without one, and the message goes once it is picked', async () => {
    const vm = archiveChoiceModel({ askStatus: false });
    expect(vm.submit()).toBeNull();
    expect((await firstValueFrom(vm.state$)).errors).toEqual({ reason: 'archive_dialog.reason_required' });
    vm.setReason('no_response');
    expect((await firstValueFrom(vm.state$)).errors).toEqual({});
    expect(vm.submit()).toEqual({ status: null, reason: 'no_response' });
  });

  it('for a customer, asks Lost or Sold too, starting from the one the menu chose', async () => {
    const vm = archiveChoiceModel({ askStatus: true, status: 'Sold' });
    expect((await firstValueFrom(vm.state$)).status).toBe('Sold');
    vm.setReason('bought_here');
    expect(vm.submit()).toEqual({ status: 'Sold', reason: 'bought_here' });
    const none = archiveChoiceModel({ askStatus: true });
    none.setReason('price');
    expect(none.submit()).toBeNull();
    expect((await firstValueFrom(none.state$)).errors).toEqual({ status: 'archive_dialog.status_required' });
    none.setStatus('Lost');
    expect(none.submit()).toEqual({ status: 'Lost', reason: 'price' });
  });

  it('refuses a reason static data does not list', async () => {
    const vm = archiveChoiceModel({ askStatus: false });
    vm.setReason('moved_to_mars');
    expect(vm.submit()).toBeNull();
    vm.setReason(null);
    expect(vm.submit()).toBeNull();
    expect((await firstValueFrom(vm.state$)).reason).toBeNull();
  });
});
