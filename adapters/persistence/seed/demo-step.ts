import { eq } from 'drizzle-orm';
import type { Db } from '../shared/database';
import { organizations } from '../access/schema';
import { appSettings } from '../shared/schema';
import { DEMO_ORGANIZATION } from './demo-stores';

/**
 * Claims a later demo step: the demo organization's id when it exists and the step's marker was
 * written now (a step runs once per data directory, even when two processes start together), else
 * null (no demo, or already done).
 */
export async function claimDemoStep(db: Db, marker: string, now: Date): Promise<number | null> {
  const [org] = await db.select({ id: organizations.id }).from(organizations).where(eq(organizations.name, DEMO_ORGANIZATION));
  if (!org) return null;
  const [claimed] = await db.insert(appSettings).values({ key: marker, value: now.toISOString() }).onConflictDoNothing().returning({ key: appSettings.key });
  return claimed ? org.id : null;
}
