import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ORGANIZATION_ROLES } from '@dealer-panel/core/access/role';
import type { NewStore } from '@dealer-panel/core/stores/organization';
import { SAMPLE_STORE_VALUES } from '@dealer-panel/core/stores/testing/sample-store-values';
import { memberships } from '../../adapters/persistence/access/schema';
import { inMemoryOrganizations } from '@dealer-panel/core/stores/testing/in-memory-organizations';
import { drizzleOrganizationRepository } from '../../adapters/persistence/stores/drizzle-organization-repository';
import { organizationRepositoryContract } from './organization-repository.contract';
import { forEachEngine } from './support/engines';
import { insertRawMembership, insertUser, unique } from './support/fixtures';

const store = (name: string): NewStore => ({ ...SAMPLE_STORE_VALUES, name, defaultLanguage: 'en_CA' });
const at = new Date('2026-12-06T12:00:00Z');

describe('in memory', () => organizationRepositoryContract(async () => inMemoryOrganizations()));
forEachEngine((engine) => organizationRepositoryContract(async () => drizzleOrganizationRepository(engine.db())));

// Memberships live in the access tables: what a new store carries is read there, on each engine.
forEachEngine((engine) => describe('a new store and the organization roles', () => {
  it('gives every organization-role holder of the organization the same role at the new store, and no one else', async () => {
    const db = engine.db();
    const repo = drizzleOrganizationRepository(db);
    const org = await repo.create(unique('Groupe'), at);
    const other = await repo.create(unique('Autre'), at);
    if (!org.ok || !other.ok) throw new Error('not created');
    const first = await repo.createStore(org.organization.id, store('Premier'), at, ORGANIZATION_ROLES);
    const elsewhere = await repo.createStore(other.organization.id, store('Ailleurs'), at, ORGANIZATION_ROLES);
    if (!first.ok || !elsewhere.ok) throw new Error('not created');
    const [admin, assistant, rep, outsider] = [await insertUser(db), await insertUser(db), await insertUser(db), await insertUser(db)];
    await insertRawMembership(db, admin, first.id, 'organization_admin');
    await insertRawMembership(db, assistant, first.id, 'organization_assistant');
    await insertRawMembership(db, rep, first.id, 'dealer_sales_rep');
    await insertRawMembership(db, outsider, elsewhere.id, 'organization_admin');
    const second = await repo.createStore(org.organization.id, store('Second'), at, ORGANIZATION_ROLES);
    if (!second.ok) throw new Error('not created');
    const rows = await db.select({ userId: memberships.userId, role: memberships.role }).from(memberships).where(eq(memberships.dealershipId, second.id));
    expect(rows.sort((a, b) => a.userId - b.userId)).toEqual([{ userId: admin, role: 'organization_admin' }, { userId: assistant, role: 'organization_assistant' }]);
  });
}));
