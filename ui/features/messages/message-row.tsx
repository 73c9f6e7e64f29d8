import { Anchor, Badge, Button, Group, Stack, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { MessageBody } from '../../../adapters/http/contract/messages/messages';
import type { Locale } from '../../../adapters/http/contract/common';
import type { Country } from '@dealer-panel/core/access/dealership';
import { customerPaths } from '../../shared/customer-paths';
import { formatDateTime } from '../../shared/format';
import { formatPhone } from '../../shared/format-phone';
import { WRAPPING_BADGE } from '../../shared/wrapping-styles';
import { paths } from '../../shared/paths';

/** Dark shades with white text, as the other status badges (readable on the striped rows: axe's contrast). */
const STATE_COLORS: Readonly<Record<MessageBody['state'], string>> = {
  queued: 'gray.7', sending: 'indigo.9', sent: 'blue.9', delivered: 'teal.9', failed: 'red.9', opted_out: 'grape.9',
};

/** The state as a badge, the reason worded under it and the provider's own words (kept in their language). */
export function MessageState({ message }: { readonly message: MessageBody }) {
  const { t } = useTranslation('outbox');
  return (
    <Stack gap={2} align="flex-start">
      <Badge color={STATE_COLORS[message.state]} variant="filled" styles={WRAPPING_BADGE}>{t(`state.${message.state}`)}</Badge>
      {message.reason !== null && <Text size="xs">{t(`reason.${message.reason}`)}</Text>}
      {message.provider_text !== null && <Text size="xs" c="dimmed" ff="monospace" lang="en" style={{ wordBreak: 'break-word' }}>{message.provider_text}</Text>}
      {message.attempts > 1 && <Text size="xs" c="dimmed">{t('attempts', { count: message.attempts })}</Text>}
    </Stack>
  );
}

/** The customer and the deal a message was about, each a link; a filter on the customer's messages. */
function About({ message, onCustomer }: { readonly message: MessageBody; readonly onCustomer: (id: number) => void }) {
  const { t } = useTranslation('outbox');
  const { customer, order, user } = message;
  if (customer === null && order === null && user === null) return <Text size="sm" c="dimmed">—</Text>;
  return (
    <Stack gap={2} align="flex-start">
      {customer !== null && <Anchor component={Link} to={customerPaths.record(customer.id)} size="sm">{customer.name}</Anchor>}
      {customer !== null && order !== null && (
        <Anchor component={Link} to={paths.of('pricing-worksheet', { id: customer.id, orderId: order.id })} size="xs">
          {t('deal', { id: order.id })}{order.vehicle === null ? '' : ` · ${order.vehicle}`}
        </Anchor>
      )}
      {customer !== null && <Button size="compact-xs" variant="subtle" px={0} onClick={() => onCustomer(customer.id)}>{t('only_customer')}</Button>}
      {user !== null && <Text size="xs">{t('staff', { name: user.name })}</Text>}
    </Stack>
  );
}

export interface MessageRowProps {
  readonly message: MessageBody;
  readonly locale: Locale;
  readonly country: Country;
  readonly busy: boolean;
  readonly onResend: (message: MessageBody) => void;
  readonly onCustomer: (id: number) => void;
}

/** One message: when, to whom (masked for some roles), what, about whom, its state, and resend when it may go again. */
export function MessageRow({ message, locale, country, busy, onResend, onCustomer }: MessageRowProps) {
  const { t } = useTranslation('outbox');
  const at = (iso: string | null) => (iso === null ? null : formatDateTime(new Date(iso), locale));
  return (
    <Table.Tr>
      <Table.Td style={{ whiteSpace: 'nowrap' }}>
        <Text size="sm">{at(message.created)}</Text>
        {message.sent_at !== null && <Text size="xs" c="dimmed">{t('sent_at', { at: at(message.sent_at) })}</Text>}
        {message.delivered_at !== null && <Text size="xs" c="dimmed">{t('delivered_at', { at: at(message.delivered_at) })}</Text>}
      </Table.Td>
      <Table.Td>
        <Text size="xs" c="dimmed">{t(`channel.${message.channel}`)}</Text>
        <Text size="sm" style={{ wordBreak: 'break-all' }} {...(message.to_masked ? { title: t('masked') } : {})}>{message.channel === 'sms' ? formatPhone(message.to, country) : message.to}</Text>
      </Table.Td>
      <Table.Td>
        <Text size="sm" fw={600}>{t(`kind.${message.kind}`)}</Text>
        <Text size="xs" c="dimmed">{message.subject === '' ? (message.channel === 'email' ? t('no_subject') : '') : message.subject}</Text>
        {message.language !== null && <Text size="xs" c="dimmed" data-testid="message-language">{t('written_in', { language: t(`language.${message.language}`) })}</Text>}
      </Table.Td>
      <Table.Td><About message={message} onCustomer={onCustomer} /></Table.Td>
      <Table.Td><MessageState message={message} /></Table.Td>
      <Table.Td>
        {message.resendable && (
          <Group gap={4}>
            <Button size="compact-sm" variant="default" loading={busy} onClick={() => onResend(message)} aria-label={t('resend.label', { id: message.id })}>{t('resend.button')}</Button>
          </Group>
        )}
      </Table.Td>
    </Table.Tr>
  );
}
