import { beforeAll, describe, expect, it } from 'vitest';
import { DEALER_ROLES, type DealerRole } from '@dealer-panel/core/access/role';
import { throwawayEngines } from '../../adapters/persistence/shared/throwaway-database';
import { signedInSuite } from './support/signed-in';
import { PASSWORD, signedIn, type Agent } from './support/test-app';

/**
 * The role-assignment matrix of spec 000 section 6, written out here (not read from core): who may
 * give which role. Super admins give every role; sales reps and organization assistants none.
 */
const MAY_ASSIGN: Readonly<Record<DealerRole, readonly DealerRole[]>> = {
  organization_admin: ['organization_admin', 'dealer_admin', 'dealer_sales_rep', 'dealer_sales_manager'],
  dealer_admin: ['dealer_admin', 'dealer_sales_rep', 'dealer_sales_manager'],
  dealer_sales_manager: ['dealer_sales_rep', 'dealer_sales_manager'],
  dealer_sales_rep: [],
  organization_assistant: [],
  super_admin: DEALER_ROLES,
};
/** What refusal looks like: a role the assigner may not give is a field error; those who give none may not act at all. */
const expected = (assigner: DealerRole, target: DealerRole): 'allowed' | 400 | 403 =>
  MAY_ASSIGN[assigner].length === 0 ? 403 : MAY_ASSIGN[assigner].includes(target) ? 'allowed' : 400;

const CASES = DEALER_ROLES.flatMap((assigner) => DEALER_ROLES.map((target) => ({ assigner, target, outcome: expected(assigner, target) })));

for (const engine of throwawayEngines()) {
  describe(`the role-assignment matrix through the API (${engine.kind})`, () => {
    const { t } = signedInSuite(engine);
    const agents = {} as Record<DealerRole, Agent>;
    let n = 0;

    /** A user of the Ontario store holding `role` (a super admin holds the flag and moves to the store). */
    const member = async (role: DealerRole, password: string): Promise<{ id: number; email: string; phone: string }> => {
      n += 1;
      const email = `matrix-${role}-${n}@fixture.test`;
      const phone = `6475550${String(100 + n).slice(-3)}`;
      const superAdmin = role === 'super_admin';
      const created = await t.ports.users.create({
        email, passwordHash: password === '' ? '' : await t.ports.hasher.hash(password), firstName: 'Matrix', lastName: role, phone, language: 'en_CA',
        isSuperAdmin: superAdmin, isDealerVwCorporate: false, showAnalyticsDashboard: false, homeDealershipId: t.fixture.dealerships.ontario,
        memberships: superAdmin ? [] : [{ dealershipId: t.fixture.dealerships.ontario, role }],
      });
      if (!created.ok) throw new Error(created.reason);
      await t.ports.otpDevices.confirm(created.id, phone, new Date('2026-01-01T00:00:00Z'));
      return { id: created.id, email, phone };
    };

    beforeAll(async () => {
      for (const role of DEALER_ROLES) {
        const user = await member(role, PASSWORD);
        const agent = await signedIn(t, user.email, user.phone);
        if (role === 'super_admin') {
          const moved = await agent.post('/api/dealer/user/transfer_session/', { dealership_id: t.fixture.dealerships.ontario });
          if (moved.statusCode !== 200) throw new Error(moved.body);
        }
        agents[role] = agent;
      }
    });

    it.each(CASES)('$assigner inviting a $target: $outcome', async ({ assigner, target, outcome }) => {
      const r = await agents[assigner].post('/api/dealer/user/', { email: `invite-${assigner}-${target}@fixture.test`, first_name: 'Ann', last_name: 'Roy', set_role: target });
      if (outcome === 'allowed') {
        expect(r.statusCode, r.body).toBe(201);
        expect(r.json().role).toBe(target);
      } else {
        expect(r.statusCode, r.body).toBe(outcome);
        if (outcome === 400) expect(r.json().errors).toEqual({ set_role: ['user.role_not_assignable'] });
      }
    });

    it.each(CASES)('$assigner giving $target to a sales rep: $outcome', async ({ assigner, target, outcome }) => {
      const rep = await member('dealer_sales_rep', '');
      const r = await agents[assigner].request('PATCH', `/api/dealer/user/${rep.id}/`, { set_role: target });
      if (outcome === 'allowed') {
        expect(r.statusCode, r.body).toBe(200);
        expect(r.json().role).toBe(target);
      } else {
        expect(r.statusCode, r.body).toBe(outcome);
        const after = await agents.super_admin.get(`/api/dealer/user/${rep.id}/`);
        expect(after.json().role).toBe('dealer_sales_rep');
      }
    });
  });
}
