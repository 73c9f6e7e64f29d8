import { Badge, Button, Group, ScrollArea, Stack, Text, UnstyledButton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { NotificationBody } from '../../../adapters/http/contract/notifications/notifications';
import { customerPaths } from '../../shared/customer-paths';
import { formatDateTime } from '../../shared/format';
import { currentLocale } from '../../shared/i18n';
import { notificationSentence } from './notification-sentence';
import type { NotificationsState } from './notifications-view-model';

interface Props {
  readonly state: NotificationsState;
  readonly onFollow: (n: NotificationBody) => void;
  readonly onRetry: () => void;
}

/** The popover's body: the latest notifications (each a link to its customer), or why there are none. */
export function NotificationList({ state, onFollow, onRetry }: Props) {
  const { t, i18n } = useTranslation('notifications');
  const locale = currentLocale(i18n);
  const items = state.items ?? [];
  return (
    <Stack gap="xs">
      {state.failed && (
        <Group justify="space-between" wrap="nowrap" role="alert">
          <Text size="sm" c="red.8">{t('failed')}</Text>
          <Button size="compact-sm" variant="light" onClick={onRetry} loading={state.loading}>{t('retry')}</Button>
        </Group>
      )}
      {state.items !== null && items.length === 0 && <Text size="sm" c="dimmed">{t('empty')}</Text>}
      {items.length > 0 && (
        <ScrollArea.Autosize mah={360} type="auto">
          <Stack component="ul" gap={0} m={0} p={0} style={{ listStyle: 'none' }}>
            {items.map((n) => (
              <li key={n.id}>
                <UnstyledButton
                  component={Link} to={customerPaths.record(n.customer.id)} onClick={() => onFollow(n)}
                  p="xs" w="100%"
                  style={{ borderRadius: 'var(--mantine-radius-sm)', display: 'block', ...(n.read ? {} : { background: 'var(--mantine-color-blue-light)' }) }}
                >
                  <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
                    <Text size="sm" fw={n.read ? 400 : 600}>{notificationSentence(t, locale, n)}</Text>
                    {!n.read && <Badge size="xs" variant="filled" style={{ flexShrink: 0 }}>{t('unread')}</Badge>}
                  </Group>
                  <Text size="xs" c="dimmed" component="time" dateTime={n.created}>{formatDateTime(new Date(n.created), locale)}</Text>
                </UnstyledButton>
              </li>
            ))}
          </Stack>
        </ScrollArea.Autosize>
      )}
    </Stack>
  );
}
