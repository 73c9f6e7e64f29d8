import { Alert, Button, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { DISCLOSURE_KEYS } from '@dealer-panel/core/stores/disclosures';
import { UiTokens } from '../../../shared/ui-tokens';
import { useInjection } from '../../../shared/di';
import { ProblemAlert } from '../../../shared/problem-message';
import { useDirtyFormGuard } from '../../../shared/use-dirty-form-guard';
import { useObservable } from '../../../shared/use-observable';
import { useViewModel } from '../../../shared/use-view-model';
import { DisclaimerPackageEditor } from './disclaimer-package-editor';
import { DisclosureTextEditor } from './disclosure-text-editor';
import { DisclosuresTokens } from './disclosures-tokens';
import { PageHeader } from '../../../shared/page-header';
import { PageLoadState } from '../../../shared/page-load-state';

/** /disclosure: the store's bilingual disclosure texts and its disclaimer package (spec 000 sections 2.1 and 3). */
export function DisclosuresPage() {
  const { t } = useTranslation('disclosures');
  const factory = useInjection(DisclosuresTokens.viewModel);
  const session = useInjection(UiTokens.session);
  const { user } = useObservable(session.state$, session.snapshot());
  const readOnly = user?.is_dealer_vw_corporate ?? true;
  const vm = useViewModel(factory, (model) => void model.start());
  const state = useObservable(vm.state$, { kind: 'loading' });
  useDirtyFormGuard(state.kind === 'ready' && state.dirty);

  return (
    <Stack gap="lg">
      <PageHeader title={t('page.title')} intro={t('page.intro')} />
      {readOnly && <Alert color="blue" variant="light">{t('page.read_only')}</Alert>}
      <PageLoadState state={state} skeletons={[160, 160, 160]} loadingLabel={t('page.loading')} failedText={t('page.failed')} retryText={t('page.retry')} onRetry={() => void vm.retry()} />
      {state.kind === 'ready' && (
        <form onSubmit={(event) => { event.preventDefault(); void vm.save(); }} noValidate>
          <Stack gap="md">
            <Title order={2} size="h4">{t('page.texts')}</Title>
            {DISCLOSURE_KEYS.map((key) => (
              <DisclosureTextEditor key={key} textKey={key} value={state.form.texts[key]} errors={state.errors} readOnly={readOnly}
                onChange={(language, text) => vm.setText(key, language, text)} />
            ))}
            <DisclaimerPackageEditor rows={state.form.rows} errors={state.errors} readOnly={readOnly}
              onAdd={() => vm.addRow()} onRemove={(i) => vm.removeRow(i)} onChange={(i, part, value) => vm.setRow(i, part, value)} />
            <ProblemAlert problem={state.problem} />
            {Object.keys(state.errors).length > 0 && <Alert color="red" role="alert" variant="light">{t('page.fix_errors')}</Alert>}
            {!readOnly && (
              <Group justify="flex-end" pos="sticky" bottom={0} py="sm" bg="var(--mantine-color-body)" style={{ zIndex: 2 }}>
                {state.saved && <Text size="sm" c="teal.9" fw={600} role="status">{t('page.saved')}</Text>}
                <Button type="submit" loading={state.saving} disabled={!state.dirty}>{t('page.save')}</Button>
              </Group>
            )}
          </Stack>
        </form>
      )}
    </Stack>
  );
}
