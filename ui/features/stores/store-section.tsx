import { Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** One titled section of the /dealerships page. */
export function StoreSection({ id, title, intro, children }: { readonly id: string; readonly title: string; readonly intro?: string; readonly children: ReactNode }) {
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby={`${id}-title`}>
      <Stack gap="sm">
        <Title order={2} size="h4" id={`${id}-title`}>{title}</Title>
        {intro !== undefined && <Text size="sm" c="dimmed">{intro}</Text>}
        {children}
      </Stack>
    </Paper>
  );
}
