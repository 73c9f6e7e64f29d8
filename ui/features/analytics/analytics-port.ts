import type { AnalyticsResponse } from '../../../adapters/http/contract/analytics/analytics';
import type { Answer } from '../../shared/answer';

/** The /analytics screen's call. */
export interface AnalyticsPort {
  dashboard(query: Readonly<Record<string, string>>): Answer<AnalyticsResponse>;
}
