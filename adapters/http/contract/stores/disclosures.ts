import * as t from 'io-ts';
import { DISCLAIMER_ROWS_MAX } from '@dealer-panel/core/stores/disclosures';
import { listOf } from '../common';

/** A disclosure text in both languages (plain text; line breaks kept, never HTML). */
export const BilingualTextBody = t.type({ en: t.string, fr: t.string });
export const DisclaimerRowBody = t.type({ disclaimer_type: t.string, disclaimer_superscript: t.string });

/** The seven texts of spec 000 section 3 ("bilingual disclosure texts"), every key always present. */
export const DisclosureTextsBody = t.type({
  credit_application: BilingualTextBody, deposit: BilingualTextBody, notify_me: BilingualTextBody, payment_step: BilingualTextBody,
  pricing_footer: BilingualTextBody, signup_modal: BilingualTextBody, trade_in: BilingualTextBody,
});

export const DisclosuresBody = t.type({
  disclosures: DisclosureTextsBody,
  disclaimer_package: t.array(DisclaimerRowBody),
});
export type DisclosuresBody = t.TypeOf<typeof DisclosuresBody>;

/**
 * PUT: the texts sent replace theirs (a key or a language not sent keeps its text); the package,
 * when sent, replaces the package. Unknown keys are refused (`disclosures.unknown_key`).
 */
export const DisclosuresRequest = t.partial({
  disclosures: t.record(t.string, t.partial({ en: t.string, fr: t.string })),
  disclaimer_package: listOf(DisclaimerRowBody, DISCLAIMER_ROWS_MAX),
});
export type DisclosuresRequest = t.TypeOf<typeof DisclosuresRequest>;
