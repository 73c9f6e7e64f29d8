import { seedDemo, type SeedDemoResult } from '../persistence/seed/seed-demo';
import type { Ports } from './ports-container';

/** The demo data (idempotent), with the real password hasher and clock. */
export function seedDemoData(p: Ports): Promise<SeedDemoResult> {
  return seedDemo(p.database.db, { hashPassword: (pw) => p.hasher.hash(pw), now: p.clock.now() });
}
