import { seedDemo, type SeedDemoResult } from '../persistence/seed/seed-demo';
import { seedDemoDeals, type SeedDealsResult } from '../persistence/seed/seed-demo-deals';
import { seedDemoFees } from '../persistence/seed/seed-demo-fees';
import { seedDemoAddons } from '../persistence/seed/seed-demo-addons';
import { seedDemoPayments } from '../persistence/seed/seed-demo-payments';
import { seedDemoNotifications } from '../persistence/seed/seed-demo-notifications';
import { seedDemoDuplicates } from '../persistence/seed/seed-demo-duplicates';
import type { Ports } from './ports';
import { seedDemoDeposits } from './seed-demo-deposits';
import { seedDemoCredit } from './seed-demo-credit';
import { seedDemoQuestions } from './seed-demo-questions';
import { seedDemoTradeIns } from './seed-demo-trade-ins';

/** The demo data (idempotent), with the real password hasher and clock; then its inventory and deals (their own step), then fees, add-ons, payment settings, the staff's notifications, deposits, credit applications and two likely duplicate pairs. */
export async function seedDemoData(p: Ports): Promise<SeedDemoResult & { readonly deals: SeedDealsResult; readonly fees: { readonly seeded: boolean; readonly fees: number } }> {
  const seeded = await seedDemo(p.database.db, { hashPassword: (pw) => p.hasher.hash(pw), now: p.clock.now() });
  const deals = await seedDemoDeals(p.database.db, { now: p.clock.now(), token: () => p.secrets.token() });
  const fees = await seedDemoFees(p.database.db, { now: p.clock.now() });
  await seedDemoAddons(p.database.db, { now: p.clock.now() });
  await seedDemoPayments(p.database.db, { now: p.clock.now() });
  await seedDemoNotifications(p.database.db, { now: p.clock.now() });
  await seedDemoDeposits(p);
  await seedDemoCredit(p);
  await seedDemoDuplicates(p.database.db, { now: p.clock.now() });
  await seedDemoQuestions(p);
  await seedDemoTradeIns(p);
  return { ...seeded, deals, fees };
}
