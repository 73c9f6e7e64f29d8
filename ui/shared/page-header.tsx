import { Stack, Text, Title } from '@mantine/core';
import { createContext, useContext } from 'react';

/**
 * True inside a page that has its own h1 already (the customer record around a deal's step pages):
 * a page drawn there heads itself with an h2, so the document keeps one h1 (issue 29 item 6).
 */
export const NestedPage = createContext(false);

/** A page's h1 (h2 when nested in a page that has one) and the sentence under it that says what the page is for. */
export function PageHeader({ title, intro }: { readonly title: string; readonly intro?: string }) {
  const nested = useContext(NestedPage);
  return (
    <Stack gap={4}>
      <Title order={nested ? 2 : 1} size="h2">{title}</Title>
      {intro !== undefined && <Text c="dimmed" size="sm">{intro}</Text>}
    </Stack>
  );
}
