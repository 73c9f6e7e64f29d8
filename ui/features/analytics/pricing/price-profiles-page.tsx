import { Alert, Badge, Button, Group, Loader, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { UiTokens } from '../../../shared/ui-tokens';
import { confirmWith } from '../../../shared/confirm';
import { useInjection } from '../../../shared/di';
import { currencyOf, formatDateTime } from '../../../shared/format';
import { currentLocale } from '../../../shared/i18n';
import { PageHeader } from '../../../shared/page-header';
import { ProblemAlert } from '../../../shared/problem-message';
import { ScrollTable } from '../../../shared/scroll-table';
import { useToast } from '../../../shared/toast';
import { useObservable } from '../../../shared/use-observable';
import { useViewModel } from '../../../shared/use-view-model';
import { PricePreview } from './price-preview';
import { PricingTokens } from './pricing-tokens';
import { RuleEditor } from './rule-editor';

/** /price-profiles (super admins): the profiles, their editor, a preview, apply with confirmation, and the history with undo (issue 17 item 4). */
export function PriceProfilesPage() {
  const { t, i18n } = useTranslation('pricing');
  const locale = currentLocale(i18n);
  const factory = useInjection(PricingTokens.profilesViewModel);
  const session = useInjection(UiTokens.session);
  const { user } = useObservable(session.state$, session.snapshot());
  const currency = currencyOf(user?.dealership?.country);
  const vm = useViewModel(factory, (model) => void model.load());
  const state = useObservable(vm.state$, { kind: 'loading' });
  const editor = useObservable(vm.editor$, null);
  const toast = useToast();

  if (state.kind === 'loading') return <Stack><PageHeader title={t('profiles.title')} /><Group justify="center" p="xl"><Loader aria-label={t('profiles.title')} /></Group></Stack>;
  if (state.kind === 'failed') {
    return (
      <Stack><PageHeader title={t('profiles.title')} />
        <Alert color="red" role="alert">{t('profiles.load_failed')}</Alert>
        <Group><Button variant="default" onClick={() => void vm.load()}>{t('profiles.retry')}</Button></Group>
      </Stack>
    );
  }
  const apply = async (count: number) => {
    const profile = state.preview?.profile;
    if (profile === undefined) return;
    if (!(await confirmWith(t, 'confirm_apply', { values: { count: String(count) }, danger: true }))) return;
    const batch = await vm.apply(profile.id);
    if (batch !== null) toast.success('pricing:profiles.applied', { count: batch.vehicles });
  };
  const undo = async (id: number, name: string, count: number) => {
    if (!(await confirmWith(t, 'confirm_undo', { values: { name, count: String(count) }, danger: true }))) return;
    if ((await vm.undo(id)) !== null) toast.success('pricing:profiles.undone');
  };
  const remove = async (id: number, name: string) => {
    if (!(await confirmWith(t, 'confirm_delete', { values: { name }, danger: true }))) return;
    if (await vm.remove(id)) toast.success('pricing:profiles.deleted');
  };
  const batches = state.batches;

  return (
    <Stack gap="lg">
      <PageHeader title={t('profiles.title')} intro={t('profiles.intro')} />
      {state.refusal !== null && (
        <Alert color="orange" role="alert" variant="light">{t(`refused.${state.refusal.reason}`, { vehicles: state.refusal.vehicles.join(', '), defaultValue: t('profiles.failed') })}</Alert>
      )}
      <ProblemAlert problem={state.problem} />
      <Paper withBorder p="md" radius="md" component="section" aria-labelledby="profiles-list">
        <Stack gap="sm">
          <Group justify="space-between">
            <Title order={2} size="h4" id="profiles-list">{t('profiles.list')}</Title>
            <Button onClick={() => vm.edit(null)}>{t('profiles.new')}</Button>
          </Group>
          {state.profiles.length === 0 && <Text size="sm" c="dimmed">{t('profiles.empty')}</Text>}
          {state.profiles.map((p) => (
            <Group key={p.id} justify="space-between" wrap="wrap" gap="xs">
              <Stack gap={0}><Text fw={600}>{p.name}</Text><Text size="xs" c="dimmed">{t('profiles.rules')}: {p.rules.length}</Text></Stack>
              <Group gap="xs">
                <Button size="xs" variant="default" onClick={() => void vm.preview(p)} aria-label={`${t('profiles.preview')} ${p.name}`}>{t('profiles.preview')}</Button>
                <Button size="xs" variant="default" onClick={() => vm.edit(p)} aria-label={`${t('profiles.edit')} ${p.name}`}>{t('profiles.edit')}</Button>
                <Button size="xs" variant="subtle" color="red" onClick={() => void remove(p.id, p.name)} aria-label={`${t('profiles.delete')} ${p.name}`}>{t('profiles.delete')}</Button>
              </Group>
            </Group>
          ))}
        </Stack>
      </Paper>
      {state.preview !== null && (
        <PricePreview profile={state.preview.profile} page={state.preview.page} busy={state.preview.busy} currency={currency}
          onPage={(n) => { if (state.preview) void vm.preview(state.preview.profile, n); }} onApply={(n) => void apply(n)} onClose={vm.closePreview} />
      )}
      <Paper withBorder p="md" radius="md" component="section" aria-labelledby="profiles-history">
        <Stack gap="sm">
          <Title order={2} size="h4" id="profiles-history">{t('profiles.history')}</Title>
          {(batches === null || batches.count === 0) && <Text size="sm" c="dimmed">{t('profiles.history_empty')}</Text>}
          {batches !== null && batches.count > 0 && (
            <ScrollTable minWidth={640} label={t('profiles.history')}>
              <Table striped verticalSpacing="xs">
                <Table.Thead><Table.Tr>
                  <Table.Th>{t('profiles.when')}</Table.Th><Table.Th>{t('profiles.what')}</Table.Th><Table.Th>{t('profiles.vehicles')}</Table.Th><Table.Th>{t('profiles.by')}</Table.Th><Table.Th />
                </Table.Tr></Table.Thead>
                <Table.Tbody>
                  {batches.results.map((b) => (
                    <Table.Tr key={b.id}>
                      <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDateTime(new Date(b.created), locale)}</Table.Td>
                      <Table.Td>{t(`profiles.kind_${b.kind}`, { name: b.profile_name })} {b.undone !== null && <Badge color="gray" variant="light">{t('profiles.undone_tag')}</Badge>}</Table.Td>
                      <Table.Td>{b.vehicles}</Table.Td>
                      <Table.Td>{b.created_by ?? '—'}</Table.Td>
                      <Table.Td>{b.kind === 'apply' && b.undone === null && (
                        <Button size="xs" variant="default" onClick={() => void undo(b.id, b.profile_name, b.vehicles)} aria-label={`${t('profiles.undo')} ${t(`profiles.kind_${b.kind}`, { name: b.profile_name })}`}>{t('profiles.undo')}</Button>
                      )}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </ScrollTable>
          )}
        </Stack>
      </Paper>
      {editor !== null && <RuleEditor editor={editor} vm={vm} onSaved={() => toast.success('pricing:profiles.saved')} />}
    </Stack>
  );
}
