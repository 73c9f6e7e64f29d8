import { Button, Group, Paper, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { toCsv } from './analytics-csv';
import { downloadCsv } from './analytics-format';

export type CsvRows = readonly (readonly (string | number | null)[])[];

interface ChartPanelProps {
  readonly title: string;
  readonly intro?: string;
  /** The file's name without extension; the period is added. */
  readonly csvName: string;
  /** The table's rows, header first: the same figures as the chart, for the table view and the CSV. */
  readonly rows: CsvRows;
  /** The table view's cells when they read better formatted (money, percentages); default: rows. */
  readonly display?: CsvRows;
  /** Absent: the figures are a table only. */
  readonly chart?: ReactNode;
  readonly empty?: boolean;
  readonly note?: string;
}

/** A dashboard section: a chart with a table view of the same figures, and their CSV export. */
export function ChartPanel({ title, intro, csvName, rows, display, chart, empty = false, note }: ChartPanelProps) {
  const { t } = useTranslation('analytics');
  const id = useId();
  const [mode, setMode] = useState<'chart' | 'table'>('chart');
  const [header = [], ...body] = display ?? rows;
  const showTable = chart === undefined || mode === 'table';
  return (
    <Paper withBorder p="md" component="section" aria-labelledby={id}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" wrap="wrap">
          <Stack gap={2}>
            <Title order={2} size="h4" id={id}>{title}</Title>
            {intro !== undefined && <Text size="sm" c="dimmed">{intro}</Text>}
          </Stack>
          {!empty && (
            <Group gap="xs">
              {chart !== undefined && (
                <SegmentedControl size="xs" value={mode} onChange={(v) => setMode(v === 'table' ? 'table' : 'chart')} aria-label={`${t('view.label')} — ${title}`}
                  data={[{ value: 'chart', label: t('view.chart') }, { value: 'table', label: t('view.table') }]} />
              )}
              <Button size="xs" variant="default" onClick={() => downloadCsv(`${csvName}.csv`, toCsv(rows))} aria-label={`${t('view.csv')} — ${title}`}>{t('view.csv')}</Button>
            </Group>
          )}
        </Group>
        {note !== undefined && <Text size="sm" c="dimmed">{note}</Text>}
        {empty && <Text size="sm" c="dimmed">{t('empty')}</Text>}
        {!empty && !showTable && <div role="img" aria-label={title}>{chart}</div>}
        {!empty && showTable && (
          // A table wider than a phone scrolls: the keyboard reaches it (tabIndex) and it is named, so it can be scrolled without a mouse.
          <div style={{ overflowX: 'auto' }} role="region" tabIndex={0} aria-label={`${t('view.table')} — ${title}`}>
            <table className="analytics-table" aria-labelledby={id} style={{ borderCollapse: 'collapse', width: '100%' }}>
              <thead><tr>{header.map((h, i) => <th key={i} scope="col" style={{ textAlign: i === 0 ? 'left' : 'right', padding: '4px 8px', borderBottom: '1px solid var(--mantine-color-gray-4)' }}>{h}</th>)}</tr></thead>
              <tbody>
                {body.map((row, r) => (
                  <tr key={r}>
                    {row.map((cell, i) => (i === 0
                      ? <th key={i} scope="row" style={{ textAlign: 'left', fontWeight: 400, padding: '4px 8px' }}>{cell ?? '—'}</th>
                      : <td key={i} style={{ textAlign: 'right', padding: '4px 8px' }}>{cell ?? '—'}</td>))}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </Stack>
    </Paper>
  );
}
