import { Paper, SimpleGrid, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { CustomerBody } from '../../../../adapters/http/contract/customers/customers';
import type { Country } from '@dealer-panel/core/access/dealership';
import { EmailLink, PhoneLink } from '../../../shared/contact-links';
import { currentLocale } from '../../../shared/i18n';
import { formatPhone } from '../display';
import { dayOf } from '../../../shared/wire-display';
import { ContactBadges } from '../../../shared/contact-badges';

function Item({ label, value, children }: { readonly label: string; readonly value: string; readonly children?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <div>
      <Text size="xs" c="dimmed" component="dt">{label}</Text>
      <Text component="dd" m={0} size="sm" style={{ overflowWrap: 'anywhere' }}>{value === '' ? t('customers.record.none') : (children ?? value)}</Text>
    </div>
  );
}

/** Contact details of the record, read-only (Edit opens the form in its place); e-mail and phone are links to write and call. */
export function ContactCard({ customer, country }: { readonly customer: CustomerBody; readonly country: Country }) {
  const { t, i18n } = useTranslation();
  const address = [customer.address_line_1, customer.address_line_2].filter((line) => line !== '').join(', ');
  const phone = formatPhone(customer.phone, country);
  const place = [customer.city, customer.province, customer.postal_code].filter((part) => part !== '').join(' ');
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="contact-title">
      <Title order={2} size="h4" mb="sm" id="contact-title">{t('customers.record.contact')}</Title>
      <SimpleGrid cols={{ base: 1, sm: 2 }} component="dl" m={0} spacing="sm">
        <Item label={t('customers.fields.email')} value={customer.email}><EmailLink email={customer.email} size="sm" /><ContactBadges flags={{ email_bounced: customer.email_bounced ?? false }} /></Item>
        <Item label={t('customers.fields.phone')} value={phone}><PhoneLink digits={customer.phone} shown={phone} size="sm" /><ContactBadges flags={{ phone_opted_out: customer.phone_opted_out ?? false }} /></Item>
        <Item label={t('customers.record.address')} value={address} />
        <Item label={t('customers.record.place')} value={place} />
        <Item label={t('customers.record.language')} value={t(`language.names.${customer.language}`)} />
        <Item label={t('customers.record.lead_type')} value={t(`customers.lead_type.${customer.lead_type}`)} />
        <Item label={t('customers.columns.created')} value={dayOf(customer.created, currentLocale(i18n))} />
        <Item label={t('customers.record.updated')} value={dayOf(customer.updated, currentLocale(i18n))} />
      </SimpleGrid>
    </Paper>
  );
}
