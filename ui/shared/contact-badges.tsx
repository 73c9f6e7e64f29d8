import { Badge, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** What the customer read model says of a contact (issue 30.4): the latest e-mail bounced, the number replied STOP. */
export interface ContactFlags {
  readonly email_bounced?: boolean;
  readonly phone_opted_out?: boolean;
}

/** A badge per problem with reaching the customer, each with a sentence that says what to do; nothing when there is none. */
export function ContactBadges({ flags }: { readonly flags: ContactFlags }) {
  const { t } = useTranslation();
  if (flags.email_bounced !== true && flags.phone_opted_out !== true) return null;
  return (
    <Group gap={4}>
      {flags.email_bounced === true && <Badge color="red.9" variant="filled" size="sm" title={t('contact_flags.email_bounced_hint')}>{t('contact_flags.email_bounced')}</Badge>}
      {flags.phone_opted_out === true && <Badge color="grape.9" variant="filled" size="sm" title={t('contact_flags.phone_opted_out_hint')}>{t('contact_flags.phone_opted_out')}</Badge>}
    </Group>
  );
}
