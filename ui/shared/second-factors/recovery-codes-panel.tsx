import { Alert, Button, Code, Group, List, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/** Recovery codes shown once: copy, download, then "I saved them" closes them for good. */
export function RecoveryCodesPanel({ codes, onSaved }: { readonly codes: readonly string[]; readonly onSaved: () => void }) {
  const { t } = useTranslation('security');
  const [copied, setCopied] = useState(false);
  const text = `${codes.join('\n')}\n`;
  const copy = async () => {
    await navigator.clipboard?.writeText(text);
    setCopied(true);
  };
  const download = () => {
    const url = URL.createObjectURL(new Blob([text], { type: 'text/plain' }));
    const a = document.createElement('a');
    a.href = url;
    a.download = t('recovery.file_name');
    a.click();
    URL.revokeObjectURL(url);
  };
  return (
    <Alert color="yellow" title={t('recovery.title')} data-testid="recovery-codes">
      <Stack gap="sm">
        <Text size="sm">{t('recovery.intro')}</Text>
        <List aria-label={t('recovery.list_label')} listStyleType="none" spacing={2} style={{ columns: 2 }}>
          {codes.map((c) => <List.Item key={c}><Code fz="sm">{c}</Code></List.Item>)}
        </List>
        <Group gap="xs" wrap="wrap">
          <Button variant="default" size="xs" onClick={() => { void copy(); }}>{t(copied ? 'recovery.copied' : 'recovery.copy')}</Button>
          <Button variant="default" size="xs" onClick={download}>{t('recovery.download')}</Button>
          <Button size="xs" onClick={onSaved}>{t('recovery.saved')}</Button>
        </Group>
      </Stack>
    </Alert>
  );
}
