import { Button, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { DeskingGridResponse } from '../../../../adapters/http/contract/payments/desking';
import { ScrollTable } from '../../../shared/scroll-table';

type Money = (text: string) => string;

/**
 * The grid: a row per term, a column per down payment. A cell is a button that puts its term and
 * down payment on the worksheet (keyboard: Tab to it, Enter); read-only users see the payments only.
 */
export function DeskingGridTable({ grid, money, editable, busy, onPick }: {
  readonly grid: DeskingGridResponse;
  readonly money: Money;
  readonly editable: boolean;
  readonly busy: boolean;
  readonly onPick: (term: number, down: string) => void;
}) {
  const { t } = useTranslation('worksheet');
  const method = t(`methods.${grid.current.method}`);
  return (
    <>
      {grid.tables.map((table, k) => (
        <ScrollTable key={table.lender?.id ?? `own-${k}`} minWidth={480} label={table.lender === null ? t('desking.caption', { method }) : `${t('desking.caption', { method })} · ${table.lender.name}`}>
          <Table withTableBorder withColumnBorders striped highlightOnHover data-testid="desking-grid">
            <Table.Caption>{table.lender === null ? t('desking.caption', { method }) : `${t('desking.caption', { method })} · ${table.lender.name}`}</Table.Caption>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t('desking.terms')}</Table.Th>
                {grid.down_payments.map((d) => <Table.Th scope="col" key={d} ta="right">{t('desking.down_column', { amount: money(d) })}</Table.Th>)}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {table.rows.map((row, i) => (
                <Table.Tr key={grid.terms[i]}>
                  <Table.Th scope="row">{t('desking.term_row', { term: grid.terms[i] })}</Table.Th>
                  {row.map((cell) => {
                    const current = cell.term === grid.current.term && cell.down_payment === grid.current.down_payment;
                    if (cell.payment === null) return <Table.Td key={cell.down_payment} ta="right"><Text size="sm" c="dimmed">{t('desking.cell_refused')}</Text></Table.Td>;
                    const payment = money(cell.payment);
                    return (
                      <Table.Td key={cell.down_payment} ta="right" fw={current ? 700 : undefined}>
                        {editable ? (
                          <Button
                            variant={current ? 'light' : 'subtle'} size="compact-sm" disabled={busy}
                            aria-label={t('desking.cell_label', { term: cell.term, down: money(cell.down_payment), payment })}
                            onClick={() => onPick(cell.term, cell.down_payment)}
                          >
                            {payment}
                          </Button>
                        ) : <Text size="sm">{payment}</Text>}
                      </Table.Td>
                    );
                  })}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </ScrollTable>
      ))}
    </>
  );
}
