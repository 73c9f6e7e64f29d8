import * as E from 'fp-ts/Either';
import { describe, expect, it } from 'vitest';
import type { DealershipContext } from '../access/dealership-context';
import { fakeClock } from '../access/testing/in-memory-ports';
import type { NewStaffNotification } from './notification';
import { NOTIFICATIONS_PER_PAGE, notificationUseCases } from './notification-use-cases';
import { inMemoryNotifications } from './testing/in-memory-notifications';

const ctxOf = (userId: number, dealershipId = 7) => ({ user: { id: userId }, dealership: { id: dealershipId } }) as DealershipContext;
const row = (userId: number, minute: number, dealershipId = 7): NewStaffNotification => ({
  userId, dealershipId, customerId: 5, orderId: null, kind: 'customer_creates_account', detail: { customerName: 'Ava' }, createdAt: new Date(Date.UTC(2026, 0, 1, 0, minute)),
});

async function setup() {
  const store = inMemoryNotifications();
  const clock = fakeClock();
  await store.insert([row(1, 1), row(1, 3), row(1, 2), row(2, 4), row(1, 5, 8)]);
  return { uc: notificationUseCases({ notifications: store, clock }), store, clock };
}

describe('the notification list', () => {
  it("lists the user's notifications at the store, newest first, with the unread count", async () => {
    const { uc } = await setup();
    const listed = await uc.list(ctxOf(1), undefined)();
    if (E.isLeft(listed)) throw new Error('refused');
    expect(listed.right.results.map((n) => n.createdAt.getUTCMinutes())).toEqual([3, 2, 1]);
    expect([listed.right.count, listed.right.unread, listed.right.current, listed.right.limit]).toEqual([3, 3, 1, NOTIFICATIONS_PER_PAGE]);
  });

  it('answers an empty page past the last, and refuses a page that is not a positive number', async () => {
    const { uc } = await setup();
    const past = await uc.list(ctxOf(1), '2')();
    expect(E.isRight(past) && past.right.results).toEqual([]);
    for (const bad of ['0', '-1', 'x', '1.5', '99999999']) {
      expect(await uc.list(ctxOf(1), bad)()).toEqual(E.left({ _tag: 'InvalidQuery', errors: { page: ['list.page_invalid'] } }));
    }
  });

  it("marks some, then all, of the user's own; another user's ids are ignored", async () => {
    const { uc, store, clock } = await setup();
    const [first, , , other] = store.rows;
    expect(await uc.markRead(ctxOf(1), [first!.id, other!.id])).toBe(2);
    expect(store.rows.find((r) => r.id === first!.id)!.readAt).toEqual(clock.now());
    expect(store.rows.find((r) => r.id === other!.id)!.readAt).toBeNull();
    expect(await uc.markRead(ctxOf(1), undefined)).toBe(0);
    expect(await uc.unread(ctxOf(2))).toBe(1);
    expect(await uc.unread(ctxOf(1, 8))).toBe(1);
  });
});
