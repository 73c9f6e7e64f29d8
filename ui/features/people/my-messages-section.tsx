import { Alert, Badge, Button, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { MyMessageBody } from '../../../adapters/http/contract/people/profile';
import { useInjection } from '../../shared/di';
import { formatDateTime } from '../../shared/format';
import { currentLocale, languageTag } from '../../shared/i18n';
import { ListPages } from '../../shared/list-pages';
import { useObservable } from '../../shared/use-observable';
import { useViewModel } from '../../shared/use-view-model';
import { WRAPPING_BADGE } from '../../shared/wrapping-styles';
import { createMyMessagesViewModel, messageLabel } from './my-messages-view-model';
import { PeopleTokens } from './people-tokens';

/** Dark shades with white text, as the Messages screen's state badges. */
const STATE_COLORS: Readonly<Record<MyMessageBody['state'], string>> = {
  queued: 'gray.7', sending: 'indigo.9', sent: 'blue.9', delivered: 'teal.9', failed: 'red.9', opted_out: 'grape.9',
};

/** One message: what it was (a code "was sent", never its digits), by which channel to where, when, and its state. */
function MyMessageItem({ message }: { readonly message: MyMessageBody }) {
  const { t, i18n } = useTranslation();
  const locale = currentLocale(i18n);
  const label = messageLabel(message);
  return (
    <Stack component="li" gap={4} py="xs" style={{ borderBottom: '1px solid var(--mantine-color-default-border)' }} data-testid="my-message">
      <Group justify="space-between" align="flex-start" wrap="wrap" gap="xs">
        <Stack gap={0} style={{ minWidth: 0, flex: '1 1 14rem' }}>
          <Text fw={600} size="sm">{t(label.key)}</Text>
          {label.subject !== null && <Text size="sm" translate="no" data-sent-message style={{ wordBreak: 'break-word' }} {...(message.language === null ? {} : { lang: languageTag(message.language) })}>{label.subject}</Text>}
        </Stack>
        <Badge color={STATE_COLORS[message.state]} variant="filled" styles={WRAPPING_BADGE}>{t(`outbox:state.${message.state}`)}</Badge>
      </Group>
      <Text size="xs" c="dimmed" style={{ wordBreak: 'break-word' }}>
        {t('my_messages.sent_by', { channel: t(`outbox:channel.${message.channel}`), to: message.to, date: formatDateTime(new Date(message.created), locale) })}
      </Text>
      {message.reason !== null && <Text size="xs" c="red.9">{t(`outbox:reason.${message.reason}`)}</Text>}
    </Stack>
  );
}

/** "My messages" on My profile: what the product sent me, newest first, a page at a time. */
export function MyMessagesSection() {
  const { t } = useTranslation();
  const port = useInjection(PeopleTokens.myMessages);
  const vm = useViewModel(() => createMyMessagesViewModel(port), (model) => void model.load(1));
  const state = useObservable(vm.state$, { kind: 'loading', previous: null });
  const page = state.kind === 'ready' ? state.page : state.kind === 'loading' ? state.previous : null;
  return (
    <Paper withBorder p="lg" radius="md" component="section" aria-labelledby="my-messages-title">
      <Title order={2} size="h4" mb={4} id="my-messages-title">{t('my_messages.title')}</Title>
      <Text size="sm" c="dimmed" mb="sm">{t('my_messages.intro')}</Text>
      {state.kind === 'failed' && (
        <Alert color="red" mb="sm">
          <Group justify="space-between" gap="xs">
            <Text size="sm">{t('my_messages.failed')}</Text>
            <Button size="compact-sm" variant="light" onClick={() => void vm.load(state.page)}>{t('my_messages.retry')}</Button>
          </Group>
        </Alert>
      )}
      {page === null && state.kind === 'loading' && <Loader size="sm" aria-label={t('my_messages.loading')} />}
      {page !== null && page.count === 0 && <Text size="sm">{t('my_messages.empty')}</Text>}
      {page !== null && page.count > 0 && (
        <Stack gap="sm" aria-busy={state.kind === 'loading'}>
          <Stack component="ul" gap={0} m={0} p={0} style={{ listStyle: 'none' }} aria-labelledby="my-messages-title">
            {page.results.map((message) => <MyMessageItem key={message.id} message={message} />)}
          </Stack>
          <ListPages page={page.current} last={page.last} label={t('my_messages.pages')} disabled={state.kind === 'loading'} onChange={(n) => void vm.load(n)} />
        </Stack>
      )}
    </Paper>
  );
}
