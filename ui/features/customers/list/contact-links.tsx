import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { CustomerListItemBody } from '../../../../adapters/http/contract/customers/customers';
import type { Country } from '@dealer-panel/core/access/dealership';
import { EmailLink, PhoneLink } from '../../../shared/contact-links';
import { formatPhone } from '../display';
import { ContactBadges, type ContactFlags } from '../../../shared/contact-badges';

/**
 * The customer's e-mail (mailto:) and phone (tel:): one tap to write or call from the list. Their
 * names leave the customer's name out: the row or card says whose they are, and the name stays
 * the one link that opens the record. Each is at least 24 px tall, a finger's target (WCAG 2.5.8):
 * stacked at the text's height they were too close to tell apart on a phone.
 */
export function ContactLinks({ customer, country }: { readonly customer: Pick<CustomerListItemBody, 'email' | 'phone'> & ContactFlags; readonly country: Country }) {
  const { t } = useTranslation();
  const shown = formatPhone(customer.phone, country);
  return (
    <Stack gap={0} align="flex-start">
      {customer.email !== '' && <EmailLink email={customer.email} size="sm" mih={24} label={t('desk:list.write', { email: customer.email })} />}
      {customer.phone !== '' && <PhoneLink digits={customer.phone} shown={shown} size="sm" mih={24} label={t('desk:list.call', { phone: shown })} />}
      <ContactBadges flags={customer} />
    </Stack>
  );
}
