import { PricingFooter } from '../features/stores/disclosures/pricing-footer';
import { CustomFeeRows } from '../features/fees/custom-fee-rows';
import { WorksheetPage } from '../features/payments/worksheet/worksheet-page';

/**
 * The pricing worksheet (payments) with the deal's custom fee and discount rows (fees) in its slot:
 * the app composes the features (and the store's pricing disclosure in the footer), which do not import each other.
 */
export function PricingWorksheetPage() {
  return <WorksheetPage CustomRows={CustomFeeRows} Footer={PricingFooter} />;
}
