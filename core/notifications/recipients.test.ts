import { describe, expect, it } from 'vitest';
import { defaultNotifications, type DealerNotifications } from '../access/dealer-user';
import type { DealerRole } from '../access/role';
import { NOTIFICATION_KINDS, type Candidate, type NotificationKind } from './notification';
import { isRecipient, recipientsOf } from './recipients';

const allOn: DealerNotifications = { ...defaultNotifications, customer_opens_tokenized_link: true };
const only = (kind: NotificationKind): DealerNotifications =>
  Object.fromEntries(NOTIFICATION_KINDS.map((k) => [k, k === kind])) as unknown as DealerNotifications;

const candidate = (userId: number, role: DealerRole | null, extra: Partial<Candidate> = {}): Candidate => ({
  userId, email: `u${userId}@store.test`, language: 'en_CA', role, isActive: true, isCorporate: false, notifications: allOn, ...extra,
});

const REP = 10;
/** [who, role at the store, is the customer's rep, told?] with every flag on. */
const table: readonly [string, DealerRole | null, boolean, boolean][] = [
  ['the assigned rep', 'dealer_sales_rep', true, true],
  ['another rep', 'dealer_sales_rep', false, false],
  ['a sales manager', 'dealer_sales_manager', false, true],
  ['a dealer admin', 'dealer_admin', false, true],
  ['an organization admin', 'organization_admin', false, false],
  ['an organization assistant', 'organization_assistant', false, false],
  ['a super admin', 'super_admin', false, false],
  ['an organization admin who is the rep', 'organization_admin', true, true],
  ['the rep who no longer holds a role at the store', null, true, true],
  ['a user without a role at the store', null, false, false],
];

describe('who is told', () => {
  for (const kind of NOTIFICATION_KINDS) {
    describe(kind, () => {
      it.each(table)('%s (%s, rep: %s) → %s when the flag is on', (_who, role, isRep, told) => {
        expect(isRecipient(candidate(isRep ? REP : 99, role), kind, REP)).toBe(told);
      });
      it.each(table)('%s (%s) → never when the flag is off', (_who, role, isRep) => {
        const flagOff = { ...allOn, [kind]: false };
        expect(isRecipient(candidate(isRep ? REP : 99, role, { notifications: flagOff }), kind, REP)).toBe(false);
      });
      it.each(table)('%s (%s) → never when deactivated or corporate', (_who, role, isRep) => {
        const id = isRep ? REP : 99;
        expect(isRecipient(candidate(id, role, { isActive: false }), kind, REP)).toBe(false);
        expect(isRecipient(candidate(id, role, { isCorporate: true }), kind, REP)).toBe(false);
      });
      it('reads only its own flag', () => {
        expect(isRecipient(candidate(1, 'dealer_admin', { notifications: only(kind) }), kind, REP)).toBe(true);
        const other = NOTIFICATION_KINDS.find((k) => k !== kind)!;
        expect(isRecipient(candidate(1, 'dealer_admin', { notifications: only(other) }), kind, REP)).toBe(false);
      });
    });
  }

  it('tells no rep about a customer without a rep, but tells managers and admins', () => {
    const told = recipientsOf([candidate(1, 'dealer_sales_rep'), candidate(2, 'dealer_sales_manager'), candidate(3, 'dealer_admin')], 'customer_paid_deposit', null);
    expect(told.map((c) => c.userId)).toEqual([2, 3]);
  });

  it('tells each user once, even listed twice', () => {
    const told = recipientsOf([candidate(REP, 'dealer_sales_rep'), candidate(REP, 'dealer_sales_rep')], 'customer_paid_deposit', REP);
    expect(told).toHaveLength(1);
  });

  it('keeps the default off for link opens: nobody with default preferences hears of them', () => {
    const defaults = candidate(1, 'dealer_admin', { notifications: defaultNotifications });
    expect(isRecipient(defaults, 'customer_opens_tokenized_link', null)).toBe(false);
    expect(isRecipient(defaults, 'customer_paid_deposit', null)).toBe(true);
  });
});
