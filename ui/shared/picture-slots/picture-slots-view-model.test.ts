import * as E from 'fp-ts/Either';
import { firstValueFrom } from 'rxjs';
import { describe, expect, it } from 'vitest';
import type { PictureSlotsResponse } from '../../../adapters/http/contract/trade-ins/gallery';
import type { HttpProblem } from '../../../adapters/di/tokens';
import { createPicturesViewModel } from './picture-slots-view-model';

const SLOTS = ['front', 'back', 'left', 'right', 'dashboard', 'seat_interior', 'vin'] as const;
const response = (front: boolean): PictureSlotsResponse => ({
  trade_in: 7, links_expire: '2026-06-01T14:05:00Z', max_bytes: 10_485_760, max_side: 2048, allowed_types: ['image/jpeg'], may_edit: true,
  slots: SLOTS.map((slot) => ({ slot, picture: slot === 'front' && front ? { id: 1, slot, url: '/p', width: 4, height: 3, size: 9, uploaded_by: 'staff' as const, created: '2026-06-01T14:00:00Z' } : null })),
});
const refused: HttpProblem = { status: 400, code: 'invalid_input', detail: null, errors: { file: ['file.type_not_allowed'] }, retryAfterSeconds: null, handled: false };
const file = new File(['x'], 'a.jpg', { type: 'image/jpeg' });

describe('the picture slots view model', () => {
  it('keeps a refusal beside its slot and stores nothing; a stored picture reloads the slots', async () => {
    let stored = false;
    let answer: 'refuse' | 'store' = 'refuse';
    const vm = createPicturesViewModel({
      list: async () => E.right(response(stored)),
      upload: async () => { if (answer === 'refuse') return E.left(refused); stored = true; return E.right(response(true).slots[0]!.picture!); },
      remove: async () => E.right(null),
    });
    await vm.load();
    expect(await vm.upload('front', file)).toBe(false);
    let s = await firstValueFrom(vm.state$);
    expect(s.kind === 'ready' ? [s.errors, s.busy, s.slots.slots[0]!.picture] : s).toEqual([{ front: { file: ['file.type_not_allowed'] } }, null, null]);
    answer = 'store';
    expect(await vm.upload('front', file)).toBe(true);
    s = await firstValueFrom(vm.state$);
    expect(s.kind === 'ready' ? [s.errors, s.done, s.slots.slots[0]!.picture?.id] : s).toEqual([{}, 'uploaded', 1]);
    expect(await vm.share()).toBeNull(); // the customer's port cannot share
  });
});
