import { creditMessageKey } from '@dealer-panel/core/credit/credit-messages';
import { flattenMessageKeys } from '@dealer-panel/core/shared/validation/message-key';

/**
 * The validation namespace's key of the message for an error, in spec 002 section 5's lookup order
 * (core's creditMessageKey): by field and rule, then by rule, then the credit application's own
 * message, then the default. Both people share the messages ("co_application.city" reads "city").
 */
export function messageKeyOf(errorKey: string, codes: readonly string[] | undefined, knownKeys: ReadonlySet<string>): string | null {
  const code = codes?.[0];
  return code === undefined ? null : creditMessageKey(errorKey, code, knownKeys);
}

/** The keys a loaded validation namespace holds (i18next's resource bundle of a language). */
export function knownKeysOf(bundle: unknown): ReadonlySet<string> {
  return new Set(flattenMessageKeys(bundle));
}
