import { Anchor, Button, CopyButton, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** A value to hand over: its name, the value (a link when `link`), and a button that copies it. */
export function SsoCopyRow({ what, value, link = false }: { readonly what: string; readonly value: string; readonly link?: boolean }) {
  const { t } = useTranslation('sso');
  const style = { overflowWrap: 'anywhere', fontFamily: 'var(--mantine-font-family-monospace)' } as const;
  return (
    <Stack gap={2}>
      <Text size="xs" c="dimmed" fw={500}>{what}</Text>
      <Group gap="xs" wrap="nowrap" justify="space-between" align="flex-start">
        {link
          ? <Anchor href={value} target="_blank" rel="noreferrer" size="sm" style={style}>{value}</Anchor>
          : <Text size="sm" style={style}>{value}</Text>}
        <CopyButton value={value}>
          {({ copied, copy }) => (
            <Button variant="default" size="compact-xs" onClick={copy} aria-label={t('provider.copy_label', { what })} style={{ flexShrink: 0 }}>
              {t(copied ? 'provider.copied' : 'provider.copy')}
            </Button>
          )}
        </CopyButton>
      </Group>
    </Stack>
  );
}
