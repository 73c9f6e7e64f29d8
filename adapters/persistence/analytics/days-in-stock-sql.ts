import { sql, type SQL } from 'drizzle-orm';

/** The day `days` before `today` (YYYY-MM-DD), as SQL: days in stock ≥ n ⇔ arrival_date ≤ today − n. */
export const dayBefore = (today: string, days: number): SQL => sql`(${today}::date - ${days}::int)`;
