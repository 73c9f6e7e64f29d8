import { Container, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** A link that opens nothing (unknown, replaced, or a closed deal): what to do, without saying which. */
export function NotFoundPage() {
  const { t } = useTranslation('shop');
  return (
    <Container size="sm" px="md" py="xl">
      <Stack gap="sm">
        <Title order={1} size="h2">{t('not_found.title')}</Title>
        <Text>{t('not_found.text')}</Text>
      </Stack>
    </Container>
  );
}
