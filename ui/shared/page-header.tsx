import { Stack, Text, Title } from '@mantine/core';

/** A page's h1 and the sentence under it that says what the page is for. */
export function PageHeader({ title, intro }: { readonly title: string; readonly intro?: string }) {
  return (
    <Stack gap={4}>
      <Title order={1} size="h2">{title}</Title>
      {intro !== undefined && <Text c="dimmed" size="sm">{intro}</Text>}
    </Stack>
  );
}
