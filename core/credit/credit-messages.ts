import { messageKeyFor } from '../shared/validation/message-key';

/** The credit application's own message (spec 002 section 5: the third place a message is looked up). */
export const CREDIT_MESSAGE_KEY = 'credit_application.invalid';

/**
 * The key of the message for `code` on a credit-application field, in the spec's lookup order: by
 * field and rule (`field.<field>.<code>`), then by rule (`rule.<code>`), then the credit-application
 * message, then the default. `field` is the person's field (`insurance_number`), or a wire key
 * (`co_application.insurance_number`), whose prefix is dropped: both people share the messages.
 */
export function creditMessageKey(field: string, code: string, knownKeys: ReadonlySet<string>): string {
  const bare = field.includes('.') ? field.slice(field.lastIndexOf('.') + 1) : field;
  return messageKeyFor(bare, code, knownKeys, [CREDIT_MESSAGE_KEY]);
}
