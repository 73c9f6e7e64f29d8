import type { AnalyticsReader } from '@dealer-panel/core/analytics/analytics-reader';
import type { PageEventLog } from '@dealer-panel/core/analytics/page-events';
import type { StaticAccessFlags } from '@dealer-panel/core/access/actor';
import type { Db } from '../persistence/shared/database';
import { drizzleAnalyticsReader } from '../persistence/analytics/drizzle-analytics-reader';
import { drizzlePageEventLog } from '../persistence/analytics/drizzle-page-event-log';

/** The analytics dashboard's ports (issue 17): the figures' reader and the first-party event log. */
export interface AnalyticsPorts {
  readonly analytics: AnalyticsReader;
  readonly pageEvents: PageEventLog;
}

export function analyticsPorts(db: Db): AnalyticsPorts {
  return { analytics: drizzleAnalyticsReader(db), pageEvents: drizzlePageEventLog(db) };
}

/**
 * The static flag enableAnalyticsDashboard (static_data/ and the dashboard's own check):
 * ENABLE_ANALYTICS_DASHBOARD=false turns the dashboard off for everyone; on otherwise, the demo
 * stores included (docs/decisions/analytics.md "The analytics dashboard").
 */
export function analyticsFlagsFromEnv(env: Readonly<Record<string, string | undefined>>): StaticAccessFlags {
  return { enableAnalyticsDashboard: env.ENABLE_ANALYTICS_DASHBOARD?.trim().toLowerCase() !== 'false' };
}
