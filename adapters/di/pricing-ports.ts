import type { PriceProfileRepository } from '@dealer-panel/core/analytics/price-profile-repository';
import type { PricingReportReader } from '@dealer-panel/core/analytics/pricing-report';
import { drizzlePriceProfileRepository } from '../persistence/analytics/drizzle-price-profile-repository';
import { drizzlePricingReportReader } from '../persistence/analytics/drizzle-pricing-report-reader';
import type { Db } from '../persistence/shared/database';

/** Price profiles and the pricing report's reads (issue 17 items 4 and 5). */
export interface PricingPorts {
  readonly priceProfiles: PriceProfileRepository;
  readonly pricingReport: PricingReportReader;
}

export function pricingPorts(db: Db): PricingPorts {
  return { priceProfiles: drizzlePriceProfileRepository(db), pricingReport: drizzlePricingReportReader(db) };
}
