import { Alert, Button, Group, Paper, Select, Skeleton, Stack, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { feeNameIn } from '@dealer-panel/core/fees/fee-form';
import type { MarketscanRowBody } from '../../../adapters/http/contract/fees/marketscan';
import { useConfirm } from '../../shared/confirm';
import { useInjection } from '../../shared/di';
import { useFieldMessageIn } from '../../shared/field-message';
import { currentLocale } from '../../shared/i18n';
import { PageHeader } from '../../shared/page-header';
import { ProblemAlert } from '../../shared/problem-message';
import { ScrollTable } from '../../shared/scroll-table';
import { useDirtyFormGuard } from '../../shared/use-dirty-form-guard';
import { useObservable } from '../../shared/use-observable';
import { usePhone } from '../../shared/use-phone';
import { useToast } from '../../shared/toast';
import { useViewModel } from '../../shared/use-view-model';
import { moneyText } from '../../shared/wire-display';
import { useFeeRights } from './use-fee-rights';
import { FeeTokens } from './fee-tokens';
import { changesOf } from './marketscan-view-model';

/**
 * /marketscan (super admins, issue 17 item 6): each global fee and discount of the store with its
 * MarketScan type, picked from static data's list; the changed rows are saved at once, and the
 * worksheet's breakdown shows each line's type.
 */
export function MarketscanPage() {
  const { t, i18n } = useTranslation('fees');
  const locale = currentLocale(i18n);
  const { country } = useFeeRights();
  const factory = useInjection(FeeTokens.marketscanViewModel);
  const vm = useViewModel(() => factory(), (model) => void model.start());
  const state = useObservable(vm.state$, { kind: 'loading' });
  const confirm = useConfirm();
  const toast = useToast();
  const message = useFieldMessageIn('fees');
  const phone = usePhone();
  const changed = state.kind === 'ready' ? Object.keys(changesOf(state)).length : 0;
  useDirtyFormGuard(changed > 0);

  const name = (row: MarketscanRowBody) => feeNameIn({ name: row.name, nameFr: row.name_fr }, locale === 'fr_CA' ? 'fr' : 'en');
  const errorOf = (codes: readonly string[] | undefined) =>
    (codes?.[0] === 'reference.not_found' ? t('marketscan_page.row_gone') : message('marketscan_type', codes));
  const reset = async () => { if (await confirm('discard')) vm.reset(); };
  const save = async () => { if (await vm.save()) toast.success('fees:marketscan_page.saved'); };

  return (
    <Stack gap="lg">
      <PageHeader title={t('marketscan_page.title')} intro={t('marketscan_page.intro')} />
      {state.kind === 'loading' && <Skeleton role="progressbar" height={200} radius="md" aria-label={t('marketscan_page.loading')} />}
      {state.kind === 'failed' && (
        <Stack gap="xs" align="flex-start">
          <ProblemAlert problem={state.problem ?? { code: 'generic', retryAfterSeconds: null }} />
          <Button size="xs" onClick={() => void vm.retry()}>{t('table.retry')}</Button>
        </Stack>
      )}
      {state.kind === 'ready' && (
        <Paper withBorder p="md" radius="md" component="form" aria-labelledby="marketscan-rows"
          onSubmit={(e) => { e.preventDefault(); void save(); }}>
          <Stack gap="sm">
            <Text fw={600} id="marketscan-rows">{t('marketscan_page.rows')}</Text>
            <ProblemAlert problem={state.problem} />
            {state.rows.length === 0 ? (
              <Alert color="blue" variant="light">{t('marketscan_page.empty')}</Alert>
            ) : (
              <ScrollTable minWidth={phone ? 0 : 640} label={t('marketscan_page.rows')}>
                <Table striped verticalSpacing="xs" aria-labelledby="marketscan-rows">
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>{phone ? `${t('table.name')} · ${t('fields.marketscan_type')}` : t('table.name')}</Table.Th>
                      <Table.Th ta="right">{t('table.amount')}</Table.Th>
                      {!phone && <Table.Th>{t('fields.marketscan_type')}</Table.Th>}
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {state.rows.map((row) => {
                      const value = state.values[row.id] ?? null;
                      const select = (
                        <Select aria-label={t('marketscan_page.type_of', { name: name(row) })} size="sm" w={phone ? '100%' : 320} mt={phone ? 6 : 0}
                          clearable placeholder={t('form.none')} value={value} disabled={state.saving} error={errorOf(state.errors[row.id])}
                          data={state.types.map((m) => ({ value: m, label: t(`marketscan.${m}`, { defaultValue: m }) }))}
                          onChange={(picked) => vm.change(row.id, picked)} comboboxProps={{ withinPortal: true }} />
                      );
                      // On a phone the select goes under the row's name: three columns do not fit.
                      return (
                        <Table.Tr key={row.id} data-row={row.id}>
                          <Table.Td>
                            <Text size="sm" fw={500}>{name(row)}</Text>
                            <Text size="xs" c="dimmed">{t(`marketscan_page.kind.${row.kind}`)}</Text>
                            {phone && select}
                          </Table.Td>
                          <Table.Td ta="right" valign={phone ? 'top' : undefined} style={{ whiteSpace: 'nowrap' }}>{moneyText(row.amount, locale, country)}</Table.Td>
                          {!phone && <Table.Td>{select}</Table.Td>}
                        </Table.Tr>
                      );
                    })}
                  </Table.Tbody>
                </Table>
              </ScrollTable>
            )}
            <Group justify="space-between" wrap="wrap">
              <Text size="sm" c="dimmed" aria-live="polite">{changed > 0 ? t('marketscan_page.changed', { count: changed }) : t('marketscan_page.no_changes')}</Text>
              <Group gap="xs">
                <Button variant="default" disabled={changed === 0 || state.saving} onClick={() => void reset()}>{t('marketscan_page.reset')}</Button>
                <Button type="submit" loading={state.saving} disabled={changed === 0}>{t('marketscan_page.save')}</Button>
              </Group>
            </Group>
          </Stack>
        </Paper>
      )}
    </Stack>
  );
}
