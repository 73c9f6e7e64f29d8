import type { ComponentType } from 'react';
import type { PaymentMethod } from '@dealer-panel/core/payments/engine/deal';
import type { PaymentFrequency } from '@dealer-panel/core/payments/engine/frequency';

/** How numbers and money read in the user's language and the store's country. */
export interface QuoteStyle {
  readonly locale: 'en_CA' | 'en_US' | 'fr_CA';
  readonly currency: 'CAD' | 'USD';
  readonly distanceUnit: 'km' | 'mi';
  readonly country: 'CA' | 'US';
}

/** The payment details a quote card edits, as shown (pending values over the quote's). */
export interface QuoteFieldValues {
  readonly term: number | null;
  readonly down_payment: string;
  readonly trade_in_credit: string;
  readonly payment_frequency: PaymentFrequency;
  readonly distance_allowance: number | null;
  readonly include_tax: boolean;
}

export type QuoteFieldKey = keyof QuoteFieldValues;

/**
 * The payment detail inputs of one quote: the app gives the worksheet's own fields (ui/app/quote-builder-page.tsx),
 * so that a quote and the worksheet are edited alike.
 */
export type QuoteDetailFields = ComponentType<{
  readonly quoteId: number;
  readonly method: PaymentMethod;
  readonly values: QuoteFieldValues;
  readonly onChange: <K extends QuoteFieldKey>(key: K, value: QuoteFieldValues[K]) => void;
  readonly errorOf: (key: QuoteFieldKey) => string | null;
  readonly disabled: boolean;
  readonly style: QuoteStyle;
}>;
