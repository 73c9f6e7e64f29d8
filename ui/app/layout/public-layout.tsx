import { Box, Container, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router-dom';
import { LanguageSwitch } from './language-switch';

/** The pages before (or outside) the dealer panel: sign-in, verification, errors, the demo inbox. */
export function PublicLayout() {
  const { t } = useTranslation();
  return (
    <Box mih="100vh" bg="gray.0">
      <Group component="header" justify="space-between" px="md" py="sm" bg="white" style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }}>
        <Text fw={700}>{t('app.title')}</Text>
        <LanguageSwitch />
      </Group>
      <Container component="main" size="md" py="xl">
        <Outlet />
      </Container>
    </Box>
  );
}
