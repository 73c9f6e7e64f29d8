import * as E from 'fp-ts/Either';
import { describe, expect, it } from 'vitest';
import type { DealershipContext } from '../access/dealership-context';
import { aDealership } from '../access/testing/in-memory-ports';
import { readAuditTrail, readTrailQuery, TRAIL_ACTIONS } from './audit-trail';

describe('the audit trail query', () => {
  it('reads actions, who, the days and the page', () => {
    expect(readTrailQuery({ action: 'user_role_changed,user_deactivated', user: '12', from: '2026-11-01', to: '2026-11-24', page: '3' })).toEqual(E.right({
      filter: { actions: ['user_role_changed', 'user_deactivated'], actorId: 12, from: '2026-11-01', to: '2026-11-24' }, page: 3,
    }));
    expect(readTrailQuery({})).toEqual(E.right({ filter: { actions: null, actorId: null, from: null, to: null }, page: 1 }));
  });

  it('names every bad parameter at once', () => {
    expect(readTrailQuery({ action: 'drop_table', user: '-1', from: '2026-02-30', to: 'yesterday', page: '0' })).toEqual(E.left({
      action: ['list.invalid_choice'], user: ['list.invalid_number'], page: ['list.page_invalid'], from: ['date.invalid'], to: ['date.invalid'],
    }));
  });
});

describe('readAuditTrail', () => {
  it('shows the trail\'s actions when none is chosen (not the one-time codes sent), and the chosen ones otherwise', async () => {
    const asked: unknown[] = [];
    const read = readAuditTrail({ auditTrail: { page: async (_id, filter) => { asked.push(filter.actions); return { rows: [], count: 0 }; } } });
    // Only what the use case reads of a session: the store and who acts.
    const ctx = { dealership: aDealership({ id: 1 }), actor: { role: 'dealer_admin', isSuperAdmin: false, isCorporate: false, showAnalyticsDashboard: false } } as unknown as DealershipContext;
    expect(E.isRight(await read(ctx, {}))).toBe(true);
    expect(E.isRight(await read(ctx, { action: 'user_deactivated' }))).toBe(true);
    expect(asked).toEqual([TRAIL_ACTIONS, ['user_deactivated']]);
    expect(TRAIL_ACTIONS).not.toContain('code_sent');
  });
});
