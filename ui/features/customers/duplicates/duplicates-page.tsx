import { Anchor, Button, Group, Pagination, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { confirmWith } from '../../../shared/confirm';
import { customerPaths } from '../../../shared/customer-paths';
import { useInjection } from '../../../shared/di';
import { ProblemAlert } from '../../../shared/problem-message';
import { showToast } from '../../../shared/toast';
import { usePhone } from '../../../shared/use-phone';
import { useObservable } from '../../../shared/use-observable';
import { useViewModel } from '../../../shared/use-view-model';
import { CustomerTokens } from '../customer-tokens';
import { useAssignableUsers } from '../use-assignable-users';
import { useCustomerRights } from '../use-customer-rights';
import type { DuplicatesViewModel, ReadyDuplicates } from './duplicates-view-model';
import { MergeComparison } from './merge-comparison';
import { PairCard } from './pair-card';
import { fullNameOf } from '../../../shared/person-name';

const nameOf = fullNameOf;

/** /customers/duplicates: likely duplicates of the store, compared side by side, merged, undone. */
export function DuplicatesPage() {
  const { t } = useTranslation();
  const factory = useInjection(CustomerTokens.duplicatesViewModel);
  const vm = useViewModel(() => factory(), (model) => model.start());
  const state = useObservable(vm.state$, { kind: 'loading', page: 1 });
  const rights = useCustomerRights();
  const reps = useAssignableUsers(true);
  const phone = usePhone();

  return (
    <Stack gap="md">
      <Group justify="space-between" wrap="wrap">
        <Title order={1} size="h2">{t('routes.customer-duplicates')}</Title>
        <Anchor component={Link} to={customerPaths.list()}>{t('customers.duplicates.back')}</Anchor>
      </Group>
      <Text c="dimmed" size="sm">{t('customers.duplicates.intro')}</Text>
      {state.kind === 'loading' ? (
        <Stack gap="sm" role="progressbar" aria-busy="true" aria-label={t('customers.duplicates.loading')}>{[1, 2, 3].map((n) => <Skeleton key={n} height={72} radius="md" />)}</Stack>
      ) : state.kind === 'failed' ? (
        <Stack gap="sm" align="flex-start">
          <ProblemAlert problem={state.problem ?? { code: 'generic', retryAfterSeconds: null }} />
          <Button onClick={vm.retry}>{t('customers.list.retry')}</Button>
        </Stack>
      ) : state.list.count === 0 ? (
        <Paper withBorder p="xl" radius="md">
          <Stack align="center" gap="xs" role="status">
            <Title order={2} size="h4">{t('customers.duplicates.empty')}</Title>
            <Text c="dimmed" size="sm">{t('customers.duplicates.empty_hint')}</Text>
          </Stack>
        </Paper>
      ) : (
        <Ready vm={vm} state={state} mayMerge={rights.mergeCustomers} country={rights.country} reps={reps} phone={phone} />
      )}
    </Stack>
  );
}

function Ready({ vm, state, mayMerge, country, reps, phone }: {
  readonly vm: DuplicatesViewModel; readonly state: ReadyDuplicates; readonly mayMerge: boolean; readonly country: 'CA' | 'US';
  readonly reps: ReturnType<typeof useAssignableUsers>; readonly phone: boolean;
}) {
  const { t } = useTranslation();
  const merge = async (pair: ReadyDuplicates['list']['results'][number]) => {
    const kept = pair.customers.find((c) => c.id === state.keep);
    const other = pair.customers.find((c) => c.id !== state.keep);
    if (!kept || !other || state.preview.kind !== 'ready') return;
    const deals = state.preview.value.counts.deals;
    const ok = await confirmWith(t, 'customers.duplicates.confirm', { values: { kept: nameOf(kept), merged: nameOf(other), deals: t('customers.duplicates.count.deals', { count: deals }) }, danger: true });
    if (!ok) return;
    const outcome = await vm.merge();
    if (!outcome.ok) return;
    showToast(t, {
      kind: 'success', message: 'customers.duplicates.merged', values: { kept: nameOf(kept), merged: nameOf(other) },
      action: {
        label: 'customers.duplicates.undo',
        onClick: () => void vm.undo(outcome.id).then((r) => showToast(t, r.ok
          ? { kind: 'success', message: 'customers.duplicates.undone' }
          : { kind: 'error', message: r.problem && r.problem.code === 'merge_undo_refused' ? 'problems.merge_undo_refused' : 'problems.generic' })),
      },
    });
  };
  return (
    <>
      <Text size="sm" role="status">{t('customers.duplicates.count_line', { count: state.list.count })}</Text>
      <Stack gap="sm" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {state.list.results.map((pair) => {
          const ids = pair.customers.map((c) => c.id).sort((x, y) => x - y);
          const open = state.selected !== null && state.selected[0] === ids[0] && state.selected[1] === ids[1];
          return (
            <PairCard key={ids.join('-')} pair={pair} open={open} panelId={`pair-${ids.join('-')}`} onToggle={() => vm.toggle(pair)}>
              <MergeComparison pair={pair} state={state} country={country} reps={reps} mayMerge={mayMerge} phone={phone} onKeep={vm.chooseKeep} onMerge={() => void merge(pair)} />
            </PairCard>
          );
        })}
      </Stack>
      {state.list.last > 1 && (
        <Group justify="center" component="nav" aria-label={t('customers.duplicates.pages')}>
          <Pagination total={state.list.last} value={state.page} onChange={vm.goToPage} size={phone ? 'sm' : 'md'} />
        </Group>
      )}
    </>
  );
}
