import { Button, Group, Loader, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { SaveState } from './credit-draft-saver';

/**
 * What the form says of the draft it saves at each completed step: saving, saved, or not saved
 * with a way to try again (the answers stay on screen whatever happens). Announced politely.
 */
export function CreditSaveStatus({ saving, onRetry }: { readonly saving: SaveState; readonly onRetry: () => void }) {
  const { t } = useTranslation('shop-credit');
  return (
    <Group gap={6} mih={22} aria-live="polite" data-testid="credit-save-status" wrap="nowrap">
      {saving === 'saving' && <><Loader size={12} aria-hidden /><Text size="xs" c="dimmed">{t('draft.saving')}</Text></>}
      {saving === 'saved' && <Text size="xs" c="teal.9">{`✓ ${t('draft.saved')}`}</Text>}
      {saving === 'failed' && (
        <>
          <Text size="xs" c="red.8">{t('draft.failed')}</Text>
          <Button size="compact-xs" variant="subtle" onClick={onRetry}>{t('draft.retry')}</Button>
        </>
      )}
    </Group>
  );
}
