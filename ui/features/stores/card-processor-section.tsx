import { Alert, Badge, Button, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { confirmWith } from '../../shared/confirm';
import { useInjection } from '../../shared/di';
import { useObservable } from '../../shared/use-observable';
import { ProblemAlert } from '../../shared/problem-message';
import { useViewModel } from '../../shared/use-view-model';
import { SectionLoadFailed } from './section-load-failed';
import { CardProcessorTokens } from './card-processor-tokens';
import { outcomeOf } from './card-processor-view-model';

/**
 * The store's card-processor account (spec 000 sections 3, 4, 8): connected or not, connect
 * (the processor's page, then back here), disconnect after a confirmation, and a refusal worded
 * in the user's language. Placed on the /dealerships page.
 */
export function CardProcessorSection() {
  const { t, i18n } = useTranslation('card-processor');
  const [params] = useSearchParams();
  const factory = useInjection(CardProcessorTokens.viewModel);
  const vm = useViewModel(factory, (model) => void model.start(outcomeOf(params)));
  const state = useObservable(vm.state$, { kind: 'loading' });
  const disconnect = async () => {
    if (await confirmWith(t, 'disconnect_confirm', { danger: true })) await vm.disconnect();
  };

  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="card-processor-title">
      <Title order={2} size="h4" id="card-processor-title" mb="xs">{t('title')}</Title>
      {state.kind === 'loading' && <Skeleton role="progressbar" height={64} aria-label={t('loading')} />}
      {state.kind === 'failed' && <SectionLoadFailed state={state} message={t('failed')} retry={t('retry')} onRetry={() => void vm.retry()} />}
      {state.kind === 'ready' && (
        <Stack gap="sm">
          {state.outcome !== null && (
            <Alert color={state.outcome.kind === 'connected' ? 'green' : 'red'} role={state.outcome.kind === 'connected' ? 'status' : 'alert'}
              withCloseButton closeButtonLabel={t('dismiss')} onClose={() => vm.dismissOutcome()}>
              {state.outcome.kind === 'connected' ? t('outcome.connected') : t(`outcome.failed.${state.outcome.reason}`)}
            </Alert>
          )}
          <Text size="sm" c="dimmed">{t(`intro.${state.status.processor}`)}</Text>
          {state.status.has_stripe_account ? (
            <Group gap="xs" wrap="wrap">
              <Badge color="teal.9" variant="filled" tt="none">{t('connected')}</Badge>
              <Text size="sm">{t('account', { id: state.status.account_id ?? '' })}</Text>
              {state.status.connected_at !== null && (
                <Text size="sm" c="dimmed">{t('since', { date: new Date(state.status.connected_at).toLocaleDateString(i18n.language.replace('_', '-')) })}</Text>
              )}
            </Group>
          ) : <Badge color="gray.7" variant="filled" tt="none">{t('not_connected')}</Badge>}
          {state.refused && <Alert color="red" role="alert" title={t('refused')}>{t('refused_body')}</Alert>}
          <ProblemAlert problem={state.problem} />
          {state.status.may_manage ? (
            <Group>
              {state.status.has_stripe_account
                ? <Button color="red" variant="light" loading={state.busy === 'disconnecting'} onClick={() => void disconnect()}>{t('disconnect')}</Button>
                : <Button loading={state.busy === 'connecting'} onClick={() => void vm.connect()}>{t('connect')}</Button>}
            </Group>
          ) : <Text size="sm" c="dimmed">{t('admins_only')}</Text>}
        </Stack>
      )}
    </Paper>
  );
}
