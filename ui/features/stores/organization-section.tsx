import { Badge, Button, Card, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useInjection } from '../../shared/di';
import { formatPlace } from '../../shared/format';
import { ProblemAlert } from '../../shared/problem-message';
import { useObservable } from '../../shared/use-observable';
import { useViewModel } from '../../shared/use-view-model';
import { UiTokens } from '../../shared/ui-tokens';
import { StoreSection } from './store-section';
import { StoreTokens } from './store-tokens';

/** Organization roles: their stores side by side (name, place, open deals, staff), each a switch away. */
export function OrganizationSection({ onSwitched }: { readonly onSwitched: () => void }) {
  const { t } = useTranslation('stores');
  const session = useInjection(UiTokens.session);
  const create = useInjection(StoreTokens.organizationViewModel);
  const vm = useViewModel(() => create((answer) => session.signedIn(answer.user, answer.total_managed_dealerships)), (v) => void v.start());
  const state = useObservable(vm.state$, { kind: 'loading' } as const);
  if (state.kind !== 'ready') return null;
  return (
    <StoreSection id="store-organization" title={t('organization.title')} intro={t('organization.intro')}>
      <ProblemAlert problem={state.problem} />
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
        {state.stores.map((s) => (
          <Card key={s.id} withBorder radius="md" padding="sm" aria-label={s.name} component="article">
            <Stack gap={6}>
              <Group justify="space-between" wrap="nowrap" align="flex-start">
                <Text fw={600} miw={0}>{s.name}</Text>
                {s.current && <Badge variant="light" style={{ flexShrink: 0 }}>{t('organization.current')}</Badge>}
              </Group>
              <Text size="sm" c="dimmed">{formatPlace(s.city, s.province_code)}</Text>
              <Text size="sm">{t('organization.open_deals', { count: s.open_deals })}</Text>
              <Text size="sm">{t('organization.users', { count: s.users })}</Text>
              {!s.current && (
                <Button size="xs" variant="default" loading={state.switching === s.id} disabled={state.switching !== null}
                  onClick={() => void vm.switchTo(s.id).then((moved) => { if (moved) onSwitched(); })}>
                  {t('organization.switch', { name: s.name })}
                </Button>
              )}
            </Stack>
          </Card>
        ))}
      </SimpleGrid>
    </StoreSection>
  );
}
