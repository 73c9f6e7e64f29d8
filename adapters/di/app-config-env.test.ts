import { describe, expect, it } from 'vitest';
import { monitoringFromEnv, supportContactFromEnv } from './app-config-env';

describe('settings read from the environment', () => {
  it('reads the support contact and the monitoring ids, blank when unset', () => {
    expect(supportContactFromEnv({ SUPPORT_PHONE_NUMBER: ' 1-800-555-0199 ', SUPPORT_EMAIL: 'help@panel.test' })).toEqual({ phoneNumber: '1-800-555-0199', email: 'help@panel.test' });
    expect(supportContactFromEnv({})).toEqual({ phoneNumber: '', email: '' });
    expect(monitoringFromEnv({ GOOGLE_ANALYTICS_ID: 'G-123', DEALER_SENTRY_DSN: 'https://k@sentry.example/1' })).toEqual({ googleAnalyticsId: 'G-123', optimizelyProjectId: '', sentryDsn: 'https://k@sentry.example/1' });
    expect(monitoringFromEnv({ OPTIMIZELY_PROJECT_ID: ' 24681357 ' })).toEqual({ googleAnalyticsId: '', optimizelyProjectId: '24681357', sentryDsn: '' });
    expect(monitoringFromEnv({})).toEqual({ googleAnalyticsId: '', optimizelyProjectId: '', sentryDsn: '' });
  });
});
