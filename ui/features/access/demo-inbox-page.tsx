import { Alert, Anchor, Badge, Button, Card, Group, Loader, Stack, Text, Title } from '@mantine/core';
import * as E from 'fp-ts/Either';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { OutboxMessage } from '../../../adapters/http/contract/access/access';
import { useInjection } from '../../shared/di';
import { formatDateTime } from '../../shared/format';
import { currentLocale } from '../../shared/i18n';
import { paths } from '../../shared/paths';
import { AccessTokens } from './access-tokens';

type Inbox = { readonly kind: 'loading' } | { readonly kind: 'ready'; readonly messages: readonly OutboxMessage[] } | { readonly kind: 'unavailable' };

/** Newest first, whatever order the server keeps. */
export function newestFirst(messages: readonly OutboxMessage[]): OutboxMessage[] {
  return [...messages].sort((a, b) => b.created_at.localeCompare(a.created_at));
}

/** /demo-inbox: the SMS and e-mails the demo server did not send (GET /api/demo/outbox/). */
export function DemoInboxPage() {
  const { t, i18n } = useTranslation();
  const inboxPort = useInjection(AccessTokens.demoInbox);
  const [inbox, setInbox] = useState<Inbox>({ kind: 'loading' });
  const load = useCallback(() => {
    setInbox({ kind: 'loading' });
    inboxPort.messages().then(
      (answer) => setInbox(E.isRight(answer) ? { kind: 'ready', messages: newestFirst(answer.right) } : { kind: 'unavailable' }),
      () => setInbox({ kind: 'unavailable' }),
    );
  }, [inboxPort]);
  useEffect(load, [load]);
  const locale = currentLocale(i18n);

  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Title order={1} size="h2">{t('demo.inbox_title')}</Title>
        <Group gap="sm">
          <Button variant="light" onClick={load} loading={inbox.kind === 'loading'}>{t('demo.refresh')}</Button>
          <Anchor component={Link} to={paths.login()}>{t('verification.back_to_login')}</Anchor>
        </Group>
      </Group>
      <Text c="dimmed" size="sm">{t('demo.inbox_intro')}</Text>
      {inbox.kind === 'loading' && <Loader aria-label={t('app.loading')} />}
      {inbox.kind === 'unavailable' && <Alert color="yellow" role="status">{t('demo.unavailable')}</Alert>}
      {inbox.kind === 'ready' && inbox.messages.length === 0 && <Text role="status">{t('demo.empty')}</Text>}
      {inbox.kind === 'ready' && (
        <Stack gap="sm" component="ol" p={0} m={0} style={{ listStyle: 'none' }} aria-label={t('demo.inbox_title')}>
          {inbox.messages.map((message, index) => (
            <Card key={`${message.created_at}-${index}`} component="li" withBorder padding="md" data-testid="outbox-message">
              <Group justify="space-between" gap="xs" mb="xs">
                <Group gap="xs">
                  <Badge color={message.channel === 'sms' ? 'grape' : 'blue'}>{t(`demo.channel.${message.channel}`)}</Badge>
                  <Text fw={600} size="sm">{message.to}</Text>
                </Group>
                <Text size="xs" c="dimmed">{formatDateTime(new Date(message.created_at), locale)}</Text>
              </Group>
              {/* Subject and body as sent, in the recipient's language (an English user's code is in English); translate="no" says so. */}
              {message.subject !== '' && <Text fw={500} size="sm" translate="no" data-sent-message>{message.subject}</Text>}
              <Text size="sm" translate="no" data-sent-message style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{message.body}</Text>
            </Card>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
