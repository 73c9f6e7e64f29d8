import { Alert, Button, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import type { FormEvent, ReactNode } from 'react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { mayAddStore, mayCreateDealer, maySeeOrganization, mayWriteStore } from '@dealer-panel/core/stores/store-access';
import { UiTokens } from '../../shared/ui-tokens';
import { toActor } from '../../shared/session/user-rights';
import { useInjection } from '../../shared/di';
import { useDirtyFormGuard } from '../../shared/use-dirty-form-guard';
import { useObservable } from '../../shared/use-observable';
import { useToast } from '../../shared/toast';
import { useViewModel } from '../../shared/use-view-model';
import { ProblemAlert } from '../../shared/problem-message';
import { HoursSection } from './hours-section';
import { LogoSection } from './logo-section';
import { OrganizationSection } from './organization-section';
import { OrganizationsSection } from './organizations-section';
import { ContactSection, DepositSection, LanguagesSection, ProfileSection, SystemsSection } from './store-sections';
import { useStoreMessage } from './store-messages';
import { StoreTokens } from './store-tokens';
import { CardProcessorSection } from './card-processor-section';
import { SsoSection } from './sso-section';
import { FeedsOutSection } from './feeds-section';
import { LocalTaxesSection } from './local-taxes-section';

export interface DealershipsPageProps {
  /** The card-processor account (issue 13.6), between the systems and the manufacturer sign-in, outside the form; tests may pass another. */
  readonly cardProcessorSection?: ReactNode;
}

/**
 * /dealerships (spec 000 section 3): the session's store, edited by its admins, read-only for the
 * others allowed in (the organization assistant, corporate users). Saved whole; errors beside the
 * fields; leaving with unsaved changes asks first.
 */
export function DealershipsPage({ cardProcessorSection = <CardProcessorSection /> }: DealershipsPageProps = {}) {
  const { t } = useTranslation('stores');
  const create = useInjection(StoreTokens.settingsViewModel);
  const vm = useViewModel(create, (v) => void v.start());
  const state = useObservable(vm.state$, { kind: 'loading' } as const);
  const session = useInjection(UiTokens.session);
  const { user } = useObservable(session.state$, session.snapshot());
  const mayEdit = user !== null && mayWriteStore(toActor(user));
  const organization = user !== null && maySeeOrganization(toActor(user));
  const createDealer = user !== null && mayCreateDealer(toActor(user));
  const addStore = user !== null && mayAddStore(toActor(user));
  // A new store joins the user's stores: the overview is read again.
  const [storesVersion, setStoresVersion] = useState(0);
  const message = useStoreMessage();
  const toast = useToast();
  const formRef = useRef<HTMLFormElement>(null);
  // The manufacturer sign-in cards are saved on their own; one guard (a router has one blocker) covers both.
  const [ssoDirty, setSsoDirty] = useState(false);
  useDirtyFormGuard((state.kind === 'ready' && state.dirty) || ssoDirty);

  if (state.kind === 'loading') return <Group justify="center" p="xl"><Loader aria-label={t('page.title')} /></Group>;
  if (state.kind === 'failed') {
    return (
      <Alert color="red" title={t('page.load_failed')}>
        <Button mt="sm" variant="default" onClick={() => void vm.retry()}>{t('page.retry')}</Button>
      </Alert>
    );
  }
  const disabled = !mayEdit || state.saving;
  const section = { vm, values: state.values, err: (field: string) => message(field, state.errors[field]), disabled };
  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (await vm.save()) return toast.success('stores:toast.saved');
    // Keyboard users land on the first field to fix (after React has drawn the errors).
    setTimeout(() => formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus(), 0);
  };

  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1} size="h2">{t('page.title')}</Title>
        <Text c="dimmed" size="sm">{t('page.intro')}</Text>
      </Stack>
      {addStore && <OrganizationsSection organizations={createDealer} onStoreCreated={() => setStoresVersion((n) => n + 1)} />}
      {organization && <OrganizationSection key={storesVersion} onSwitched={() => void vm.retry()} />}
      {!mayEdit && <Alert color="blue" variant="light">{t('page.read_only')}</Alert>}
      <form ref={formRef} onSubmit={(e) => void onSubmit(e)} noValidate aria-label={t('page.title')}>
        <Stack gap="lg">
          <ProfileSection {...section} />
          <ContactSection {...section} />
          <HoursSection {...section} />
          <LanguagesSection {...section} />
          <DepositSection {...section} />
          <SystemsSection {...section} />
          {mayEdit && (
            <Paper withBorder p="sm" radius="md" pos="sticky" bottom={0} style={{ zIndex: 2 }}>
              <Stack gap="xs">
                <ProblemAlert problem={state.problem} />
                <Group justify="space-between">
                  <Text size="sm" c={state.dirty ? 'orange' : 'dimmed'}>{state.dirty ? t('page.unsaved') : ''}</Text>
                  <Group>
                    <Button variant="default" onClick={() => vm.reset()} disabled={!state.dirty || state.saving}>{t('actions.reset')}</Button>
                    <Button type="submit" loading={state.saving} disabled={!state.dirty}>{t('actions.save')}</Button>
                  </Group>
                </Group>
              </Stack>
            </Paper>
          )}
        </Stack>
      </form>
      {cardProcessorSection}
      <SsoSection onDirtyChange={setSsoDirty} />
      {mayEdit && <FeedsOutSection />}
      {mayEdit && state.saved.country === 'US' && <LocalTaxesSection region={state.saved.province_code} />}
      <LogoSection vm={vm} logoUrl={state.saved.theme.logo} uploading={state.logo.uploading} errors={state.logo.errors} disabled={!mayEdit} />
    </Stack>
  );
}
