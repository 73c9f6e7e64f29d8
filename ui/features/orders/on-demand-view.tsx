import { Button, Group, Loader, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { OnDemand } from '../../shared/use-load-on-demand';
import { problemKey } from './list/deal-problems';

/** What a deal card reads when opened: the value, or the problem with a retry, or a spinner with what is loading. */
export function OnDemandView<A>({ state, retry, failed, loading, children }: {
  readonly state: OnDemand<A>;
  readonly retry: () => void;
  /** The message key when the problem has none of its own. */
  readonly failed: string;
  readonly loading: string;
  readonly children: (value: A) => ReactNode;
}) {
  const { t } = useTranslation();
  if (state.kind === 'ready') return <>{children(state.value)}</>;
  if (state.kind === 'failed') {
    return (
      <Stack gap="xs" align="flex-start">
        <Text size="sm" c="red.9" role="alert">{t(problemKey(state.problem, failed))}</Text>
        <Button size="compact-xs" variant="default" onClick={retry}>{t('desk:links.retry')}</Button>
      </Stack>
    );
  }
  return <Group gap="xs"><Loader size="xs" /><Text size="sm" role="status">{t(loading)}</Text></Group>;
}
