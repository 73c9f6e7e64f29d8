import { Alert, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useInjection } from '../../shared/di';
import { useObservable } from '../../shared/use-observable';
import { useViewModel } from '../../shared/use-view-model';
import { SectionLoadFailed } from './section-load-failed';
import { SsoCard } from './sso-card';
import { SsoCopyRow } from './sso-copy-row';
import { SsoTokens } from './sso-tokens';
import { ssoDirty } from './sso-view-model';

export interface SsoSectionProps {
  /**
   * Told whether a card holds unsaved changes: a router has one blocker, so the page's dirty-form
   * guard covers this section too.
   */
  readonly onDirtyChange?: (dirty: boolean) => void;
}

/**
 * Manufacturer sign-in (issue 13 item 9) on the /dealerships page: the staff's sign-in link, then
 * one card per source (VW, Hyundai, the third source), each saved on its own. Read-only for those
 * the server says may not manage it.
 */
export function SsoSection({ onDirtyChange }: SsoSectionProps) {
  const { t } = useTranslation('sso');
  const factory = useInjection(SsoTokens.viewModel);
  const vm = useViewModel(factory, (model) => void model.start());
  const state = useObservable(vm.state$, { kind: 'loading' });
  const dirty = ssoDirty(state);
  useEffect(() => { onDirtyChange?.(dirty); }, [dirty, onDirtyChange]);

  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="sso-title">
      <Stack gap="sm">
        <Title order={2} size="h4" id="sso-title">{t('title')}</Title>
        <Text size="sm" c="dimmed">{t('intro')}</Text>
        {state.kind === 'loading' && <Skeleton role="progressbar" height={96} aria-label={t('loading')} />}
        {state.kind === 'failed' && <SectionLoadFailed state={state} message={t('failed')} retry={t('retry')} onRetry={() => void vm.retry()} />}
        {state.kind === 'ready' && (
          <>
            <Stack gap={4}>
              <SsoCopyRow what={t('staff_link.label')} value={state.staffLoginUrl} link />
              <Text size="xs" c="dimmed">{t('staff_link.hint')}</Text>
            </Stack>
            {!state.mayManage && <Alert color="blue" variant="light">{t('read_only')}</Alert>}
            {state.cards.map((card) => <SsoCard key={card.source} vm={vm} card={card} mayManage={state.mayManage} />)}
          </>
        )}
      </Stack>
    </Paper>
  );
}
