import { describe, expect, it } from 'vitest';
import { mayManageDeposits } from '../deposits/deposit-use-cases';
import { can } from './corporate-restrictions';
import { dealershipContext, dealershipContextProblems, type DealershipContextInput } from './dealership-context-builder';

const store = { id: 4, name: ' Montréal Auto ', country: 'CA', provinceCode: 'QC' } as const;
const input = (over: Partial<DealershipContextInput> = {}): DealershipContextInput => ({ dealership: store, user: { id: 9 }, role: 'dealer_sales_manager', ...over });

describe('dealershipContext', () => {
  it('builds the context a sign-in would load: the store, the user, their role and the rights that follow', () => {
    const at = new Date('2026-11-28T15:00:00Z');
    const ctx = dealershipContext(input({ at }));
    expect(ctx.dealership).toMatchObject({ id: 4, name: 'Montréal Auto', country: 'CA', provinceCode: 'QC', defaultLanguage: 'fr_CA', organizationId: null });
    expect(ctx.user).toMatchObject({ id: 9, language: 'fr_CA', isActive: true, isSuperAdmin: false, homeDealershipId: 4 });
    expect(ctx.role).toBe('dealer_sales_manager');
    expect(ctx.memberships).toEqual([{ dealershipId: 4, role: 'dealer_sales_manager' }]);
    expect(ctx.session).toMatchObject({ userId: 9, dealershipId: 4, fullyAuthenticated: true, createdAt: at, endedAt: null });
    expect(ctx.session.expiresAt.getTime() - at.getTime()).toBe(12 * 60 * 60 * 1000);
    expect(mayManageDeposits(ctx)).toBe(true);
    expect(can(ctx.actor, 'add_order')).toBe(true);
  });

  it('gives a rep no deposit rights, a corporate user no deal, a super admin everything without a role', () => {
    expect(mayManageDeposits(dealershipContext(input({ role: 'dealer_sales_rep' })))).toBe(false);
    expect(can(dealershipContext(input({ user: { id: 9, isCorporate: true }, role: 'dealer_admin' })).actor, 'add_order')).toBe(false);
    const admin = dealershipContext(input({ user: { id: 1, isSuperAdmin: true }, role: null }));
    expect(admin.role).toBe('super_admin');
    expect(mayManageDeposits(admin)).toBe(true);
    expect(mayManageDeposits(dealershipContext(input({ role: 'dealer_sales_rep', user: { id: 9, permissions: { can_manage_deposits: true } } })))).toBe(true);
  });

  it('takes the language of the store from its country and province unless given', () => {
    expect(dealershipContext(input({ dealership: { ...store, provinceCode: 'ON' } })).dealership.defaultLanguage).toBe('en_CA');
    expect(dealershipContext(input({ dealership: { ...store, country: 'US', provinceCode: 'VT' } })).user.language).toBe('en_US');
    expect(dealershipContext(input({ user: { id: 9, language: 'en_CA' } })).user.language).toBe('en_CA');
  });

  it('refuses a wrong input with every problem named, and builds nothing', () => {
    const wrong = { dealership: { id: 0, name: ' ', country: 'FR', provinceCode: 'Quebec' }, user: { id: 1.5, language: 'de' }, role: 'janitor', at: new Date('x') } as unknown as DealershipContextInput;
    expect(dealershipContextProblems(wrong)).toEqual([
      'dealership.id: a positive integer', 'dealership.name: required', "dealership.country: 'CA' or 'US'",
      'dealership.provinceCode: two capital letters (QC, ON, VT…)', 'user.id: a positive integer', 'user.language: one of en_CA, en_US, fr_CA',
      'role: one of dealer_sales_rep, dealer_sales_manager, dealer_admin, organization_assistant, organization_admin, super_admin (null only for a super admin)',
      'at: a valid Date',
    ]);
    expect(() => dealershipContext(wrong)).toThrow(TypeError);
    expect(() => dealershipContext(input({ role: null }))).toThrow(/^dealershipContext: role: one of/);
    expect(dealershipContextProblems(input())).toEqual([]);
  });
});
