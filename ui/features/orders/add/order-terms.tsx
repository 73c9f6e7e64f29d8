import { Checkbox, Radio, SimpleGrid, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PAYMENT_TYPES } from '@dealer-panel/core/shared/deal-states';
import { LocaleNumberInput } from '../../../shared/amount-input';
import type { FieldErrorMap } from '../../../shared/form-problem';
import { useFieldMessage } from '../../../shared/field-message';
import type { OrderTerms } from './add-order-form';
import { downPaymentFields } from './add-order-form';

const TERM_KEYS = { finance_down_payment: 'financeDownPayment', lease_down_payment: 'leaseDownPayment' } as const;

/** Payment type (or the dealership's default), the down payments it uses, taxes in the payment. */
export function OrderTermsFields({ terms, errors, onChange }: {
  readonly terms: OrderTerms;
  readonly errors: FieldErrorMap;
  readonly onChange: (change: Partial<OrderTerms>) => void;
}) {
  const { t } = useTranslation();
  const fieldMessage = useFieldMessage();
  return (
    <Stack gap="sm">
      <Radio.Group label={t('orders.add.payment_type')} value={terms.paymentType === '' ? 'default' : terms.paymentType} onChange={(value) => onChange({ paymentType: value === 'default' ? '' : (value as OrderTerms['paymentType']) })} error={fieldMessage('payment_type', errors['payment_type'])}>
        <SimpleGrid cols={{ base: 2, sm: 4 }} mt={4}>
          <Radio value="default" label={t('orders.add.payment_default')} />
          {PAYMENT_TYPES.map((type) => <Radio key={type} value={type} label={t(`orders.payment_type.${type}`)} />)}
        </SimpleGrid>
      </Radio.Group>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        {downPaymentFields(terms.paymentType).map((field) => (
          <LocaleNumberInput
            key={field}
            label={t(`orders.add.${field}`)}
            description={t('orders.add.down_payment_hint')}
            value={terms[TERM_KEYS[field]]}
            onChange={(value) => onChange({ [TERM_KEYS[field]]: value })}
            error={fieldMessage(field, errors[field])}
          />
        ))}
      </SimpleGrid>
      <Checkbox label={t('orders.add.include_tax')} checked={terms.includeTax} onChange={(event) => onChange({ includeTax: event.currentTarget.checked })} />
    </Stack>
  );
}
