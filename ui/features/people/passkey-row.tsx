import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { PasskeyBody } from '../../../adapters/http/contract/access/passkeys';
import { formatDateTime, formatDate } from '../../shared/format';
import { currentLocale } from '../../shared/i18n';

export interface PasskeyRowProps {
  readonly passkey: PasskeyBody;
  readonly busy: boolean;
  /** Resolves the name's error key, or null once renamed. */
  readonly onRename: (name: string) => Promise<string | null>;
  readonly onRemove: () => void;
}

/** One passkey of My profile: its name, when it was added and last used, rename in place, remove. */
export function PasskeyRow({ passkey, busy, onRename, onRemove }: PasskeyRowProps) {
  const { t, i18n } = useTranslation();
  const locale = currentLocale(i18n);
  const [editing, setEditing] = useState(false);
  const [name, setName] = useState(passkey.name);
  const [error, setError] = useState<string | null>(null);

  const save = async (event: FormEvent) => {
    event.preventDefault();
    const refused = await onRename(name);
    setError(refused);
    if (refused === null) setEditing(false);
  };

  if (editing) {
    return (
      <form onSubmit={(event) => void save(event)} noValidate>
        <Stack gap="xs">
          <TextInput
            label={t('passkeys.rename_label', { name: passkey.name })} value={name} maxLength={60} data-autofocus autoFocus
            onChange={(event) => setName(event.currentTarget.value)} error={error === null ? null : t(error)}
            onKeyDown={(event) => { if (event.key === 'Escape') { setEditing(false); setName(passkey.name); setError(null); } }}
          />
          <Group gap="xs">
            <Button type="submit" size="xs" loading={busy}>{t('passkeys.save_name')}</Button>
            <Button size="xs" variant="default" onClick={() => { setEditing(false); setName(passkey.name); setError(null); }}>{t('passkeys.cancel')}</Button>
          </Group>
        </Stack>
      </form>
    );
  }

  return (
    <Group justify="space-between" align="flex-start" gap="xs" wrap="wrap">
      <div style={{ minWidth: 0, flex: '1 1 12rem' }}>
        <Text fw={500} style={{ overflowWrap: 'anywhere' }}>{passkey.name}</Text>
        <Text size="xs" c="dimmed">
          {t('passkeys.added_on', { date: formatDate(new Date(passkey.created_at), locale) })}
          {' · '}
          {passkey.last_used_at === null ? t('passkeys.never_used') : t('passkeys.last_used', { date: formatDateTime(new Date(passkey.last_used_at), locale) })}
        </Text>
      </div>
      <Group gap="xs">
        <Button size="xs" variant="default" disabled={busy} onClick={() => setEditing(true)} aria-label={t('passkeys.rename_button_label', { name: passkey.name })}>{t('passkeys.rename')}</Button>
        <Button size="xs" variant="light" color="red" disabled={busy} onClick={onRemove} aria-label={t('passkeys.remove_label', { name: passkey.name })}>{t('passkeys.remove')}</Button>
      </Group>
    </Group>
  );
}
