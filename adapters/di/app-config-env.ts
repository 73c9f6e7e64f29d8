import type { SupportContact } from '@dealer-panel/core/stores/store-repository';

/**
 * The help desk staff are shown (GET support-service/): SUPPORT_PHONE_NUMBER and SUPPORT_EMAIL.
 * Either left unset falls back to the session's store's own phone or e-mail (store-use-cases.ts).
 */
export function supportContactFromEnv(env: Readonly<Record<string, string | undefined>>): SupportContact {
  return { phoneNumber: env.SUPPORT_PHONE_NUMBER?.trim() ?? '', email: env.SUPPORT_EMAIL?.trim() ?? '' };
}

/** The /settings/ monitoring ids from the environment (spec 000 section 3 "App settings"); blank when unset. */
export function monitoringFromEnv(env: Readonly<Record<string, string | undefined>>) {
  return {
    googleAnalyticsId: env.GOOGLE_ANALYTICS_ID?.trim() ?? '',
    optimizelyProjectId: env.OPTIMIZELY_PROJECT_ID?.trim() ?? '',
    sentryDsn: env.DEALER_SENTRY_DSN?.trim() ?? '',
  };
}
