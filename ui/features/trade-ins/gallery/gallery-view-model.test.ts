import * as E from 'fp-ts/Either';
import { firstValueFrom } from 'rxjs';
import { describe, expect, it } from 'vitest';
import type { PublicGalleryResponse } from '../../../../adapters/http/contract/trade-ins/gallery';
import type { HttpProblem } from '../../../../adapters/di/tokens';
import { createGalleryViewModel } from './gallery-view-model';

const gallery: PublicGalleryResponse = {
  vehicle: { year: 2020, make: 'Honda', model: 'Civic', trim: 'EX', color: 'Blue', odometer: 64000, odometer_unit: 'km' },
  dealership: { name: 'Maple Motors', city: 'Toronto' }, expires: '2026-06-08T14:00:00.000Z',
  pictures: [{ id: 1, slot: 'front', url: '/a', width: 4, height: 3 }, { id: 2, slot: 'back', url: '/b', width: 4, height: 3 }, { id: 3, slot: 'vin', url: '/c', width: 4, height: 3 }],
};
const notFound: HttpProblem = { status: 404, code: 'not_found', detail: null, errors: {}, retryAfterSeconds: null, handled: false };

describe('the gallery view model', () => {
  it('opens a picture, steps through them both ways (wrapping) and closes', async () => {
    const vm = createGalleryViewModel({ load: async () => E.right(gallery) }, 'tok');
    await vm.load();
    const open = async () => { const s = await firstValueFrom(vm.state$); return s.kind === 'ready' ? s.open : 'not ready'; };
    expect(await open()).toBeNull();
    vm.next();
    expect(await open()).toBeNull();
    vm.open(2);
    vm.next();
    expect(await open()).toBe(0);
    vm.previous();
    vm.previous();
    expect(await open()).toBe(1);
    vm.open(7);
    expect(await open()).toBe(1);
    vm.close();
    expect(await open()).toBeNull();
  });

  it('says the link is missing on a 404, and failed on anything else', async () => {
    const missing = createGalleryViewModel({ load: async () => E.left(notFound) }, 'tok');
    await missing.load();
    expect((await firstValueFrom(missing.state$)).kind).toBe('missing');
    const failed = createGalleryViewModel({ load: async () => { throw new Error('offline'); } }, 'tok');
    await failed.load();
    expect(await firstValueFrom(failed.state$)).toEqual({ kind: 'failed', problem: { code: 'technical', retryAfterSeconds: null } });
  });
});
