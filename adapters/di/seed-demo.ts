import { seedDemo, type SeedDemoResult } from '../persistence/seed/seed-demo';
import { seedDemoDeals, type SeedDealsResult } from '../persistence/seed/seed-demo-deals';
import { seedDemoPayments } from '../persistence/seed/seed-demo-payments';
import type { Ports } from './ports-container';

/** The demo data (idempotent), with the real password hasher and clock; then its inventory and deals (their own step). */
export async function seedDemoData(p: Ports): Promise<SeedDemoResult & { readonly deals: SeedDealsResult }> {
  const seeded = await seedDemo(p.database.db, { hashPassword: (pw) => p.hasher.hash(pw), now: p.clock.now() });
  const deals = await seedDemoDeals(p.database.db, { now: p.clock.now(), token: () => p.secrets.token() });
  await seedDemoPayments(p.database.db, { now: p.clock.now() });
  return { ...seeded, deals };
}
