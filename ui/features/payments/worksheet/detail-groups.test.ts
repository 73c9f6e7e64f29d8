import { describe, expect, it } from 'vitest';
import { paymentMethods } from '@dealer-panel/core/payments/engine/deal';
import { DETAIL_GROUPS, groupsOf } from './detail-groups';
import { METHODS_OF, SHARED_DETAILS, type DetailKey } from './payment-details';

// What the screen says is shared must be what the worksheet copies between columns.
const DEAL_ROWS: readonly DetailKey[] = ['fees', 'discounts'];

describe('the worksheet\'s detail groups', () => {
  it('put every detail in exactly one group', () => {
    const listed = [...DETAIL_GROUPS.all, ...DETAIL_GROUPS.credit, ...DETAIL_GROUPS.own].sort();
    expect(listed).toEqual((Object.keys(METHODS_OF) as DetailKey[]).sort());
  });
  it('call shared by the three methods exactly the details copied to all three', () => {
    const copiedToAll = [...SHARED_DETAILS].filter((k) => METHODS_OF[k].length === 3);
    expect(DETAIL_GROUPS.all.filter((k) => !DEAL_ROWS.includes(k)).sort()).toEqual(copiedToAll.sort());
  });
  it('call shared by finance and lease exactly the details copied between those two', () => {
    const copiedToCredit = [...SHARED_DETAILS].filter((k) => METHODS_OF[k].join() === 'finance,lease');
    expect([...DETAIL_GROUPS.credit].sort()).toEqual(copiedToCredit.sort());
  });
  it('call a method\'s own only details that are never copied', () => {
    for (const key of DETAIL_GROUPS.own) expect(SHARED_DETAILS.has(key)).toBe(false);
  });
  it('show a column only the groups with details of its method', () => {
    for (const method of paymentMethods) {
      for (const group of groupsOf(method)) expect(DETAIL_GROUPS[group].some((k) => METHODS_OF[k].includes(method))).toBe(true);
    }
    expect(groupsOf('cash')).toEqual(['all', 'own']);
  });
});
