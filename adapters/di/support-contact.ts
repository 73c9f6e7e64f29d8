import type { SupportContact } from '@dealer-panel/core/stores/store-repository';

/**
 * The help desk staff are shown (GET support-service/): SUPPORT_PHONE_NUMBER and SUPPORT_EMAIL.
 * Either left unset falls back to the session's store's own phone or e-mail (store-use-cases.ts).
 */
export function supportContactFromEnv(env: Readonly<Record<string, string | undefined>>): SupportContact {
  return { phoneNumber: env.SUPPORT_PHONE_NUMBER?.trim() ?? '', email: env.SUPPORT_EMAIL?.trim() ?? '' };
}
