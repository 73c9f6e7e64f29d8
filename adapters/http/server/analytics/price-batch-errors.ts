import type { PriceBatchRefused } from '@dealer-panel/core/analytics/price-profile-use-cases';
import { problem, type Problem } from '../platform/problem';

const PRICE_BATCH_DETAIL: Readonly<Record<PriceBatchRefused['reason'], string>> = {
  nothing_to_apply: 'The profile changes no vehicle\'s price.',
  already_undone: 'This batch was undone already.',
  not_an_apply: 'Only an apply can be undone.',
  changed_since: 'Some vehicles\' prices changed since this batch; it can no longer be undone.',
};

/** A price profile's batch refused (nothing to apply, or an undo that cannot be) as 409, with the reason and the vehicles. */
export function priceBatchProblem(error: PriceBatchRefused): Problem {
  return { ...problem(409, 'price_batch_refused', { detail: PRICE_BATCH_DETAIL[error.reason] }), reason: error.reason, stock_numbers: [...error.stockNumbers] } as Problem;
}
