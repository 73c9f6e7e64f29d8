import { customType, numeric, timestamp } from 'drizzle-orm/pg-core';

// Column kinds every context's schema uses. One schema for PGlite and PostgreSQL; migrations are
// generated from the per-context schema files (drizzle.config.ts) by drizzle-kit.

export const createdAt = () => timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();
export const tstz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
export const updatedAt = () => tstz('updated_at').notNull().defaultNow();
export const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({ dataType: () => 'bytea' });
/** Rates and percentages as exact `numeric`, read as decimal strings. */
export const rate = (name: string) => numeric(name, { precision: 12, scale: 6 });
