import { Button, Card, CopyButton, Group, SimpleGrid, Skeleton, Stack, Text, TextInput, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useInjection } from '../../shared/di';
import { formatDateTime } from '../../shared/format';
import { currentLocale } from '../../shared/i18n';
import { PictureSlotGrid } from '../../shared/picture-slots/picture-slot-grid';
import { createPicturesViewModel, type PicturesState } from '../../shared/picture-slots/picture-slots-view-model';
import { ProblemAlert } from '../../shared/problem-message';
import { useObservable } from '../../shared/use-observable';
import { useViewModel } from '../../shared/use-view-model';
import { TradeInTokens } from './trade-in-tokens';

/** The trade-in's seven picture slots (issue 16.5): add, replace or remove each; share the gallery link. */
export function TradeInPictures({ tradeInId }: { readonly tradeInId: number }) {
  const { t, i18n } = useTranslation('trade-ins');
  const ports = useInjection(TradeInTokens.pictures);
  const vm = useViewModel(() => createPicturesViewModel(ports(tradeInId)), (v) => void v.load());
  const state = useObservable(vm.state$, { kind: 'loading' } as PicturesState);
  const locale = currentLocale(i18n);
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-labelledby="trade-in-pictures">
      <Stack gap="md">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Title order={2} size="h4" id="trade-in-pictures">{t('pictures.title')}</Title>
          {state.kind === 'ready' && (
            <Button size="xs" variant="light" loading={state.busy === 'share'} disabled={state.busy !== null && state.busy !== 'share'} onClick={() => void vm.share()}>
              {t(state.shared === null ? 'pictures.share' : 'pictures.share_again')}
            </Button>
          )}
        </Group>
        {state.kind === 'loading' && <SimpleGrid cols={{ base: 2, sm: 3, md: 4 }} role="progressbar" aria-busy="true" aria-label={t('pictures.loading')}>{[0, 1, 2, 3].map((i) => <Skeleton key={i} h={120} />)}</SimpleGrid>}
        {state.kind === 'failed' && (
          <Stack gap="xs" align="flex-start">
            <ProblemAlert problem={state.problem} />
            <Text size="sm" c="red.8">{t('pictures.failed')}</Text>
            <Button size="xs" variant="default" onClick={() => void vm.load()}>{t('page.retry')}</Button>
          </Stack>
        )}
        {state.kind === 'ready' && (
          <>
            <Text size="sm" c="dimmed">{t(state.slots.may_edit ? 'pictures.intro' : 'pictures.intro_read_only', { size: state.slots.max_bytes / (1024 * 1024) })}</Text>
            {state.shared !== null && (
              <Stack gap={4}>
                <Group gap="xs" align="flex-end" wrap="nowrap">
                  <TextInput label={t('pictures.link_label')} value={state.shared.url} readOnly style={{ flex: 1, minWidth: 0 }} onFocus={(e) => e.currentTarget.select()} data-testid="gallery-link" />
                  <CopyButton value={state.shared.url}>
                    {({ copied, copy }) => <Button variant="default" onClick={copy}>{t(copied ? 'pictures.copied' : 'pictures.copy')}</Button>}
                  </CopyButton>
                </Group>
                <Text size="xs" c="dimmed">{t('pictures.link_expires', { date: formatDateTime(new Date(state.shared.expires), locale) })}</Text>
              </Stack>
            )}
            {state.done !== null && <Text size="sm" c="teal.9" fw={600} role="status">{t(`pictures.${state.done}`)}</Text>}
            <ProblemAlert problem={state.problem} />
            <PictureSlotGrid state={state} vm={vm} ns="trade-ins" editable={state.slots.may_edit} />
          </>
        )}
      </Stack>
    </Card>
  );
}
