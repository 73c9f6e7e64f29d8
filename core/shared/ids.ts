/** The largest id a row can have (a PostgreSQL integer column); ids are whole numbers from 1. */
export const MAX_ID = 2_147_483_647;

/** Whether `value` can be the id of a row: a whole number from 1 to MAX_ID (1.5, 0, 1e308 cannot). */
export function isId(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= MAX_ID;
}

/** The id a text holds (digits only, "42"), or null: what a path or query parameter may name. */
export function idFromText(value: unknown): number | null {
  if (typeof value !== 'string' || !/^\d{1,10}$/.test(value)) return null;
  const id = Number(value);
  return isId(id) ? id : null;
}
