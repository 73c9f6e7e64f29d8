import { Anchor, Code, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { paths } from '../shared/paths';

/** /error-message/:errorContext/:referenceId: what went wrong, with a reference for support. */
export function ErrorMessagePage() {
  const { t, i18n } = useTranslation();
  const { errorContext = '', referenceId = '' } = useParams();
  const specific = `error_page.${errorContext}.${referenceId}`;
  const byContext = `error_page.${errorContext}.default`;
  const key = [specific, byContext].find((candidate) => i18n.exists(candidate)) ?? 'error_page.default';
  return (
    <Paper withBorder p="xl" radius="md" maw={560} mx="auto">
      <Stack gap="md" role="alert">
        <Title order={1} size="h2">{t('error_page.title')}</Title>
        <Text>{t(key)}</Text>
        <Text size="sm" c="dimmed">
          {t('error_page.reference')} <Code>{`${errorContext}/${referenceId}`}</Code>
        </Text>
        <Group gap="md">
          <Anchor component={Link} to={paths.customers()}>{t('error_page.to_customers')}</Anchor>
          <Anchor component={Link} to={paths.login()}>{t('error_page.to_login')}</Anchor>
        </Group>
      </Stack>
    </Paper>
  );
}
