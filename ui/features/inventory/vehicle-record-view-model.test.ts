import { describe, expect, it, vi } from 'vitest';
import type { VehicleRecordResponse } from '../../../adapters/http/contract/inventory/inventory';
import { latest, left, right } from '../../shared/testing/problems';
import { aVehicle } from '../../shared/testing/vehicle-fixture';
import { createVehicleRecordViewModel, hasOlderPrices, openDeals } from './vehicle-record-view-model';

const deal = (id: number, isOpen: boolean) => ({ id, customer: { id: 7, full_name: 'Hélène Gagné' }, status: isOpen ? 'initial' : 'completed', is_archived: false, is_open: isOpen, created: '2026-05-01T10:00:00.000Z' });
const record: VehicleRecordResponse = {
  vehicle: aVehicle({ images: ['/1.svg', '/2.svg', '/3.svg'] }), cost: null, cost_visible: false, price_changed_at: null, left_feed_at: null,
  deals: [deal(1, true), deal(2, false)], imports: [], price_history: [], price_history_count: 0,
};
const change = (n: number) => ({ at: `2026-05-01T${String(n % 24).padStart(2, '0')}:00:00.000Z`, before: '100.00', after: `${String(100 + n)}.00`, source: 'upload' as const, import_id: null, profile_name: null });
const changes = (from: number, count: number) => Array.from({ length: count }, (_, i) => change(from + i));
const noHistory = vi.fn(() => right({ count: 0, current: 2, last: 1, limit: 50, results: [] }));

describe('the vehicle page view model', () => {
  it('loads the vehicle of its id and walks the gallery round both ways', async () => {
    const get = vi.fn(() => right(record));
    const vm = createVehicleRecordViewModel({ record: get, priceHistory: noHistory }, 501);
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
    const vm = createVehicleRecordViewModel({ record: vi.fn().mockReturnValueOnce(left(404, 'not_found')).mockReturnValueOnce(left(500, 'server_error')), priceHistory: noHistory }, 9);
    await vm.load();
    expect(latest(vm.state$)).toEqual({ kind: 'not-found' });
    await vm.load();
    expect(latest(vm.state$)).toMatchObject({ kind: 'failed', problem: { code: 'server_error' } });
    vm.showPhoto(1);
    expect(latest(vm.state$).kind).toBe('failed');
    vm.dispose();
  });

  it('shows the record\'s 50 price changes, then appends each older page asked for until all are shown', async () => {
    const withHistory = { ...record, price_history: changes(0, 50), price_history_count: 120 };
    const older = vi.fn((_id: number, page: number) => right({ count: 120, current: page, last: 3, limit: 50, results: changes((page - 1) * 50, page === 3 ? 20 : 50) }));
    const vm = createVehicleRecordViewModel({ record: () => right(withHistory), priceHistory: older }, 501);
    await vm.load();
    const history = () => { const s = latest(vm.state$); if (s.kind !== 'ready') throw new Error(s.kind); return s.history; };
    expect([history().changes.length, history().count, hasOlderPrices(history())]).toEqual([50, 120, true]);
    const asked = vm.showOlderPrices();
    expect(history().loading).toBe(true);
    void vm.showOlderPrices(); // a second press while the page is on its way reads nothing more
    await asked;
    expect(older.mock.calls).toEqual([[501, 2]]);
    expect([history().changes.length, history().page, history().loading]).toEqual([100, 2, false]);
    expect(history().changes[50]).toEqual(change(50));
    await vm.showOlderPrices();
    expect([history().changes.length, hasOlderPrices(history())]).toEqual([120, false]);
    await vm.showOlderPrices();
    expect(older).toHaveBeenCalledTimes(2);
    vm.dispose();
  });

  it('keeps the changes shown when an older page fails, with its problem, and reads the same page again', async () => {
    const older = vi.fn().mockReturnValueOnce(left(500, 'server_error')).mockReturnValueOnce(right({ count: 60, current: 2, last: 2, limit: 50, results: changes(50, 10) }));
    const vm = createVehicleRecordViewModel({ record: () => right({ ...record, price_history: changes(0, 50), price_history_count: 60 }), priceHistory: older }, 7);
    await vm.load();
    await vm.showOlderPrices();
    expect(latest(vm.state$)).toMatchObject({ kind: 'ready', history: { page: 1, loading: false, failure: { problem: { code: 'server_error' } } } });
    await vm.showOlderPrices();
    expect(older.mock.calls).toEqual([[7, 2], [7, 2]]);
    expect(latest(vm.state$)).toMatchObject({ history: { page: 2, failure: null, count: 60 } });
    vm.dispose();
  });

  it('keeps the open deals apart', () => {
    expect(openDeals(record).map((d) => d.id)).toEqual([1]);
  });
});
