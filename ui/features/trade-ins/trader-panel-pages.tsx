import { Button, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSignOut } from '../../shared/session/use-sign-out';

function TraderPanel({ title, body }: { readonly title: string; readonly body: string }) {
  const { t } = useTranslation();
  const signOut = useSignOut();
  return (
    <Paper withBorder p="xl" radius="md" maw={560} mx="auto">
      <Stack gap="md">
        <Title order={1} size="h2">{title}</Title>
        <Text>{body}</Text>
        <Text size="sm" c="dimmed">{t('trader_panel.how_to')}</Text>
        <Button variant="light" onClick={() => void signOut()} w="fit-content">{t('shell.sign_out')}</Button>
      </Stack>
    </Paper>
  );
}

/** A trade-in-only dealership's user just signed in and asked for a page it does not expose. */
export function TraderPanelWarningPage() {
  const { t } = useTranslation();
  return <TraderPanel title={t('trader_panel.warning_title')} body={t('trader_panel.warning_body')} />;
}

/** A trade-in-only dealership's user opened the panel with nowhere else to go. */
export function TraderPanelSuccessfulLoginPage() {
  const { t } = useTranslation();
  return <TraderPanel title={t('trader_panel.success_title')} body={t('trader_panel.success_body')} />;
}
