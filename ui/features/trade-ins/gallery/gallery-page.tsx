import { ActionIcon, Alert, Button, Card, Group, Image, Modal, SimpleGrid, Skeleton, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import type { PublicGalleryResponse } from '../../../../adapters/http/contract/trade-ins/gallery';
import { useInjection } from '../../../shared/di';
import { formatCount, formatDateTime } from '../../../shared/format';
import { currentLocale } from '../../../shared/i18n';
import { ProblemAlert } from '../../../shared/problem-message';
import { useObservable } from '../../../shared/use-observable';
import { useViewModel } from '../../../shared/use-view-model';
import { createGalleryViewModel, type GalleryState, type GalleryViewModel } from './gallery-view-model';
import { GalleryTokens } from './gallery-tokens';

/**
 * /gallery/:token (spec 000/001: no sign-in): the trade-in's vehicle and pictures shared by the
 * dealership, in a grid; a picture opens large (arrow keys step through them, Escape closes). An
 * unknown or expired link says so.
 */
export function GalleryPage() {
  const { token = '' } = useParams();
  return <GalleryScreen key={token} token={token} />;
}

function GalleryScreen({ token }: { readonly token: string }) {
  const { t } = useTranslation();
  const port = useInjection(GalleryTokens.port);
  const vm = useViewModel(() => createGalleryViewModel(port, token), (v) => void v.load());
  const state = useObservable(vm.state$, { kind: 'loading' } as GalleryState);
  return (
    <Stack gap="lg">
      {state.kind === 'loading' && (
        <Stack role="progressbar" aria-busy="true" aria-label={t('gallery.loading')}><Skeleton h={40} w="60%" /><SimpleGrid cols={{ base: 1, xs: 2, md: 3 }}>{[0, 1, 2].map((i) => <Skeleton key={i} h={180} />)}</SimpleGrid></Stack>
      )}
      {state.kind === 'missing' && (
        <Card withBorder radius="md" padding="xl" role="alert">
          <Stack gap="xs" align="center" ta="center">
            <Text size="xl" fw={700} c="dimmed" aria-hidden="true">404</Text>
            <Title order={1} size="h3">{t('gallery.missing_title')}</Title>
            <Text c="dimmed">{t('gallery.missing_body')}</Text>
          </Stack>
        </Card>
      )}
      {state.kind === 'failed' && (
        <Alert color="red" variant="light" title={t('gallery.failed')}>
          <Stack gap="xs" align="flex-start"><ProblemAlert problem={state.problem} /><Button size="xs" variant="default" onClick={() => void vm.load()}>{t('gallery.retry')}</Button></Stack>
        </Alert>
      )}
      {state.kind === 'ready' && <Gallery gallery={state.gallery} open={state.open} vm={vm} />}
    </Stack>
  );
}

function Gallery({ gallery, open, vm }: { readonly gallery: PublicGalleryResponse; readonly open: number | null; readonly vm: GalleryViewModel }) {
  const { t, i18n } = useTranslation();
  const locale = currentLocale(i18n);
  const v = gallery.vehicle;
  const title = [v.year, v.make, v.model, v.trim].filter((x) => x !== '').join(' ');
  const shown = open === null ? null : gallery.pictures[open] ?? null;
  useEffect(() => {
    if (open === null) return undefined;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'ArrowRight') { event.preventDefault(); vm.next(); }
      if (event.key === 'ArrowLeft') { event.preventDefault(); vm.previous(); }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [open, vm]);
  const slot = (s: string) => t(`gallery.slots.${s}`);
  return (
    <>
      <Stack gap={4}>
        <Text size="sm" c="dimmed">{t('gallery.shared_by', { name: gallery.dealership.name, city: gallery.dealership.city, ...(gallery.dealership.city.trim() === '' ? { context: 'nocity' } : {}) })}</Text>
        <Title order={1} size="h2">{title}</Title>
        <Text>
          {[v.color, t(v.odometer_unit === 'mi' ? 'gallery.odometer_mi' : 'gallery.odometer_km', { value: formatCount(v.odometer, locale) })].filter((x) => x !== '').join(' · ')}
        </Text>
        <Text size="xs" c="dimmed">{t('gallery.expires', { date: formatDateTime(new Date(gallery.expires), locale) })}</Text>
      </Stack>
      {gallery.pictures.length === 0
        ? <Text c="dimmed" ta="center" py="xl">{t('gallery.empty')}</Text>
        : (
          <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="md" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {gallery.pictures.map((p, index) => (
              <li key={p.id}>
                <UnstyledButton onClick={() => vm.open(index)} aria-label={t('gallery.open', { slot: slot(p.slot) })} style={{ display: 'block', width: '100%' }} data-testid="gallery-picture">
                  <Card withBorder padding={0} radius="md">
                    <Image src={p.url} alt={slot(p.slot)} h={200} fit="cover" />
                    <Text size="sm" fw={600} p="xs">{slot(p.slot)}</Text>
                  </Card>
                </UnstyledButton>
              </li>
            ))}
          </SimpleGrid>
        )}
      <Modal opened={shown !== null} onClose={() => vm.close()} size="auto" centered title={shown === null ? '' : t('gallery.counter', { slot: slot(shown.slot), n: (open ?? 0) + 1, count: gallery.pictures.length })}
        closeButtonProps={{ 'aria-label': t('gallery.close') }}>
        {shown !== null && (
          <Stack gap="sm">
            <Image src={shown.url} alt={slot(shown.slot)} mah="75vh" maw="min(90vw, 1400px)" fit="contain" data-testid="gallery-large" />
            <Group justify="space-between">
              <ActionIcon variant="default" size="lg" onClick={() => vm.previous()} aria-label={t('gallery.previous')}><span aria-hidden="true">←</span></ActionIcon>
              <Text size="xs" c="dimmed">{t('gallery.keys')}</Text>
              <ActionIcon variant="default" size="lg" onClick={() => vm.next()} aria-label={t('gallery.next')}><span aria-hidden="true">→</span></ActionIcon>
            </Group>
          </Stack>
        )}
      </Modal>
    </>
  );
}
