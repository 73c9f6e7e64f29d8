import type { QuoteDetailFields } from '../features/quotes/quote-fields';
import { QuoteBuilderPage as Builder } from '../features/quotes/quote-builder-page';
import { paymentFrequencies } from '@dealer-panel/core/payments/engine/frequency';
import { DistanceField, FrequencyField, IncludeTaxField, MoneyField, TermField } from '../features/payments/worksheet/detail-fields';
import { useTranslation } from 'react-i18next';
import { Stack } from '@mantine/core';

/** A quote's payment details with the pricing worksheet's own inputs (payments), in the quote builder's slot (quotes). */
const WorksheetQuoteFields: QuoteDetailFields = ({ quoteId, method, values, onChange, errorOf, disabled, style }) => {
  const { t } = useTranslation('worksheet');
  const common = { method, disabled, style, idPrefix: `quote-${quoteId}` };
  return (
    <Stack gap="xs">
      {method !== 'cash' && <TermField {...common} name="term" value={values.term} onChange={(v) => onChange('term', v)} error={errorOf('term')} />}
      {method !== 'cash' && <FrequencyField {...common} name="payment_frequency" value={values.payment_frequency} offered={paymentFrequencies} onChange={(v) => onChange('payment_frequency', v)} error={errorOf('payment_frequency')} />}
      {method === 'lease' && <DistanceField {...common} name="distance_allowance" value={values.distance_allowance} onChange={(v) => onChange('distance_allowance', v)} error={errorOf('distance_allowance')} />}
      <MoneyField {...common} name="down_payment" label={t('fields.down_payment')} value={values.down_payment} onChange={(v) => onChange('down_payment', v)} error={errorOf('down_payment')} />
      <MoneyField {...common} name="trade_in_credit" label={t('fields.trade_in_credit')} value={values.trade_in_credit} onChange={(v) => onChange('trade_in_credit', v)} error={errorOf('trade_in_credit')} />
      <IncludeTaxField {...common} name="include_tax" value={values.include_tax} onChange={(v) => onChange('include_tax', v)} error={errorOf('include_tax')} />
    </Stack>
  );
};

/** The quote builder (quotes) with the worksheet's detail fields (payments): the app composes the features, which do not import each other. */
export function QuoteBuilderPage() {
  return <Builder Fields={WorksheetQuoteFields} />;
}
