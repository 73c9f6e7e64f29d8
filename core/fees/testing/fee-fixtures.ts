import { cents } from '../../shared/money';
import type { FeeOrDiscount } from '../fee-or-discount';

/** A global fee of dealership 1 that applies to everything; override what a test needs. */
export function aFee(overrides: Partial<FeeOrDiscount> = {}): FeeOrDiscount {
  return {
    id: 1, dealershipId: 1, kind: 'fee', scope: 'global', orderId: null,
    name: 'Documentation fee', nameFr: 'Frais de documentation', descriptionEn: '', descriptionFr: '',
    amountCents: cents(49900), taxability: true, includeByDefault: false,
    isCash: true, isFinance: true, isLease: true,
    applicableNew: true, applicableUsed: true, applicableCpo: true,
    isDemo: true, isInStock: true, isPending: true, isInTransit: true, isVirtual: true, isAsIs: true,
    vehicleTypes: [], marketscanType: null, capCost: false, residualize: false, taxInCap: false,
    selectableByCustomer: false, type: null, sortOrder: 0,
    ...overrides,
  };
}
