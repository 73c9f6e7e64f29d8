import { DEFAULT_FEE_VALUES, type FeeValues } from '@dealer-panel/core/fees/fee-form';
import type { FeeKind } from '@dealer-panel/core/fees/fee-or-discount';
import { cents } from '@dealer-panel/core/shared/money';
import type { StoreKey } from './demo-stores';

export interface DemoFee extends FeeValues {
  readonly kind: FeeKind;
  readonly sortOrder: number;
}

type Spec = Partial<Omit<FeeValues, 'amountCents'>> & { readonly kind: FeeKind; readonly name: string; readonly nameFr: string; readonly dollars: number };

const fee = ({ dollars, ...rest }: Spec, sortOrder: number): DemoFee => ({ ...DEFAULT_FEE_VALUES, ...rest, amountCents: cents(Math.round(dollars * 100)), sortOrder });

const NEW_ONLY = { applicableUsed: false, applicableCpo: false } as const;
const CREDIT_ONLY = { isCash: false } as const;

/**
 * Each store's global fees and discounts, as its staff would set them up. Amounts are typical
 * ones, not legal advice: the federal A/C excise tax ($100, new vehicles) is part of the price GST/HST
 * applies to; lien registrations (PPSA in Ontario, RDPRM in Québec) are passed on at cost, without tax.
 */
const SPECS: Readonly<Record<StoreKey, readonly Spec[]>> = {
  on: [
    { kind: 'fee', name: 'Documentation fee', nameFr: 'Frais de documentation', dollars: 499, includeByDefault: true, type: 'dealer', marketscanType: 'doc_fee', capCost: true, descriptionEn: 'Preparing and filing the sale documents.', descriptionFr: 'Préparation et dépôt des documents de vente.' },
    { kind: 'fee', name: 'Federal A/C excise tax', nameFr: 'Taxe d\'accise fédérale sur le climatiseur', dollars: 100, includeByDefault: true, type: 'government', marketscanType: 'air_tax', capCost: true, ...NEW_ONLY },
    { kind: 'fee', name: 'Tire stewardship fee (4 tires)', nameFr: 'Droits de gestion des pneus (4 pneus)', dollars: 23.36, includeByDefault: true, type: 'government', marketscanType: 'tire_levy', capCost: true, ...NEW_ONLY },
    { kind: 'fee', name: 'OMVIC transaction fee', nameFr: 'Frais de transaction OMVIC', dollars: 12.5, includeByDefault: true, type: 'government', marketscanType: 'omvic', capCost: true },
    { kind: 'fee', name: 'PPSA lien registration', nameFr: 'Enregistrement LSMP', dollars: 76, includeByDefault: true, taxability: false, type: 'registration', marketscanType: 'ppsa', ...CREDIT_ONLY },
    { kind: 'fee', name: 'Anti-theft etching', nameFr: 'Gravure antivol', dollars: 299, type: 'dealer', marketscanType: 'dealer_fee', selectableByCustomer: true, capCost: true, residualize: false },
    { kind: 'discount', name: 'Dealer discount', nameFr: 'Rabais du concessionnaire', dollars: 1000, marketscanType: 'dealer_discount', ...NEW_ONLY },
    { kind: 'discount', name: 'Loyalty discount', nameFr: 'Rabais de fidélité', dollars: 500, marketscanType: 'rebate' },
  ],
  qc: [
    { kind: 'fee', name: 'Administration fee', nameFr: 'Frais d\'administration', dollars: 395, includeByDefault: true, type: 'dealer', marketscanType: 'doc_fee', capCost: true },
    { kind: 'fee', name: 'Federal A/C excise tax', nameFr: 'Taxe d\'accise fédérale sur le climatiseur', dollars: 100, includeByDefault: true, type: 'government', marketscanType: 'air_tax', capCost: true, ...NEW_ONLY },
    { kind: 'fee', name: 'New tire duty (4 tires)', nameFr: 'Droit spécifique sur les pneus neufs (4 pneus)', dollars: 12, includeByDefault: true, type: 'government', marketscanType: 'tire_levy', capCost: true, ...NEW_ONLY },
    { kind: 'fee', name: 'RDPRM registration', nameFr: 'Inscription au RDPRM', dollars: 65, includeByDefault: true, taxability: false, type: 'registration', marketscanType: 'registration', ...CREDIT_ONLY },
    { kind: 'discount', name: 'Dealer discount', nameFr: 'Rabais du concessionnaire', dollars: 750, marketscanType: 'dealer_discount', ...NEW_ONLY },
    { kind: 'discount', name: 'Loyalty discount', nameFr: 'Rabais de fidélité', dollars: 500, marketscanType: 'rebate' },
  ],
  vt: [
    { kind: 'fee', name: 'Documentation fee', nameFr: 'Frais de documentation', dollars: 399, includeByDefault: true, type: 'dealer', marketscanType: 'doc_fee', capCost: true },
    { kind: 'fee', name: 'Title fee', nameFr: 'Frais de titre', dollars: 35, includeByDefault: true, taxability: false, type: 'government', marketscanType: 'title' },
    { kind: 'fee', name: 'Registration fee', nameFr: 'Frais d\'immatriculation', dollars: 76, includeByDefault: true, taxability: false, type: 'registration', marketscanType: 'registration' },
    { kind: 'discount', name: 'Dealer discount', nameFr: 'Rabais du concessionnaire', dollars: 1000, marketscanType: 'dealer_discount', ...NEW_ONLY },
    { kind: 'discount', name: 'Loyalty discount', nameFr: 'Rabais de fidélité', dollars: 500, marketscanType: 'rebate' },
  ],
};

export function demoFees(store: StoreKey): readonly DemoFee[] {
  return SPECS[store].map((s, i) => fee(s, i));
}
