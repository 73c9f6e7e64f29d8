import { Alert, Button, Skeleton, Stack, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { PencilBody } from '../../../../adapters/http/contract/payments/desking';
import { ProblemAlert } from '../../../shared/problem-message';
import type { Async } from './desking-view-model';
import { ScrollTable } from '../../../shared/scroll-table';

/** The pencils of the payment type, newest first, each with a Restore button (confirmed first). */
export function PencilHistory({ pencils, money, when, editable, busy, onRestore }: {
  readonly pencils: Async<readonly PencilBody[]>;
  readonly money: (text: string) => string;
  readonly when: (iso: string) => string;
  readonly editable: boolean;
  readonly busy: boolean;
  readonly onRestore: (pencil: PencilBody) => void;
}) {
  const { t } = useTranslation('worksheet');
  const what = (p: PencilBody) => {
    const changed = p.changed.length === 0 ? [t('desking.pencils.changed.none')] : p.changed.map((c) => t(`desking.pencils.changed.${c}`, { defaultValue: c }));
    return `${t(`desking.pencils.source.${p.source}`)} · ${changed.join(', ')}`;
  };
  return (
    <Stack gap="xs" component="section" aria-labelledby="desk-pencils-title">
      <Title order={3} size="h5" id="desk-pencils-title">{t('desking.pencils.title')}</Title>
      <Text size="sm" c="dimmed">{t('desking.pencils.hint')}</Text>
      {pencils.kind === 'loading' && <Skeleton role="progressbar" height={60} aria-label={t('desking.pencils.loading')} />}
      {pencils.kind === 'failed' && (pencils.failure.problem === null ? null : <ProblemAlert problem={pencils.failure.problem} />)}
      {pencils.kind === 'ready' && pencils.value.length === 0 && <Alert variant="light" color="gray">{t('desking.pencils.empty')}</Alert>}
      {pencils.kind === 'ready' && pencils.value.length > 0 && (
        <ScrollTable minWidth={560} label={t('desking.pencils.title')}>
          <Table striped data-testid="desking-pencils">
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t('desking.pencils.when')}</Table.Th>
                <Table.Th scope="col">{t('desking.pencils.who')}</Table.Th>
                <Table.Th scope="col">{t('desking.pencils.what')}</Table.Th>
                <Table.Th scope="col" ta="right">{t('desking.pencils.payment')}</Table.Th>
                {editable && <Table.Th scope="col"><VisuallyHidden>{t('desking.pencils.restore')}</VisuallyHidden></Table.Th>}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {pencils.value.map((p, i) => (
                <Table.Tr key={p.id}>
                  <Table.Td>{when(p.at)}</Table.Td>
                  <Table.Td>{p.user?.name ?? t('desking.pencils.unknown_user')}</Table.Td>
                  <Table.Td>{what(p)}</Table.Td>
                  <Table.Td ta="right">
                    {p.old_payment === null ? t('desking.pencils.first', { to: money(p.new_payment) }) : t('desking.pencils.from_to', { from: money(p.old_payment), to: money(p.new_payment) })}
                  </Table.Td>
                  {editable && (
                    <Table.Td>
                      {i > 0 && (
                        <Button size="compact-xs" variant="default" disabled={busy} aria-label={t('desking.pencils.restore_label', { when: when(p.at) })} onClick={() => onRestore(p)}>
                          {t('desking.pencils.restore')}
                        </Button>
                      )}
                    </Table.Td>
                  )}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </ScrollTable>
      )}
    </Stack>
  );
}
