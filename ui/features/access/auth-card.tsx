import { Anchor, Group, Paper, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '../../shared/paths';
import { useDemoMode } from '../../shared/session/use-app-settings';

/** The card of the sign-in pages: a title, the content, and the demo inbox link in demo mode. */
export function AuthCard({ title, children, footer }: { readonly title: string; readonly children: ReactNode; readonly footer?: ReactNode }) {
  const { t } = useTranslation();
  const demo = useDemoMode();
  return (
    <Paper withBorder shadow="sm" p="xl" radius="md" maw={440} mx="auto">
      <Stack gap="md">
        <Title order={1} size="h2">{title}</Title>
        {children}
        {(footer !== undefined || demo) && (
          <Group justify="space-between" gap="xs">
            {footer}
            {demo && (
              <Anchor component={Link} to={paths.demoInbox()} size="sm">
                {t('demo.inbox_link')}
              </Anchor>
            )}
          </Group>
        )}
      </Stack>
    </Paper>
  );
}
