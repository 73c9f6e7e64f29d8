import { expect, it } from 'vitest';
import { pickLocalRate } from '@dealer-panel/core/payments/local-tax-rates';
import { deleteLocalTaxRow, localTaxRows, saveLocalTaxRows } from '../../adapters/persistence/payments/local-tax-rate-queries';
import { forEachEngine } from './support/engines';
import { insertDealership, insertUser } from './support/fixtures';

forEachEngine((engine) => {
  it("keeps a store's local rates by prefix and date, replaces a rate of the same prefix and date, and no other store sees them", async () => {
    const db = engine.db();
    const store = await insertDealership(db);
    const other = await insertDealership(db);
    const user = await insertUser(db);
    expect(await saveLocalTaxRows(db, store, [
      { zipPrefix: '331', percent: '1', effectiveFrom: '2024-01-01' },
      { zipPrefix: '331', percent: '1.5', effectiveFrom: '2025-07-01' },
      { zipPrefix: '33101', percent: '2.25', effectiveFrom: '2025-01-01' },
    ], user)).toBe(3);
    await saveLocalTaxRows(db, store, [{ zipPrefix: '331', percent: '1.25', effectiveFrom: '2024-01-01' }], user);
    const rows = await localTaxRows(db, store);
    expect(rows).toEqual([
      { zipPrefix: '331', percent: '1.25', effectiveFrom: '2024-01-01' },
      { zipPrefix: '331', percent: '1.5', effectiveFrom: '2025-07-01' },
      { zipPrefix: '33101', percent: '2.25', effectiveFrom: '2025-01-01' },
    ]);
    expect(pickLocalRate(rows, '33102', '2025-03-01')).toMatchObject({ zipPrefix: '331', effectiveFrom: '2024-01-01' });
    expect(await localTaxRows(db, other)).toEqual([]);
    expect(await deleteLocalTaxRow(db, store, '331', '2024-01-01')).toBe(true);
    expect(await deleteLocalTaxRow(db, store, '331', '2024-01-01')).toBe(false);
    expect(await localTaxRows(db, store)).toHaveLength(2);
  });
});
