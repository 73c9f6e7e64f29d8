import { Alert, Button, Checkbox, Group, Loader, NumberInput, PasswordInput, Stack, Text, TextInput, Title } from '@mantine/core';
import type { TFunction } from 'i18next';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { Locale } from '../../../../adapters/http/contract/common';
import { confirmWith } from '../../../shared/confirm';
import { formatDateTime } from '../../../shared/format';
import { useObservable } from '../../../shared/use-observable';
import { failureReason } from './import-messages';
import type { PullState, PullViewModel, SavedPull } from './pull-view-model';

const P = 'imports:pull';

/** A field's message: the server's code for it in the user's language. */
const fieldError = (t: TFunction, state: PullState, field: string): string | null => {
  const code = state.failure?.fieldErrors[field]?.[0];
  if (code === undefined) return null;
  const key = `${P}.errors.${code.replace(/^pull\./, '')}`;
  return t(key, { defaultValue: t('validation:default') });
};

/** The last pull as one sentence: when, and what it left (imported, nothing new, or failed with its reason). */
export function lastPullLine(t: TFunction, exists: (key: string) => boolean, locale: Locale, saved: SavedPull): string {
  const last = saved.last_pull;
  if (last === null) return t(`${P}.never`);
  const reason = failureReason(t, exists, last.code ?? '');
  return t(`${P}.last`, { when: formatDateTime(new Date(last.at), locale), outcome: t(`${P}.outcome.${last.status}`, { reason }) });
}

/**
 * The Vehicles tab's "Scheduled pull" (issue 31 item 1): the feed's https address, its period,
 * optional credentials (never shown back), save, stop (asked first), pull now, and the last pull.
 */
export function PullSection({ vm }: { readonly vm: PullViewModel }) {
  const { t, i18n } = useTranslation();
  const locale = i18n.language as Locale;
  const state = useObservable(vm.state$, vm.snapshot());
  const exists = (key: string) => i18n.exists(key);
  useEffect(() => { void vm.load(); }, [vm]);

  const { form, saved, busy } = state;
  const general = state.failure === null || state.failure.handled || Object.keys(state.failure.fieldErrors).length > 0 ? null
    : state.failure.code === 'pull_not_set' ? t(`${P}.not_set`)
    : state.failure.code === 'import_running' ? t('imports:running')
    : state.failure.code === 'technical' ? t(`${P}.technical`) : t('validation:default');
  const stop = async () => {
    if (saved === null || !(await confirmWith(t, `${P}.stop_confirm`, { values: { url: saved.url }, danger: true }))) return;
    await vm.remove();
  };

  return (
    <Stack gap="sm" pt="md" component="section" aria-labelledby="feed-pull-title" data-testid="feed-pull">
      <Title order={3} id="feed-pull-title">{t(`${P}.title`)}</Title>
      <Text size="sm" c="dimmed" maw={640}>{t(`${P}.intro`)}</Text>
      {state.loading && <Group gap="xs"><Loader size="sm" /></Group>}
      {state.loadFailure !== null && (
        <Group gap="sm"><Alert color="red" variant="light">{t(`${P}.load_failed`)}</Alert><Button variant="default" onClick={() => void vm.load()}>{t(`${P}.retry`)}</Button></Group>
      )}
      {!state.loading && state.loadFailure === null && (
        <form onSubmit={(e) => { e.preventDefault(); void vm.save(); }} noValidate>
          <Stack gap="sm" maw={520}>
            <TextInput
              label={t(`${P}.url`)} description={t(`${P}.url_hint`)} placeholder={t(`${P}.url_placeholder`)} type="url" inputMode="url" autoComplete="off" required
              value={form.url} onChange={(e) => vm.edit({ url: e.currentTarget.value })} error={fieldError(t, state, 'url')} disabled={busy !== null}
            />
            <NumberInput
              label={t(`${P}.every_hours`)} description={t(`${P}.every_hours_hint`)} min={1} max={168} step={1} allowDecimal={false} allowNegative={false} maw={200}
              value={form.everyHours} onChange={(v) => vm.edit({ everyHours: String(v) })} error={fieldError(t, state, 'every_hours')} disabled={busy !== null}
            />
            {saved?.has_credentials === true && <Text size="sm">{t(`${P}.credentials_saved`)}</Text>}
            <Group gap="sm" grow preventGrowOverflow={false} wrap="wrap">
              <TextInput
                label={t(`${P}.username`)} autoComplete="off" value={form.username} miw={200}
                onChange={(e) => vm.edit({ username: e.currentTarget.value })} error={fieldError(t, state, 'username')} disabled={busy !== null}
              />
              <PasswordInput
                label={t(`${P}.password`)} autoComplete="new-password" value={form.password} miw={200}
                onChange={(e) => vm.edit({ password: e.currentTarget.value })} error={fieldError(t, state, 'password')} disabled={busy !== null}
              />
            </Group>
            {saved?.has_credentials === true && (
              <Checkbox label={t(`${P}.drop_credentials`)} checked={form.dropCredentials} onChange={(e) => vm.edit({ dropCredentials: e.currentTarget.checked })} disabled={busy !== null} />
            )}
            <Group gap="sm" wrap="wrap">
              <Button type="submit" loading={busy === 'saving'} disabled={busy !== null && busy !== 'saving'}>{t(`${P}.save`)}</Button>
              {saved !== null && (
                <>
                  <Button variant="default" onClick={() => void vm.pullNow()} loading={busy === 'pulling'} disabled={busy !== null && busy !== 'pulling'}>{t(`${P}.now`)}</Button>
                  <Button variant="subtle" color="red" onClick={() => void stop()} loading={busy === 'removing'} disabled={busy !== null && busy !== 'removing'}>{t(`${P}.stop`)}</Button>
                </>
              )}
            </Group>
          </Stack>
        </form>
      )}
      {busy === 'pulling' && <Text size="sm" role="status">{t(`${P}.pulling`)}</Text>}
      {general !== null && <Alert color="red" variant="light" role="alert">{general}</Alert>}
      {state.done !== null && <Alert color="green" variant="light" role="status" maw={520}>{t(`${P}.${state.done}`)}</Alert>}
      {!state.loading && state.loadFailure === null && (
        <Text size="sm" data-testid="feed-pull-last">{saved === null ? t(`${P}.none_set`) : lastPullLine(t, exists, locale, saved)}</Text>
      )}
    </Stack>
  );
}
