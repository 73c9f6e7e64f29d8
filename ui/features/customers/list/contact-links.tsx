import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { CustomerListItemBody } from '../../../../adapters/http/contract/customers';
import type { Country } from '../../../../core/access/dealership';
import { EmailLink, PhoneLink } from '../../../shared/contact-links';
import { formatPhone } from '../display';

/** The customer's e-mail (mailto:) and phone (tel:): one tap to write or call from the list. */
export function ContactLinks({ customer, country }: { readonly customer: Pick<CustomerListItemBody, 'full_name' | 'email' | 'phone'>; readonly country: Country }) {
  const { t } = useTranslation();
  const shown = formatPhone(customer.phone, country);
  return (
    <Stack gap={0} align="flex-start">
      {customer.email !== '' && <EmailLink email={customer.email} size="sm" label={t('desk:list.write', { name: customer.full_name, email: customer.email })} />}
      {customer.phone !== '' && <PhoneLink digits={customer.phone} shown={shown} size="sm" label={t('desk:list.call', { name: customer.full_name, phone: shown })} />}
    </Stack>
  );
}
