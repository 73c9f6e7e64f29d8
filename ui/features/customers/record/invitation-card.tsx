import { Button, Group, Paper, Text, TextInput, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ShareType } from '@dealer-panel/core/customers/customer';
import { currentLocale } from '../../../shared/i18n';
import { dayOf } from '../../../shared/wire-display';
import type { ReadyRecord } from './customer-record-view-model';

/**
 * The customer's invitation link: copy it (recorded as shared by copy) or send it by e-mail or
 * text message (track_link_shared/ sends it through the outbox). Corporate users may not share it.
 * Text is offered only when the server can send one (issue 30.2: Twilio configured, or the demo);
 * otherwise the card says so.
 */
export function InvitationCard({ record, mayShare, textMessages, onShare }: {
  readonly record: ReadyRecord;
  readonly mayShare: boolean;
  readonly textMessages: boolean;
  readonly onShare: (type: ShareType) => void;
}) {
  const { t, i18n } = useTranslation();
  const { customer, invitation, busy } = record;
  const url = invitation.kind === 'ready' ? invitation.value : '';
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="invitation-title">
      <Title order={2} size="h4" mb="sm" id="invitation-title">{t('customers.invitation.title')}</Title>
      <Text size="sm" c="dimmed" mb="xs">
        {customer.invitation_shared_at && customer.invitation_share_type
          ? t('customers.invitation.last_shared', { date: dayOf(customer.invitation_shared_at, currentLocale(i18n)), how: t(`customers.invitation.by_${customer.invitation_share_type}`) })
          : t('customers.invitation.never_shared')}
      </Text>
      {mayShare && (
        <>
          <TextInput label={t('customers.invitation.link')} value={invitation.kind === 'failed' ? t('customers.invitation.link_failed') : url} readOnly onFocus={(event) => event.currentTarget.select()} />
          <Group gap="xs" mt="xs">
            <Button size="xs" variant="default" disabled={url === ''} loading={busy === 'copy'} onClick={() => onShare('copy')}>{t('customers.invitation.copy')}</Button>
            <Button size="xs" variant="default" disabled={customer.email === ''} loading={busy === 'email'} onClick={() => onShare('email')}>{t('customers.invitation.send_email')}</Button>
            {textMessages && <Button size="xs" variant="default" disabled={customer.phone === ''} loading={busy === 'sms'} onClick={() => onShare('sms')}>{t('customers.invitation.send_sms')}</Button>}
          </Group>
          {!textMessages && <Text size="xs" c="dimmed" mt="xs">{t('customers.invitation.sms_off')}</Text>}
        </>
      )}
    </Paper>
  );
}
