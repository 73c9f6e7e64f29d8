import * as E from 'fp-ts/Either';
import { describe, expect, it } from 'vitest';
import { parseCustomerListQuery } from './parse-customer-list-query';

const ok = (raw: Record<string, unknown>) => {
  const parsed = parseCustomerListQuery(raw);
  if (E.isLeft(parsed)) throw new Error(JSON.stringify(parsed.left));
  return parsed.right;
};
const errors = (raw: Record<string, unknown>) => {
  const parsed = parseCustomerListQuery(raw);
  return E.isLeft(parsed) ? parsed.left : null;
};

describe('parseCustomerListQuery', () => {
  it('gives the spec defaults: page 1, awaiting all, -created, Active only, no deal filter', () => {
    expect(ok({})).toEqual({
      page: 1, search: [], awaiting: 'all', ordering: { field: 'created', descending: true }, salesRep: null,
      archiveStatus: ['Active'], archiveReason: null, leadType: null,
      orders: {
        make: null, model: null, year: null, condition: null, stockStatus: null, paymentType: null, status: null,
        appointment: null, deposit: null, depositMode: null, steps: {}, awaitingDealerSteps: null, awaitingCustomerSteps: null,
      },
    });
  });

  it('joins repeated parameters with commas and drops empty values', () => {
    expect(ok({ payment_type: ['cash', 'lease,,'] }).orders.paymentType).toEqual(['cash', 'lease']);
    expect(ok({ make: 'Honda, ,Toyota' }).orders.make).toEqual(['Honda', 'Toyota']);
    expect(ok({ payment_type: '', year: ' ', make: ',' }).orders).toMatchObject({ paymentType: null, year: null, make: null });
  });

  it('reads choices case-insensitively and gives them back in their canonical spelling', () => {
    expect(ok({ condition: 'new,USED', stock_status: 'as-is', archive_status: 'lost' })).toMatchObject({
      orders: { condition: ['New', 'Used'], stockStatus: ['As-is'] }, archiveStatus: ['Lost'],
    });
  });

  it('reads archive_status=all as every status, and sales_rep none as unassigned', () => {
    expect(ok({ archive_status: 'all' }).archiveStatus).toBeNull();
    expect(ok({ sales_rep: '12,none,12' }).salesRep).toEqual({ ids: [12], unassigned: true });
  });

  it('filters by archive reason: every status unless archive_status narrows it; unknown reasons refused', () => {
    expect(ok({ archive_reason: 'price,bought_elsewhere' })).toMatchObject({ archiveReason: ['price', 'bought_elsewhere'], archiveStatus: null });
    expect(ok({ archive_reason: 'price', archive_status: 'Lost' })).toMatchObject({ archiveReason: ['price'], archiveStatus: ['Lost'] });
    expect(errors({ archive_reason: 'moved_to_mars' })).toEqual({ archive_reason: ['list.invalid_choice'] });
  });

  it('maps each step parameter to its step and checks its statuses', () => {
    expect(ok({ deposit_step: 'reserved', credit_application_step: 'declined', trade_in_step: 'hidden-awaiting-decision' }).orders.steps)
      .toEqual({ deposit: ['reserved'], 'credit-app': ['declined'], 'trade-in': ['hidden-awaiting-decision'] });
    expect(errors({ build_and_price_step: 'reserved' })).toEqual({ build_and_price_step: ['list.invalid_choice'] });
  });

  it('reads ordering with a minus for descending, and refuses unknown fields', () => {
    expect(ok({ ordering: 'name' }).ordering).toEqual({ field: 'name', descending: false });
    expect(ok({ ordering: '-sales_rep' }).ordering).toEqual({ field: 'sales_rep', descending: true });
    expect(errors({ ordering: '--name' })).toEqual({ ordering: ['list.ordering_invalid'] });
  });

  it('folds the search into tokens', () => {
    expect(ok({ search: '  Hélène  GAGNÉ ' }).search).toEqual(['helene', 'gagne']);
    expect(ok({ search: '(514) 555-0123' }).search).toEqual(['5145550123']);
  });

  it('names every bad parameter with its code', () => {
    expect(errors({ page: '0', year: '19x9', payment_type: 'bitcoin', awaiting: 'later', sales_rep: '-3', search: 'x'.repeat(101) })).toEqual({
      page: ['list.page_invalid'], year: ['list.invalid_number'], payment_type: ['list.invalid_choice'],
      awaiting: ['list.invalid_choice'], sales_rep: ['list.invalid_number'], search: ['list.too_long'],
    });
  });

  it('accepts page 1 to 100000', () => {
    expect(ok({ page: '100000' }).page).toBe(100_000);
    expect(errors({ page: '100001' })).toEqual({ page: ['list.page_invalid'] });
    expect(errors({ page: '1.5' })).toEqual({ page: ['list.page_invalid'] });
  });
});
