import * as E from 'fp-ts/Either';
import { describe, expect, it } from 'vitest';
import { readTrailQuery } from './audit-trail';

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
