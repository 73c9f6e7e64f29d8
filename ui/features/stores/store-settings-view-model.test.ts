import * as E from 'fp-ts/Either';
import { describe, expect, it, vi } from 'vitest';
import { latest, left, right } from '../../shared/testing/problems';
import { createDealershipInfoStore, DEALERSHIP_STALE_MS } from './dealership-info-store';
import { createStoreSettingsViewModel, type StoreSettingsState } from './store-settings-view-model';
import type { StorePort } from './store-port';
import { aStore } from './store-testing';
import { createSupportContactStore } from './support-contact-store';

type Ready = Extract<StoreSettingsState, { kind: 'ready' }>;

function setup(overrides: Partial<StorePort> = {}) {
  let now = 1_000;
  const port = {
    homeDealership: vi.fn<StorePort['homeDealership']>(overrides.homeDealership ?? (() => right(aStore()))),
    update: vi.fn<StorePort['update']>(overrides.update ?? (() => right(aStore({ name: 'Saved' })))),
    uploadLogo: vi.fn<StorePort['uploadLogo']>(overrides.uploadLogo ?? (() => right(aStore({ theme: { logo: '/api/media/abcdefghijkl/' } })))),
    supportService: vi.fn<StorePort['supportService']>(() => right({ phone_number: '1-800-555-0199', email: 'help@panel.test' })),
  };
  const info = createDealershipInfoStore({ fetch: () => port.homeDealership(), now: () => now });
  const vm = createStoreSettingsViewModel(port, info);
  const ready = () => {
    const s = latest(vm.state$);
    if (s.kind !== 'ready') throw new Error(`not ready: ${s.kind}`);
    return s as Ready;
  };
  return { port, info, vm, ready, tick: (ms: number) => { now += ms; } };
}

describe('the dealership settings view model', () => {
  it('loads the form from home_dealership/: closed Sunday, deposit as typed text', async () => {
    const { vm, ready } = setup();
    expect(latest(vm.state$).kind).toBe('loading');
    await vm.start();
    expect(ready().values.hours.SUNDAY.open).toBe(false);
    expect(ready().values.hours.THURSDAY).toEqual({ open: true, start: '09:00', end: '21:00' });
    expect(ready().values.deposit).toBe('500.00');
    expect(ready().dirty).toBe(false);
  });

  it('closes Sunday, changes Thursday and saves the whole form in the wire\'s shape', async () => {
    const { vm, port, ready } = setup();
    await vm.start();
    vm.changeDay('SUNDAY', { open: true, start: '11:00', end: '16:00' });
    vm.changeDay('THURSDAY', { end: '20:00' });
    vm.change('deposit', '');
    expect(ready().dirty).toBe(true);
    expect(await vm.save()).toBe(true);
    expect(port.update).toHaveBeenCalledWith(expect.objectContaining({
      dealership_hours_SUNDAY_start: '11:00', dealership_hours_SUNDAY_end: '16:00', dealership_hours_THURSDAY_end: '20:00', deposit: null, depositpackage: null,
    }));
    expect(ready()).toMatchObject({ dirty: false, saving: false, values: { name: 'Saved' } });
  });

  it('sends null hours for a closed day', async () => {
    const { vm, port } = setup();
    await vm.start();
    vm.changeDay('MONDAY', { open: false });
    await vm.save();
    expect(port.update).toHaveBeenCalledWith(expect.objectContaining({ dealership_hours_MONDAY_start: null, dealership_hours_MONDAY_end: null }));
  });

  it('checks with the server\'s rules first: nothing is sent, errors by field, what was typed kept; a change clears its own error', async () => {
    const { vm, port, ready } = setup();
    await vm.start();
    vm.changeDay('FRIDAY', { end: '08:00' });
    vm.change('phone', '123');
    expect(await vm.save()).toBe(false);
    expect(port.update).not.toHaveBeenCalled();
    expect(ready().errors).toEqual({ dealership_hours_FRIDAY_end: ['hours.end_before_start'], phone: ['phone.invalid'] });
    expect(ready().values.phone).toBe('123');
    vm.changeDay('FRIDAY', { end: '19:00' });
    expect(ready().errors).toEqual({ phone: ['phone.invalid'] });
  });

  it('shows the server\'s field errors beside the fields and keeps the form dirty', async () => {
    const { vm, ready } = setup({ update: () => left(400, 'invalid_input', { errors: { email: ['email.invalid'] } }) });
    await vm.start();
    vm.change('name', 'Renamed');
    expect(await vm.save()).toBe(false);
    expect(ready()).toMatchObject({ errors: { email: ['email.invalid'] }, dirty: true, saving: false, problem: null, values: { name: 'Renamed' } });
  });

  it('shows a problem when the save fails without field errors, and resets to what was saved', async () => {
    const { vm, ready } = setup({ update: () => left(403, 'forbidden') });
    await vm.start();
    vm.change('name', 'Renamed');
    await vm.save();
    expect(ready().problem?.code).toBe('forbidden');
    vm.reset();
    expect(ready()).toMatchObject({ dirty: false, values: { name: 'Lakeshore Motors' }, problem: null });
  });

  it('uploads a logo: the preview changes, the typed form stays; a refused file shows its code', async () => {
    const { vm, ready, port } = setup();
    await vm.start();
    vm.change('name', 'Typed');
    expect(await vm.uploadLogo(new Blob(['x']))).toBe(true);
    expect(ready()).toMatchObject({ saved: { theme: { logo: '/api/media/abcdefghijkl/' } }, values: { name: 'Typed' }, dirty: true });
    port.uploadLogo.mockImplementationOnce(() => left(400, 'invalid_input', { errors: { picture: ['file.not_an_image'] } }));
    expect(await vm.uploadLogo(new Blob(['x']))).toBe(false);
    expect(ready().logo).toEqual({ uploading: false, errors: ['file.not_an_image'] });
  });

  it('fails to load into a retryable state', async () => {
    const { vm, port } = setup({ homeDealership: () => left(500, 'internal_error') });
    await vm.start();
    expect(latest(vm.state$).kind).toBe('failed');
    port.homeDealership.mockImplementation(() => right(aStore()));
    await vm.retry();
    expect(latest(vm.state$).kind).toBe('ready');
  });
});

describe('the dealership info store', () => {
  it('fetches again only when its answer is 5 s old; shares a call on its way; a save refreshes it', async () => {
    const { info, port, tick } = setup();
    await Promise.all([info.get(), info.get()]);
    expect(port.homeDealership).toHaveBeenCalledTimes(1);
    tick(DEALERSHIP_STALE_MS - 1);
    await info.get();
    expect(port.homeDealership).toHaveBeenCalledTimes(1);
    tick(1);
    await info.get();
    expect(port.homeDealership).toHaveBeenCalledTimes(2);
    info.put(aStore({ name: 'Put' }));
    const got = await info.get();
    expect(E.isRight(got) && got.right.name).toBe('Put');
    info.forget();
    await info.get();
    expect(port.homeDealership).toHaveBeenCalledTimes(3);
  });

  it('does not keep a failed answer', async () => {
    const { info, port } = setup({ homeDealership: () => left(500, 'internal_error') });
    await info.get();
    await info.get();
    expect(port.homeDealership).toHaveBeenCalledTimes(2);
  });
});

describe('the support contact', () => {
  it('goes not loaded → loading → loaded, once', async () => {
    const port = { supportService: vi.fn(() => right({ phone_number: '1-800-555-0199', email: 'help@panel.test' })) };
    const store = createSupportContactStore(port);
    expect(store.snapshot()).toEqual({ kind: 'not_loaded' });
    const loading = store.load();
    expect(store.snapshot()).toEqual({ kind: 'loading' });
    await loading;
    expect(store.snapshot()).toEqual({ kind: 'loaded', contact: { phone_number: '1-800-555-0199', email: 'help@panel.test' } });
    await store.load();
    expect(port.supportService).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['a failed answer', () => left(500, 'internal_error')],
    ['an empty answer', () => right({ phone_number: ' ', email: '' })],
    ['a thrown error', () => Promise.reject(new Error('network'))],
  ])('returns to not loaded after %s, and tries again on the next load', async (_name, answer) => {
    const port = { supportService: vi.fn(answer) };
    const store = createSupportContactStore(port as Pick<StorePort, 'supportService'>);
    await store.load();
    expect(store.snapshot()).toEqual({ kind: 'not_loaded' });
    await store.load();
    expect(port.supportService).toHaveBeenCalledTimes(2);
  });
});
