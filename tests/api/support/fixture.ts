import type { Ports } from '../../../adapters/di/ports';
import { eq } from 'drizzle-orm';
import { dealerships, organizations, users } from '../../../adapters/persistence/schema';
import type { DealerRole } from '@dealer-panel/core/access/role';

export interface FixtureUser {
  readonly id: number;
  readonly email: string;
  readonly phone: string;
}

export interface Fixture {
  readonly dealerships: { readonly ontario: number; readonly quebec: number; readonly other: number };
  readonly users: Readonly<Record<'admin' | 'manager' | 'rep' | 'corporate' | 'orgadmin' | 'superadmin' | 'nodevice' | 'inactive' | 'otherAdmin', FixtureUser>>;
}

/** A small world with known answers: two stores of one group, one store of another group. */
export async function seedFixture(p: Ports): Promise<Fixture> {
  const db = p.database.db;
  const [org] = await db.insert(organizations).values({ name: 'Fixture Group' }).returning({ id: organizations.id });
  const [otherOrg] = await db.insert(organizations).values({ name: 'Other Group' }).returning({ id: organizations.id });
  const store = (name: string, organizationId: number, provinceCode: string, country: string, city: string, postalCode: string) =>
    db.insert(dealerships).values({ name, organizationId, provinceCode, country, city, postalCode }).returning({ id: dealerships.id });
  const [on] = await store('Fixture Toronto', org!.id, 'ON', 'CA', 'Toronto', 'M5V 2T6');
  const [qc] = await store('Fixture Montréal', org!.id, 'QC', 'CA', 'Montréal', 'H2X 1Y4');
  const [ot] = await store('Other Store', otherOrg!.id, 'VT', 'US', 'Burlington', '05401');
  const ids = { ontario: on!.id, quebec: qc!.id, other: ot!.id };
  const hash = await p.hasher.hash('Fixture-Pass-2026');
  let n = 0;
  const user = async (key: string, role: DealerRole | null, stores: number[], extra: { superAdmin?: boolean; corporate?: boolean; device?: boolean; active?: boolean } = {}): Promise<FixtureUser> => {
    n += 1;
    const email = `${key}@fixture.test`;
    const phone = `41655501${String(n).padStart(2, '0')}`;
    const created = await p.users.create({
      email, passwordHash: hash, firstName: key, lastName: 'Fixture', phone, language: 'en_CA',
      isSuperAdmin: extra.superAdmin ?? false, isDealerVwCorporate: extra.corporate ?? false, showAnalyticsDashboard: false,
      homeDealershipId: stores[0] ?? null, memberships: role ? stores.map((dealershipId) => ({ dealershipId, role })) : [],
    });
    if (!created.ok) throw new Error(`fixture user ${email}: ${created.reason}`);
    if (extra.device !== false) await p.otpDevices.confirm(created.id, phone, new Date('2026-01-01T00:00:00Z'));
    if (extra.active === false) await db.update(users).set({ isActive: false }).where(eq(users.id, created.id));
    return { id: created.id, email, phone };
  };
  return {
    dealerships: ids,
    users: {
      admin: await user('admin', 'dealer_admin', [ids.ontario]),
      manager: await user('manager', 'dealer_sales_manager', [ids.ontario]),
      rep: await user('rep', 'dealer_sales_rep', [ids.ontario]),
      corporate: await user('corporate', 'dealer_admin', [ids.ontario], { corporate: true }),
      orgadmin: await user('orgadmin', 'organization_admin', [ids.ontario, ids.quebec]),
      superadmin: await user('superadmin', null, [], { superAdmin: true }),
      nodevice: await user('nodevice', 'dealer_sales_rep', [ids.ontario], { device: false }),
      inactive: await user('inactive', 'dealer_sales_rep', [ids.ontario], { active: false }),
      otherAdmin: await user('otheradmin', 'dealer_admin', [ids.other]),
    },
  };
}
