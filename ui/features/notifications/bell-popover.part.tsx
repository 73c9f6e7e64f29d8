import { Anchor, Button, Divider, Group, Popover, Text } from '@mantine/core';
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { NotificationBody } from '../../../adapters/http/contract/notifications/notifications';
import { paths } from '../../shared/paths';
import { NotificationList } from './notification-list';
import type { NotificationsState } from './notifications-view-model';

export interface BellPopoverProps {
  readonly opened: boolean;
  readonly onChange: (opened: boolean) => void;
  /** The bell's button (notification-bell.tsx), the popover's target. */
  readonly target: ReactElement;
  readonly state: NotificationsState;
  readonly onMarkAll: () => void;
  readonly onFollow: (n: NotificationBody) => void;
  readonly onRetry: () => void;
  readonly onClose: () => void;
}

/** The bell's popover (a file of its own: notification-bell.tsx): the latest notifications, "Mark all as read", the preferences. */
export function BellPopover({ opened, onChange, target, state, onMarkAll, onFollow, onRetry, onClose }: BellPopoverProps) {
  const { t } = useTranslation('notifications');
  const unread = state.unread ?? 0;
  return (
    <Popover opened={opened} onChange={onChange} position="bottom-end" width={360} shadow="md" withinPortal trapFocus returnFocus>
      <Popover.Target>{target}</Popover.Target>
      <Popover.Dropdown role="dialog" aria-label={t('title')} maw="calc(100vw - 16px)">
        <Group justify="space-between" mb="xs" wrap="nowrap">
          <Text fw={700}>{t('title')}</Text>
          <Button size="compact-sm" variant="subtle" onClick={onMarkAll} disabled={unread === 0} loading={state.marking}>
            {t('mark_all')}
          </Button>
        </Group>
        <NotificationList state={state} onFollow={onFollow} onRetry={onRetry} />
        <Divider my="xs" />
        <Anchor component={Link} to={paths.myProfile()} size="xs" onClick={onClose}>{t('preferences')}</Anchor>
      </Popover.Dropdown>
    </Popover>
  );
}
