import { Button, Group, Paper, Skeleton, Stack, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { feeNameIn, type StoreLanguage } from '@dealer-panel/core/fees/fee-form';
import type { FeeKind } from '@dealer-panel/core/fees/fee-or-discount';
import { useConfirm } from '../../shared/confirm';
import { askToConfirm } from '../../shared/modals';
import { useInjection } from '../../shared/di';
import { currentLocale } from '../../shared/i18n';
import { ProblemAlert } from '../../shared/problem-message';
import { ScrollTable, STICKY_END } from '../../shared/scroll-table';
import { usePhone } from '../../shared/use-phone';
import { useToast } from '../../shared/toast';
import { useObservable } from '../../shared/use-observable';
import { useViewModel } from '../../shared/use-view-model';
import { moneyText } from '../../shared/wire-display';
import { FeeTokens } from './fee-tokens';
import { GlobalFeeForm } from './global-fee-form';
import type { GlobalRow } from './wire-types';

export interface GlobalSectionProps {
  readonly kind: FeeKind;
  readonly mayEdit: boolean;
  readonly country: 'CA' | 'US';
  /** The store's language: the fee name it requires. */
  readonly storeLanguage: StoreLanguage;
}

/** Asks before deleting, naming the row and the open deals that carry it (they lose it). */
function confirmDelete(t: TFunction<'fees'>, name: string, row: GlobalRow, kind: FeeKind): Promise<boolean> {
  return askToConfirm({
    title: t(`delete.title.${kind}`),
    children: (
      <Stack gap="xs">
        <Text size="sm">{t('delete.body', { name })}</Text>
        {row.open_orders_count > 0 && <Text size="sm" fw={500}>{t('delete.open_orders', { count: row.open_orders_count })}</Text>}
      </Stack>
    ),
    labels: { confirm: t('delete.confirm'), cancel: t('delete.cancel') },
    confirmProps: { color: 'red' },
  });
}

/** One section of the page: the dealership's global fees (or discounts), with add, edit and delete. */
export function GlobalSection({ kind, mayEdit, country, storeLanguage }: GlobalSectionProps) {
  const { t, i18n } = useTranslation('fees');
  const locale = currentLocale(i18n);
  const confirm = useConfirm();
  const toast = useToast();
  const factory = useInjection(FeeTokens.globalViewModel);
  const vm = useViewModel(() => factory(kind, storeLanguage), (model) => void model.start());
  const list = useObservable(vm.list$, { kind: 'loading' });
  const editor = useObservable(vm.editor$, null);
  const titleId = `${kind}-title`;
  // On a phone the yes/no columns give way (the edit form has them), so Edit and Delete fit beside name and amount.
  const phone = usePhone();

  const close = async () => {
    if (editor?.dirty === true && !(await confirm('discard'))) return;
    vm.close();
  };
  const remove = async (row: GlobalRow) => {
    if (!(await confirmDelete(t, name(row), row, kind))) return;
    if (await vm.remove(row.id)) toast.success(`fees:toast.deleted.${kind}`);
  };
  const yesNo = (value: boolean) => (value ? t('table.yes') : t('table.no'));
  const methods = (row: GlobalRow) => (['is_cash', 'is_finance', 'is_lease'] as const).filter((f) => row[f]).map((f) => t(`fields.${f}`)).join(', ');
  // The name in the session's language, else the other one (a row may have only its store's language).
  const name = (row: GlobalRow) => feeNameIn({ name: row.name, nameFr: row.name_fr }, locale === 'fr_CA' ? 'fr' : 'en');

  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby={titleId}>
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={2} size="h3" id={titleId}>{t(`sections.${kind}`)}</Title>
          {mayEdit && <Button onClick={() => vm.openNew()}>{t(`actions.add.${kind}`)}</Button>}
        </Group>
        {list.kind === 'loading' && <Skeleton role="progressbar" height={120} radius="md" aria-label={t('table.loading')} />}
        {list.kind === 'failed' && (
          <Stack gap="xs" align="flex-start">
            <ProblemAlert problem={list.problem ?? { code: 'generic', retryAfterSeconds: null }} />
            <Button size="xs" onClick={() => void vm.retry()}>{t('table.retry')}</Button>
          </Stack>
        )}
        {list.kind === 'ready' && (
          <>
            <ProblemAlert problem={list.problem} />
            {list.rows.length === 0 ? (
              <Text c="dimmed" size="sm">{t(`table.empty.${kind}`)}</Text>
            ) : (
              <ScrollTable minWidth={phone ? 0 : 720} label={t(`sections.${kind}`)}>
                <Table striped highlightOnHover verticalSpacing="xs" aria-labelledby={titleId}>
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>{t('table.name')}</Table.Th>
                      <Table.Th ta="right">{t('table.amount')}</Table.Th>
                      <Table.Th visibleFrom="sm">{t('table.payment_types')}</Table.Th>
                      <Table.Th visibleFrom="sm">{t('table.by_default')}</Table.Th>
                      <Table.Th visibleFrom="sm">{t('table.taxable')}</Table.Th>
                      <Table.Th ta="right" visibleFrom="sm">{t('table.open_orders')}</Table.Th>
                      {mayEdit && <Table.Th style={phone ? undefined : STICKY_END}><VisuallyHidden>{t('table.actions')}</VisuallyHidden></Table.Th>}
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {list.rows.map((row) => (
                      <Table.Tr key={row.id}>
                        <Table.Td>
                          <Text size="sm" fw={500}>{name(row)}</Text>
                        </Table.Td>
                        <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>{moneyText(row.amount, locale, country)}</Table.Td>
                        <Table.Td visibleFrom="sm">{methods(row)}</Table.Td>
                        <Table.Td visibleFrom="sm" fw={row.include_by_default ? 600 : undefined}>{yesNo(row.include_by_default)}</Table.Td>
                        <Table.Td visibleFrom="sm">{yesNo(row.taxability)}</Table.Td>
                        <Table.Td visibleFrom="sm" ta="right">{row.open_orders_count}</Table.Td>
                        {mayEdit && (
                          <Table.Td style={phone ? undefined : STICKY_END}>
                            <Group gap={4} justify="flex-end" wrap={phone ? 'wrap' : 'nowrap'}>
                              <Button size="compact-sm" variant="subtle" onClick={() => vm.openEdit(row)} aria-label={t('actions.edit_named', { name: name(row) })}>
                                {t('actions.edit')}
                              </Button>
                              <Button size="compact-sm" variant="subtle" color="red" loading={list.deleting === row.id} onClick={() => void remove(row)}
                                aria-label={t('actions.delete_named', { name: name(row) })}>
                                {t('actions.delete')}
                              </Button>
                            </Group>
                          </Table.Td>
                        )}
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </ScrollTable>
            )}
          </>
        )}
      </Stack>
      {editor !== null && (
        <GlobalFeeForm vm={vm} editor={editor} kind={kind} storeLanguage={storeLanguage} onClose={() => void close()}
          onSaved={() => toast.success(`fees:toast.saved.${kind}`)} />
      )}
    </Paper>
  );
}
