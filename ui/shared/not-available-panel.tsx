import { Paper, Stack, Text, Title } from '@mantine/core';
import { useContext } from 'react';
import { useTranslation } from 'react-i18next';
import { NestedPage } from './page-header';

/** The one panel every page not built yet shows: its name and "This page is not available yet". */
export function NotAvailablePanel({ title, detail }: { readonly title: string; readonly detail?: string }) {
  const { t } = useTranslation();
  const nested = useContext(NestedPage);
  return (
    <Paper withBorder p="xl" radius="md" maw={720}>
      <Stack gap="sm">
        <Title order={nested ? 2 : 1} size="h2">{title}</Title>
        {detail !== undefined && <Text fw={500}>{detail}</Text>}
        <Text c="dimmed" role="status">{t('not_available.body')}</Text>
      </Stack>
    </Paper>
  );
}
