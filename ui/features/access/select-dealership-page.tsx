import { Button, Center, Loader, Stack, Text, TextInput, UnstyledButton } from '@mantine/core';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { UiTokens } from '../../shared/ui-tokens';
import { AccessTokens } from './access-tokens';
import { useInjection } from '../../shared/di';
import { ProblemAlert } from '../../shared/problem-message';
import { useFollowDestination } from './use-follow-destination';
import { useObservable } from '../../shared/use-observable';
import { useViewModel } from '../../shared/use-view-model';
import { useSignOut } from '../../shared/session/use-sign-out';
import { AuthCard } from './auth-card';
import { afterVerification } from './sign-in-destination';

const INITIAL = { kind: 'choosing', loading: true, dealerships: [], switching: null, problem: null } as const;

/** /select-dealership: a searchable list of the user's dealerships; choosing one switches the session. */
export function SelectDealershipPage() {
  const { t } = useTranslation();
  const vm = useViewModel(useInjection(AccessTokens.selectDealershipViewModel));
  const state = useObservable(vm.state$, INITIAL);
  const memory = useInjection(UiTokens.signInMemory);
  const follow = useFollowDestination();
  const signOut = useSignOut();

  useEffect(() => {
    if (state.kind !== 'switched') return;
    memory.setPromptDealershipSelect(false);
    follow(afterVerification(false, state.answer.user.dealership !== null, memory.savedUrl()));
  }, [state, memory, follow]);

  const choosing = state.kind === 'choosing' ? state : INITIAL;
  return (
    <AuthCard title={t('select_dealership.title')} footer={<Button variant="subtle" size="compact-sm" onClick={() => void signOut()}>{t('shell.sign_out')}</Button>}>
      <TextInput label={t('select_dealership.search')} type="search" onChange={(event) => vm.search(event.currentTarget.value)} />
      <ProblemAlert problem={choosing.problem} />
      {choosing.loading && choosing.dealerships.length === 0 ? (
        <Center py="md"><Loader size="sm" aria-label={t('app.loading')} /></Center>
      ) : (
        <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-busy={choosing.loading} aria-label={t('select_dealership.list')}>
          {choosing.dealerships.map((dealership) => (
            <li key={dealership.id}>
              <UnstyledButton
                onClick={() => void vm.choose(dealership.id)}
                disabled={choosing.switching !== null}
                w="100%"
                p="sm"
                style={{ border: '1px solid var(--mantine-color-gray-3)', borderRadius: 'var(--mantine-radius-md)' }}
              >
                <Text fw={600}>{dealership.name}</Text>
                <Text size="sm" c="dimmed">{dealership.city.trim() === '' ? dealership.province_code : t('select_dealership.place', { city: dealership.city, province: dealership.province_code })}</Text>
                {choosing.switching === dealership.id && <Loader size="xs" aria-label={t('app.loading')} />}
              </UnstyledButton>
            </li>
          ))}
          {!choosing.loading && choosing.dealerships.length === 0 && <Text c="dimmed" role="status">{t('select_dealership.none')}</Text>}
        </Stack>
      )}
    </AuthCard>
  );
}
