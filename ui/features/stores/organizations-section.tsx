import { Alert, Button, Card, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useInjection } from '../../shared/di';
import { formatPlace } from '../../shared/format';
import { ProblemAlert } from '../../shared/problem-message';
import { useToast } from '../../shared/toast';
import { useObservable } from '../../shared/use-observable';
import { useViewModel } from '../../shared/use-view-model';
import { OrganizationDialogs } from './organization-dialogs';
import type { Saved } from './organizations-view-model';
import { StoreSection } from './store-section';
import { StoreTokens } from './store-tokens';

/**
 * Super admins (the spec's "create dealer" right, `organizations`): every organization with its
 * stores, a new organization, a new store in one, an organization renamed. An organization admin:
 * their own organization and a new store in it. `onStoreCreated` lets the page refresh what lists
 * stores (the user's stores, the switch).
 */
export function OrganizationsSection({ organizations, onStoreCreated }: { readonly organizations: boolean; readonly onStoreCreated: () => void }) {
  const { t } = useTranslation('stores');
  const create = useInjection(StoreTokens.organizationsViewModel);
  const vm = useViewModel(create, (v) => void v.start());
  const state = useObservable(vm.state$, { kind: 'loading' } as const);
  const toast = useToast();
  const onSaved = (saved: Saved) => {
    toast.success(`stores:organizations.toast.${saved.kind}`, { name: saved.name });
    if (saved.kind === 'store_created') onStoreCreated();
  };
  if (state.kind === 'loading') return null;
  if (state.kind === 'failed') {
    return (
      <StoreSection id="store-organizations" title={t('organizations.title')}>
        <ProblemAlert problem={state.problem} />
        <Group><Button variant="default" onClick={() => void vm.retry()}>{t('page.retry')}</Button></Group>
      </StoreSection>
    );
  }
  return (
    <StoreSection id="store-organizations" title={t('organizations.title')} intro={t(organizations ? 'organizations.intro' : 'organizations.intro_own')}>
      {organizations && <Group><Button onClick={() => vm.newOrganization()}>{t('organizations.new')}</Button></Group>}
      {state.organizations.length === 0 && <Alert variant="light" color="blue">{t('organizations.none')}</Alert>}
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
        {state.organizations.map((o) => (
          <Card key={o.id} withBorder radius="md" padding="sm" component="article" aria-label={o.name}>
            <Stack gap={6}>
              <Text fw={600}>{o.name}</Text>
              <Text size="sm" c="dimmed">{t('organizations.stores', { count: o.stores.length })}</Text>
              {o.stores.length > 0 && (
                <Stack gap={2} component="ul" m={0} pl="md">
                  {o.stores.map((s) => <Text key={s.id} size="sm" component="li">{t('organizations.store_line', { name: s.name, place: formatPlace(s.city, s.province_code) })}</Text>)}
                </Stack>
              )}
              <Group gap="xs">
                <Button size="xs" onClick={() => vm.newStore(o.id)} aria-label={t('organizations.new_store_in', { name: o.name })}>{t('organizations.new_store')}</Button>
                {organizations && <Button size="xs" variant="default" onClick={() => vm.rename(o.id)} aria-label={t('organizations.rename_named', { name: o.name })}>{t('organizations.rename')}</Button>}
              </Group>
            </Stack>
          </Card>
        ))}
      </SimpleGrid>
      <OrganizationDialogs vm={vm} dialog={state.dialog} onSaved={onSaved} />
    </StoreSection>
  );
}
