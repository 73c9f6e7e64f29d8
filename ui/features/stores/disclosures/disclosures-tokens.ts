import type { ServiceIdentifier } from 'inversify';
import type { DisclosuresViewModel } from './disclosures-view-model';
import type { PricingFooterViewModel } from './pricing-footer-view-model';

/** Tokens of the disclosures view-model factories (bound in disclosures-module.ts). */
export const DisclosuresTokens = {
  viewModel: Symbol('disclosuresViewModel') as ServiceIdentifier<() => DisclosuresViewModel>,
  pricingFooter: Symbol('pricingFooterViewModel') as ServiceIdentifier<() => PricingFooterViewModel>,
} as const;
