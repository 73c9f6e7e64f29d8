import { describe, expect, it, vi } from 'vitest';
import type { VehicleRecordResponse } from '../../../adapters/http/contract/inventory';
import { latest, left, right } from '../../shared/testing/problems';
import { aVehicle } from '../../shared/testing/vehicle-fixture';
import { createVehicleRecordViewModel, openDeals } from './vehicle-record-view-model';

const deal = (id: number, isOpen: boolean) => ({ id, customer: { id: 7, full_name: 'Hélène Gagné' }, status: isOpen ? 'initial' : 'completed', is_archived: false, is_open: isOpen, created: '2026-05-01T10:00:00.000Z' });
const record: VehicleRecordResponse = {
  vehicle: aVehicle({ images: ['/1.svg', '/2.svg', '/3.svg'] }), cost: null, cost_visible: false, price_changed_at: null, left_feed_at: null,
  deals: [deal(1, true), deal(2, false)], imports: [],
};

describe('the vehicle page view model', () => {
  it('loads the vehicle of its id and walks the gallery round both ways', async () => {
    const get = vi.fn(() => right(record));
    const vm = createVehicleRecordViewModel({ record: get }, 501);
    await vm.load();
    expect(get).toHaveBeenCalledWith(501);
    expect(latest(vm.state$)).toMatchObject({ kind: 'ready', photo: 0 });
    vm.showPhoto(-1);
    expect(latest(vm.state$)).toMatchObject({ photo: 2 });
    vm.showPhoto(3);
    expect(latest(vm.state$)).toMatchObject({ photo: 0 });
    vm.dispose();
  });

  it('says when the vehicle is not the store\'s, and shows a failure with its problem', async () => {
    const vm = createVehicleRecordViewModel({ record: vi.fn().mockReturnValueOnce(left(404, 'not_found')).mockReturnValueOnce(left(500, 'server_error')) }, 9);
    await vm.load();
    expect(latest(vm.state$)).toEqual({ kind: 'not-found' });
    await vm.load();
    expect(latest(vm.state$)).toMatchObject({ kind: 'failed', problem: { code: 'server_error' } });
    vm.showPhoto(1);
    expect(latest(vm.state$).kind).toBe('failed');
    vm.dispose();
  });

  it('keeps the open deals apart', () => {
    expect(openDeals(record).map((d) => d.id)).toEqual([1]);
  });
});
