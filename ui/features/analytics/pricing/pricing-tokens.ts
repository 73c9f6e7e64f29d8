import type { ServiceIdentifier } from 'inversify';
import type { PriceProfilesViewModel } from './price-profiles-view-model';
import type { PricingReportViewModel } from './pricing-report-view-model';

/** Tokens of the pricing view-model factories (bound in pricing-module.ts). */
export const PricingTokens = {
  profilesViewModel: Symbol('priceProfilesViewModel') as ServiceIdentifier<() => PriceProfilesViewModel>,
  reportViewModel: Symbol('pricingReportViewModel') as ServiceIdentifier<() => PricingReportViewModel>,
} as const;
