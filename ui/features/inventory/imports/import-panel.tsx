import { Alert, Button, FileInput, Group, List, Loader, Progress, SegmentedControl, Select, Stack, Table, Text, Title } from '@mantine/core';
import type { TFunction } from 'i18next';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Locale } from '../../../../adapters/http/contract/common';
import { confirmWith } from '../../../shared/confirm';
import { formatCount } from '../../../shared/format';
import { ProblemAlert } from '../../../shared/problem-message';
import { problemOf } from '../../../shared/problem-of';
import { ScrollTable } from '../../../shared/scroll-table';
import { useObservable } from '../../../shared/use-observable';
import type { Match, Outcome } from './import-driver';
import { History } from './import-history';
import { CountBadges, MatchTable, matchReasons, RefusalTable } from './import-outcome';
import { failureLines, reasonText, type FailureLine } from './import-messages';
import type { ImportState, ImportViewModel } from './import-view-model';

const S = 'imports:screen';

function Lines({ lines }: { readonly lines: readonly FailureLine[] }) {
  if (lines.length === 0) return null;
  return (
    <Alert color="red" variant="light" role="alert">
      {lines.length === 1 ? lines[0]?.text : <List size="sm">{lines.map((l, i) => <List.Item key={i}>{l.text}</List.Item>)}</List>}
    </Alert>
  );
}

/** A dry-run row that is not refused: a tick, or the customer it matched and why. */
function MatchLine({ row, match, t, language }: { readonly row: number; readonly match: Match | undefined; readonly t: TFunction; readonly language: string }) {
  if (match === undefined) return <Text size="sm" c="dimmed">✓</Text>;
  const values = { row, customer: match.customer ?? '—', reasons: matchReasons(t, language, match.reasons) };
  return <Text size="sm">{match.customerName === null ? t('customer-imports:match.line', values) : t('customer-imports:match.line_named', { ...values, name: match.customerName })}</Text>;
}

/** The mapping step: the file's first rows, a field per column, and beside each row what the dry run refused in it. */
function MappingTable({ state, vm, fieldLabel, lines, reason }: { readonly state: ImportState; readonly vm: ImportViewModel; readonly fieldLabel: (f: string) => string; readonly lines: readonly FailureLine[]; readonly reason: (code: string) => string }) {
  const { t } = useTranslation();
  const options = [{ value: '', label: t(`${S}.mapping.not_imported`) }, ...state.fields.map((f) => ({ value: f, label: fieldLabel(f) }))];
  const { i18n } = useTranslation();
  const refusalsOf = (row: number) => state.check?.refusals.filter((r) => r.row === row) ?? [];
  const matchOf = (row: number) => state.check?.matches.find((m) => m.row === row);
  const busy = state.busy !== null;
  return (
    <ScrollTable minWidth={Math.max(480, 180 * state.headers.length + 160)} label={t(`${S}.mapping.title`)}>
      <Table verticalSpacing="xs" withColumnBorders>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t(`${S}.mapping.row`)}</Table.Th>
            {state.headers.map((header, i) => {
              const error = lines.filter((l) => l.place === 'column' && l.column === header).map((l) => l.text).join(' ');
              const field = state.choice[i] ?? null;
              return (
                <Table.Th key={`${header}-${String(i)}`} style={{ minWidth: 170, verticalAlign: 'top' }}>
                  <Stack gap={4}>
                    <Text fw={700} size="sm">{header === '' ? '—' : header}</Text>
                    <Select
                      aria-label={t(`${S}.mapping.column_label`, { column: header })}
                      data={options} value={field ?? ''} allowDeselect={false} disabled={busy} size="xs" comboboxProps={{ withinPortal: true }}
                      onChange={(v) => vm.pick(i, v === null || v === '' ? null : v)}
                      error={error === '' ? (field !== null && state.repeated.includes(field) ? t(`${S}.mapping.repeated`, { field: fieldLabel(field) }) : null) : error}
                    />
                  </Stack>
                </Table.Th>
              );
            })}
            {state.check !== null && <Table.Th style={{ minWidth: 220 }}>{t(`${S}.mapping.check`)}</Table.Th>}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {state.rows.map((cells, r) => {
            // The header is row 1 of the file, as the server counts.
            const row = r + 2;
            const refused = refusalsOf(row);
            return (
              <Table.Tr key={row} style={refused.length > 0 ? { boxShadow: 'inset 4px 0 0 var(--mantine-color-red-9)' } : {}}>
                <Table.Td>{row}</Table.Td>
                {state.headers.map((_h, c) => <Table.Td key={c}><Text size="sm" lineClamp={2} style={{ wordBreak: 'break-word' }}>{cells[c] ?? ''}</Text></Table.Td>)}
                {state.check !== null && (
                  <Table.Td>
                    {refused.length === 0 ? <MatchLine row={row} match={matchOf(row)} t={t} language={i18n.language} /> : refused.map((x, i) => (
                      <Text key={i} size="sm" c="red.9">{x.column === null ? t('imports:row_only', { row, reason: reason(x.code) }) : t('imports:row_in_column', { row, column: x.column, reason: reason(x.code) })}</Text>
                    ))}
                  </Table.Td>
                )}
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </ScrollTable>
  );
}

function Report({ outcome, state, vm, t, countLabel, reason, language }: { readonly language: string; readonly outcome: Outcome; readonly state: ImportState; readonly vm: ImportViewModel; readonly t: TFunction; readonly countLabel: (key: string) => string; readonly reason: (code: string) => string }) {
  const undo = async () => {
    if (!(await confirmWith(t, `${S}.undo`, { values: { file: outcome.fileName }, danger: true }))) return;
    await vm.undo();
  };
  const undoLabel = (key: string) => (vm.namespace === 'customer-imports' ? t(`customer-imports:undone.${key}`) : countLabel(key));
  return (
    <Stack gap="sm" aria-live="polite">
      <Title order={3}>{t(outcome.dryRun ? `${S}.import.dry_title` : `${S}.import.title`)} — {outcome.fileName}</Title>
      <CountBadges counts={outcome.counts} ns={vm.namespace} label={countLabel} />
      <RefusalTable outcome={outcome} vm={vm} reason={reason} t={t} failed={state.refusalsFailure !== null} />
      <MatchTable matches={outcome.matches} matched={outcome.matched} t={t} language={language} />
      {outcome.undone && <Alert color="gray" variant="light">{t(`${S}.import.undone`)}</Alert>}
      {state.undone !== null && <CountBadges counts={state.undone.counts} ns={`${vm.namespace}-undone`} label={undoLabel} />}
      <Group gap="sm">
        {!outcome.dryRun && !outcome.undone && outcome.id !== null && outcome.status === 'done' && (
          <Button color="red" variant="light" onClick={() => void undo()} loading={state.busy === 'undoing'} disabled={state.busy !== null && state.busy !== 'undoing'}>{t(`${S}.undo.button`)}</Button>
        )}
        <Button variant="default" onClick={vm.reset} disabled={state.busy !== null}>{t(`${S}.import.again`)}</Button>
      </Group>
    </Stack>
  );
}

/** One tab of the imports screen: choose, map, dry run, import, report, undo; the history below. */
export function ImportPanel({ vm }: { readonly vm: ImportViewModel }) {
  const { t, i18n } = useTranslation(['imports', 'customer-imports']);
  const locale = i18n.language as Locale;
  const state = useObservable(vm.state$, vm.snapshot());
  const [file, setFile] = useState<File | null>(null);
  const ns = vm.namespace;
  const exists = (key: string) => i18n.exists(key);
  const fieldLabel = (field: string) => (exists(`${ns}:field.${field}`) ? t(`${ns}:field.${field}`) : field);
  const countLabel = (key: string) => t(`${ns}:outcome.${key}`);
  const reason = (code: string) => reasonText(t, exists, ns, code);
  const lines = failureLines(t, exists, ns, state.failure, fieldLabel);
  const unexplained = state.failure !== null && !state.failure.handled && lines.length === 0;

  useEffect(() => { void vm.loadHistory(); }, [vm]);
  useEffect(() => { if (state.step === 'choose' && state.fileName === null) setFile(null); }, [state.step, state.fileName]);

  // A full feed makes the store's vehicles it leaves out unavailable: said, and confirmed, before it runs.
  const run = async () => {
    const leaving = state.check?.counts.find((c) => c.key === 'made_unavailable')?.value ?? 0;
    if (vm.hasKind && state.kind === 'full' && leaving > 0 && !(await confirmWith(t, `${S}.full_confirm`, { values: { count: formatCount(leaving, locale) }, danger: true }))) return;
    await vm.run();
  };

  const fileError = lines.filter((l) => l.place === 'file').map((l) => l.text).join(' ');
  const general = lines.filter((l) => l.place === 'general');
  const open = state.step === 'map' || state.step === 'checked';

  return (
    <Stack gap="lg" pt="md">
      {state.step !== 'report' && (
        <Stack gap="sm">
          <FileInput
            label={t(`${S}.file.label`)} description={t(`${S}.file.description`)} placeholder={t(`${S}.file.placeholder`)}
            accept=".csv,.tsv,.txt,text/csv,text/tab-separated-values,text/plain" clearable clearButtonProps={{ 'aria-label': t(`${S}.file.clear`) }} value={file}
            onChange={(f) => { setFile(f); void vm.choose(f); }}
            disabled={state.busy !== null && state.busy !== 'reading'} error={fileError === '' ? null : fileError} maw={520}
          />
          {state.busy === 'reading' && <Group gap="xs"><Loader size="sm" /><Text size="sm">{t(`${S}.file.reading`)}</Text></Group>}
          {vm.hasKind && open && (
            <Stack gap={4}>
              <Text size="sm" fw={500} id={`${ns}-kind`}>{t(`${S}.kind`)}</Text>
              <SegmentedControl
                aria-labelledby={`${ns}-kind`} orientation="vertical" fullWidth maw={520} value={state.kind} disabled={state.busy !== null}
                onChange={(v) => vm.setKind(v === 'full' ? 'full' : 'partial')}
                data={[{ value: 'partial', label: t('imports:kind.partial') }, { value: 'full', label: t('imports:kind.full') }]}
                styles={{ label: { whiteSpace: 'normal' } }}
              />
            </Stack>
          )}
        </Stack>
      )}

      {open && (
        <Stack gap="sm">
          <Title order={3}>{t(`${S}.mapping.title`)}</Title>
          <Text size="sm">{t(`${S}.mapping.intro`)}</Text>
          {state.savedDidNotFit && <Alert color="yellow" variant="light">{t(`${S}.mapping.saved_did_not_fit`)}</Alert>}
          <MappingTable state={state} vm={vm} fieldLabel={fieldLabel} lines={lines} reason={reason} />
          {state.mappingSaved && <Alert color="green" variant="light">{t(`${S}.mapping.saved`)}</Alert>}
        </Stack>
      )}

      {general.length > 0 && <Lines lines={general} />}
      {unexplained && <ProblemAlert problem={state.failure === null ? null : problemOf(state.failure)} />}

      {open && (
        <Stack gap="sm">
          <Group gap="sm" wrap="wrap">
            <Button variant="default" onClick={() => void vm.saveMapping()} loading={state.busy === 'saving'} disabled={state.busy !== null && state.busy !== 'saving'}>{t(`${S}.mapping.save`)}</Button>
            <Button variant={state.step === 'checked' ? 'default' : 'filled'} onClick={() => void vm.dryRun()} loading={state.busy === 'checking'} disabled={(state.busy !== null && state.busy !== 'checking') || state.repeated.length > 0}>{t(`${S}.dry_run.button`)}</Button>
            <Button onClick={() => void run()} loading={state.busy === 'importing'} disabled={state.step !== 'checked' || (state.busy !== null && state.busy !== 'importing')}>{t(`${S}.import.button`)}</Button>
          </Group>
          {state.step !== 'checked' && <Text size="sm" c="dimmed">{t(`${S}.import.hint`)}</Text>}
          {state.busy === 'checking' && <Text size="sm" aria-live="polite">{t(`${S}.dry_run.running`)}</Text>}
          {state.progress !== null && (
            <Stack gap={4} aria-live="polite">
              <Text size="sm">{t(`${S}.import.running`)} {t('imports:progress', { done: formatCount(state.progress.done, locale), total: formatCount(state.progress.total, locale) })}</Text>
              <Progress value={state.progress.total === 0 ? 0 : (100 * state.progress.done) / state.progress.total} aria-label={t(`${S}.import.running`)} animated />
            </Stack>
          )}
          {state.check !== null && state.step === 'checked' && (
            <Stack gap="sm" aria-live="polite">
              <Title order={3}>{t(`${S}.dry_run.title`)}</Title>
              <Text size="sm">{t(`${S}.dry_run.intro`)}</Text>
              <CountBadges counts={state.check.counts} ns={ns} label={countLabel} />
              <RefusalTable outcome={state.check} vm={vm} reason={reason} t={t} failed={state.refusalsFailure !== null} />
              <MatchTable matches={state.check.matches} matched={state.check.matched} t={t} language={i18n.language} />
            </Stack>
          )}
        </Stack>
      )}

      {state.step === 'report' && state.report !== null && <Report outcome={state.report} state={state} vm={vm} t={t} countLabel={countLabel} reason={reason} language={i18n.language} />}

      <History state={state} vm={vm} t={t} exists={exists} locale={locale} countLabel={countLabel} />
    </Stack>
  );
}
