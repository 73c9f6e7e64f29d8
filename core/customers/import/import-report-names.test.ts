import { describe, expect, it } from 'vitest';
import type { ImportRowReport } from './customer-import-repository';
import { customerNameOf, namesFor, reportOf } from './import-customers';

const matched = { outcome: 'matched', row: 3, customerId: 7, reasons: ['email'], fill: {}, consent: null, warnings: [] } as const;
const ctx = (role: string) => ({ user: { id: 5 }, actor: { role, isSuperAdmin: false, isCorporate: false } }) as unknown as Parameters<typeof namesFor>[0];

describe('a customer import report names the customer a row matched', () => {
  it('reads the name the duplicates engine found, and none for an unknown id', () => {
    expect(reportOf(matched, new Map([[7, 'Ann Tremblay']])).customerName).toBe('Ann Tremblay');
    expect(reportOf(matched).customerName).toBeNull();
    expect(customerNameOf({ firstName: ' Ann ', lastName: '' })).toBe('Ann');
  });

  it('keeps names for staff who see the whole store and masks them for a narrower role', () => {
    const rows: readonly ImportRowReport[] = [reportOf(matched, new Map([[7, 'Ann Tremblay']]))];
    expect(namesFor(ctx('dealer_sales_manager'), rows).map((r) => r.customerName)).toEqual(['Ann Tremblay']);
    expect(namesFor(ctx('dealer_sales_rep'), rows).map((r) => [r.customerId, r.customerName])).toEqual([[7, null]]);
  });
});
