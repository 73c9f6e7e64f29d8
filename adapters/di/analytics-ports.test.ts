import { describe, expect, it } from 'vitest';
import { analyticsFlagsFromEnv } from './analytics-ports';

describe('analyticsFlagsFromEnv', () => {
  it('turns the dashboard on unless ENABLE_ANALYTICS_DASHBOARD is false', () => {
    expect(analyticsFlagsFromEnv({})).toEqual({ enableAnalyticsDashboard: true });
    expect(analyticsFlagsFromEnv({ ENABLE_ANALYTICS_DASHBOARD: 'true' })).toEqual({ enableAnalyticsDashboard: true });
    expect(analyticsFlagsFromEnv({ ENABLE_ANALYTICS_DASHBOARD: ' FALSE ' })).toEqual({ enableAnalyticsDashboard: false });
  });
});
