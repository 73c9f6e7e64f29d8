import { Badge, Button, Group, Paper, Skeleton, Stack, Text, TextInput, Title } from '@mantine/core';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { InventoryFeedBody } from '../../../adapters/http/contract/inventory/inventory-feeds';
import { confirmWith } from '../../shared/confirm';
import { useInjection } from '../../shared/di';
import { formatDateTime } from '../../shared/format';
import { currentLocale } from '../../shared/i18n';
import { ProblemAlert } from '../../shared/problem-message';
import { useToast } from '../../shared/toast';
import { useObservable } from '../../shared/use-observable';
import { useViewModel } from '../../shared/use-view-model';
import { FeedsTokens } from './feeds-tokens';
import type { FeedsViewModel } from './feeds-view-model';
import { SectionLoadFailed } from './section-load-failed';
import { SsoCopyRow } from './sso-copy-row';

/** The staff's inventory spreadsheet (admins and sales managers; the server checks). */
export const INVENTORY_EXPORT_URL = '/api/dealer/inventory/export/';

function FeedRow({ feed, vm, busy }: { readonly feed: InventoryFeedBody; readonly vm: FeedsViewModel; readonly busy: boolean }) {
  const { t, i18n } = useTranslation('stores');
  const toast = useToast();
  const when = (iso: string) => formatDateTime(new Date(iso), currentLocale(i18n));
  const revoke = async () => {
    if (await confirmWith(t, 'feeds.revoke_confirm', { values: { label: feed.label }, danger: true }) && await vm.revoke(feed.id)) toast.success('stores:feeds.revoked_toast');
  };
  const revoked = feed.revoked_at !== null;
  return (
    <Paper withBorder p="sm" radius="sm" component="li" aria-label={feed.label} style={{ listStyle: 'none' }}>
      <Group justify="space-between" align="flex-start" gap="xs">
        <Stack gap={2} style={{ minWidth: 0, flex: '1 1 16rem' }}>
          <Group gap="xs">
            <Text fw={600} style={{ overflowWrap: 'anywhere' }}>{feed.label}</Text>
            <Badge color={revoked ? 'gray.7' : 'teal.9'} variant="filled" tt="none">{revoked ? t('feeds.revoked', { when: when(feed.revoked_at ?? '') }) : t('feeds.active')}</Badge>
          </Group>
          <Text size="xs" c="dimmed">{t('feeds.format')} · {t('feeds.ends_with', { hint: feed.token_hint })}</Text>
          <Text size="xs" c="dimmed">
            {t('feeds.created_at', { when: when(feed.created_at) })} · {feed.last_fetched_at === null ? t('feeds.never_fetched') : t('feeds.last_fetched', { when: when(feed.last_fetched_at) })}
            {feed.fetch_count > 0 ? ` · ${t('feeds.fetch_count', { count: feed.fetch_count })}` : ''}
          </Text>
        </Stack>
        {!revoked && <Button variant="default" color="red" size="xs" loading={busy} onClick={() => void revoke()}>{t('feeds.revoke')}</Button>}
      </Group>
    </Paper>
  );
}

/**
 * "Feeds out" (issue 31 items 4 and 5) on the /dealerships page, for the store's admins: the
 * published feeds with when each was last read, a new one (its address shown once, to copy),
 * revoke after a confirmation, and the inventory as a spreadsheet.
 */
export function FeedsOutSection() {
  const { t } = useTranslation('stores');
  const factory = useInjection(FeedsTokens.viewModel);
  const vm = useViewModel(factory, (model) => void model.start());
  const state = useObservable(vm.state$, { kind: 'loading' });
  const onSubmit = (event: FormEvent) => { event.preventDefault(); void vm.create(); };
  const labelError = state.kind === 'ready' ? state.errors.label?.[0] : undefined;

  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="feeds-out-title">
      <Stack gap="sm">
        <Title order={2} size="h4" id="feeds-out-title">{t('feeds.title')}</Title>
        <Text size="sm" c="dimmed">{t('feeds.intro')}</Text>
        {state.kind === 'loading' && <Skeleton role="progressbar" height={96} aria-label={t('feeds.loading')} />}
        {state.kind === 'failed' && <SectionLoadFailed state={state} message={t('feeds.failed')} retry={t('feeds.retry')} onRetry={() => void vm.retry()} />}
        {state.kind === 'ready' && (
          <>
            {state.created !== null && (
              <Paper withBorder p="sm" radius="sm" role="status" style={{ borderColor: 'var(--mantine-color-teal-9)', borderWidth: 2 }}>
                <Stack gap="xs">
                  <Text fw={600}>{t('feeds.created_title')}</Text>
                  <Text size="sm">{t('feeds.created_hint')}</Text>
                  <SsoCopyRow what={t('feeds.address')} value={state.created.url} />
                  <Group justify="flex-end"><Button variant="default" size="xs" onClick={() => vm.dismissCreated()}>{t('feeds.done')}</Button></Group>
                </Stack>
              </Paper>
            )}
            <form onSubmit={onSubmit} noValidate aria-label={t('feeds.create')}>
              <Group align="flex-start" gap="sm" wrap="wrap">
                <TextInput label={t('feeds.label')} description={t('feeds.label_hint')} value={state.label} maxLength={80} style={{ flex: '1 1 16rem' }}
                  error={labelError === undefined ? undefined : t(`feeds.errors.${labelError}`, { defaultValue: t('common:problems.generic') })}
                  onChange={(e) => vm.setLabel(e.currentTarget.value)} />
                <Button type="submit" mt={{ base: 0, sm: 24 }} loading={state.busy === 'creating'}>{t('feeds.create')}</Button>
              </Group>
            </form>
            <ProblemAlert problem={state.problem} />
            {state.feeds.length === 0
              ? <Text size="sm" c="dimmed">{t('feeds.empty')}</Text>
              : (
                <Stack component="ul" gap="xs" p={0} m={0}>
                  {state.feeds.map((f) => (
                    <FeedRow key={f.id} feed={f} vm={vm} busy={typeof state.busy === 'object' && state.busy !== null && state.busy.revoking === f.id} />
                  ))}
                </Stack>
              )}
          </>
        )}
        <Group gap="xs" wrap="wrap">
          <Button component="a" href={INVENTORY_EXPORT_URL} download variant="default">{t('feeds.export')}</Button>
          <Text size="xs" c="dimmed">{t('feeds.export_hint')}</Text>
        </Group>
      </Stack>
    </Paper>
  );
}
