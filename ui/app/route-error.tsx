import { Button, Center, Loader, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useRouteError } from 'react-router-dom';

export function FullPageLoader() {
  const { t } = useTranslation();
  return (
    <Center h="100vh">
      <Loader aria-label={t('app.loading')} />
    </Center>
  );
}

/** What a route shows when its guard, its data or its chunk fails for a technical reason. */
export function RouteError() {
  const { t } = useTranslation();
  const error = useRouteError();
  const chunk = error instanceof Error && /dynamically imported module|chunk|Importing a module script failed/i.test(error.message);
  return (
    <Center h="100vh" p="md">
      <Stack align="center" maw={480} role="alert">
        <Title order={1} size="h2">{t('errors.page_failed.title')}</Title>
        <Text ta="center">{t(chunk ? 'errors.page_failed.new_version' : 'errors.page_failed.body')}</Text>
        <Button onClick={() => window.location.reload()}>{t('errors.page_failed.reload')}</Button>
      </Stack>
    </Center>
  );
}
