import * as E from 'fp-ts/Either';
import { describe, expect, it } from 'vitest';
import type { DealerRole } from '../../access/role';
import { storesWorld } from '../../stores/testing/in-memory-stores';
import type { VehiclePricer } from './feed-payments';
import { FEED_PAGE_SIZE, inventoryFeedUseCases, type FeedStoreSettings } from './feed-use-cases';
import { ACTIVE_FEEDS_MAX } from './inventory-feed';
import { aVehicle, inMemoryFeeds } from './testing/feed-fixtures';

const STORE: FeedStoreSettings = {
  id: 1, name: 'Toyota Laval', country: 'CA', provinceCode: 'QC', city: 'Laval', postalCode: 'H7T 1A1', addressLine1: '1 boul. Le Corbusier', addressLine2: '',
  website: 'https://laval.test', newCarsLink: '', usedCarsLink: 'https://laval.test/used',
};

function setup(vehicles = [aVehicle()]) {
  const world = storesWorld();
  const memory = inMemoryFeeds(vehicles);
  let n = 0;
  const priced: number[] = [];
  const pricer: VehiclePricer = (v) => { priced.push(v.id); return { finance: null, lease: null }; };
  const U = inventoryFeedUseCases({
    inventoryFeeds: memory.repository, inventoryPages: memory.pages, feedPricing: { pricerFor: async () => pricer },
    stores: { settings: async (id) => (id === 1 ? STORE : null) },
    // Tokens as the real port gives them: 43 URL-safe characters.
    secrets: { ...world.ports.secrets, token: () => `${'T'.repeat(41)}${String(++n).padStart(2, '0')}` },
    clock: world.ports.clock, audit: world.ports.audit,
  });
  const as = async (role: DealerRole | 'super', extra: { readonly corporate?: boolean } = {}, store = 1) => ({ ctx: await world.ctxAt(store, role, extra), ip: '203.0.113.9' });
  return { ...world, ...memory, U, as, priced };
}

const all = async <A>(pages: AsyncIterable<readonly A[]>): Promise<A[]> => {
  const out: A[] = [];
  for await (const page of pages) out.push(...page);
  return out;
};

describe('inventory feeds out', () => {
  it('makes a feed for an admin: the token once, only its hash kept, audited', async () => {
    const { U, as, feeds, ports } = setup();
    const admin = await as('dealer_admin');
    const made = await U.create(admin, { label: '  Google ' })();
    if (E.isLeft(made)) throw new Error('refused');
    expect(made.right.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(made.right.feed).toMatchObject({ label: 'Google', format: 'google_vehicle_listings', tokenHint: made.right.token.slice(-4), revokedAt: null });
    expect(feeds[0]?.tokenHash).toBe(`h:${made.right.token}`);
    expect(JSON.stringify(feeds)).not.toContain(`"${made.right.token}"`);
    expect(ports.audit.entries.at(-1)).toMatchObject({ action: 'inventory_feed_created', userId: admin.ctx.user.id, dealershipId: 1, after: { label: 'Google' } });
  });

  it('refuses managers, sales reps, assistants and corporate admins', async () => {
    const { U, as, feeds } = setup();
    for (const who of [await as('dealer_sales_manager'), await as('dealer_sales_rep'), await as('organization_assistant'), await as('dealer_admin', { corporate: true })]) {
      expect(await U.create(who, { label: 'x' })()).toEqual(E.left({ _tag: 'Forbidden', action: 'manage_inventory_feeds' }));
      expect(E.isLeft(await U.list(who.ctx)())).toBe(true);
    }
    expect(feeds).toEqual([]);
  });

  it('names each bad field, and refuses an eleventh active feed', async () => {
    const { U, as } = setup();
    const admin = await as('organization_admin');
    expect(await U.create(admin, { label: '' })()).toEqual(E.left({ _tag: 'InvalidInput', errors: { label: ['required'] } }));
    expect(await U.create(admin, { label: 'é'.repeat(81), format: 'csv' })()).toEqual(E.left({ _tag: 'InvalidInput', errors: { label: ['text.too_long'], format: ['choice.invalid'] } }));
    for (let i = 0; i < ACTIVE_FEEDS_MAX; i += 1) expect(E.isRight(await U.create(admin, { label: `Site ${i}` })())).toBe(true);
    expect(await U.create(admin, { label: 'One more' })()).toEqual(E.left({ _tag: 'InvalidInput', errors: { label: ['feeds.too_many'] } }));
    await U.revoke(admin, 1)();
    expect(E.isRight(await U.create(admin, { label: 'One more' })())).toBe(true);
  });

  it('revokes once (audited once), and another store\'s feed is not found', async () => {
    const { U, as, ports } = setup();
    const admin = await as('dealer_admin');
    const made = await U.create(admin, { label: 'Google' })();
    if (E.isLeft(made)) throw new Error('refused');
    expect(await U.revoke(await as('dealer_admin', {}, 2), made.right.feed.id)()).toEqual(E.left({ _tag: 'NotFound' }));
    const first = await U.revoke(admin, made.right.feed.id)();
    const second = await U.revoke(admin, made.right.feed.id)();
    expect(E.isRight(first) && E.isRight(second) && first.right.revokedAt?.getTime() === second.right.revokedAt?.getTime()).toBe(true);
    expect(ports.audit.entries.filter((e) => e.action === 'inventory_feed_revoked')).toHaveLength(1);
    expect(await U.open(made.right.token)()).toEqual(E.left({ _tag: 'NotFound' }));
  });

  it('opens a feed by its token only: a malformed or unknown token is not found, a fetch is recorded', async () => {
    const { U, as, feeds } = setup();
    const made = await U.create(await as('dealer_admin'), { label: 'Google' })();
    if (E.isLeft(made)) throw new Error('refused');
    expect(await U.open('short')()).toEqual(E.left({ _tag: 'NotFound' }));
    expect(await U.open('U'.repeat(43))()).toEqual(E.left({ _tag: 'NotFound' }));
    const opened = await U.open(made.right.token)();
    if (E.isLeft(opened)) throw new Error('not found');
    expect(opened.right.store).toMatchObject({ name: 'Toyota Laval', address: '1 boul. Le Corbusier, Laval, QC H7T 1A1, CA', newVehiclesPage: 'https://laval.test', usedVehiclesPage: 'https://laval.test/used' });
    expect(feeds[0]).toMatchObject({ fetchCount: 1, lastFetchedAt: expect.any(Date) });
  });

  it('streams the advertised vehicles page by page, priced as read, never sold, unavailable, pending or reserved ones', async () => {
    const statuses = ['I', 'S', 'U', 'P', 'R', 'T', 'D', 'V', 'As-is'] as const;
    const vehicles = Array.from({ length: 1_250 }, (_, i) => aVehicle({ id: i + 1, stockStatus: statuses[i % statuses.length] ?? 'I' }));
    vehicles.push(aVehicle({ id: 5_000, dealershipId: 2 }));
    const { U, as, reads, priced } = setup(vehicles);
    const made = await U.create(await as('dealer_admin'), { label: 'Google' })();
    if (E.isLeft(made)) throw new Error('refused');
    const opened = await U.open(made.right.token)();
    if (E.isLeft(opened)) throw new Error('not found');
    expect(reads).toEqual([]);
    const rows = await all(opened.right.pages);
    const advertised = vehicles.filter((v) => v.dealershipId === 1 && ['I', 'T', 'D', 'V', 'As-is'].includes(v.stockStatus));
    expect(rows.map((r) => r.vehicle.id)).toEqual(advertised.map((v) => v.id));
    expect(priced).toEqual(advertised.map((v) => v.id));
    expect(reads.every((r) => r.limit === FEED_PAGE_SIZE)).toBe(true);
    expect(reads.length).toBe(Math.ceil(advertised.length / FEED_PAGE_SIZE));
  });

  it('exports every vehicle of the store for admins and sales managers (audited), not for sales reps', async () => {
    const { U, as, ports } = setup([aVehicle({ id: 1, stockStatus: 'S' }), aVehicle({ id: 2, stockStatus: 'U' }), aVehicle({ id: 3, dealershipId: 2 })]);
    const manager = await as('dealer_sales_manager');
    const exported = await U.export(manager)();
    if (E.isLeft(exported)) throw new Error('refused');
    expect((await all(exported.right)).map((v) => v.id)).toEqual([1, 2]);
    expect(ports.audit.entries.at(-1)).toMatchObject({ action: 'inventory_exported', userId: manager.ctx.user.id, dealershipId: 1 });
    expect(await U.export(await as('dealer_sales_rep'))()).toEqual(E.left({ _tag: 'Forbidden', action: 'export_inventory' }));
  });
});
