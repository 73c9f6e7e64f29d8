import { Alert, Button, Group, Paper, SegmentedControl, Stack, Text, TextInput, Title } from '@mantine/core';
import { useEffect, useMemo, useRef, useState } from 'react';
import { distinctUntilChanged, map, of } from 'rxjs';
import { useTranslation } from 'react-i18next';
import type { DeskingGridResponse, DeskingTargetResponse, PencilBody } from '../../../../adapters/http/contract/payments/desking';
import { UiTokens } from '../../../shared/ui-tokens';
import { PaymentTokens } from '../payment-tokens';
import { confirmWith } from '../../../shared/confirm';
import { useInjection } from '../../../shared/di';
import { currencyOf, formatDateTime, formatMoneyText } from '../../../shared/format';
import { currentLocale } from '../../../shared/i18n';
import { ProblemAlert } from '../../../shared/problem-message';
import { useObservable } from '../../../shared/use-observable';
import { useViewModel } from '../../../shared/use-view-model';
import { pricingDetails } from '../worksheet/payment-details';
import type { WorksheetState } from '../worksheet/worksheet-state';
import type { WorksheetViewModel } from '../worksheet/worksheet-view-model';
import { DeskingGridTable } from './desking-grid-table';
import { FrontGrossText } from './front-gross-text';
import { LenderPicker } from './lender-picker';
import type { DeskMethod } from './desking-source';
import type { DeskingState, DeskingViewModel } from './desking-view-model';
import { PencilHistory } from './pencil-history';
import { TargetForm } from './target-form';

const NO_SHEET = of(null);
const DEFAULT_TERMS = '24, 36, 48, 60, 72, 84, 96';
const DEFAULT_DOWNS = '0, 1000, 2500, 5000, 7500';

/**
 * The desking section under the worksheet (issue 18.1): a grid of payments by term and down
 * payment, the target payment, the pencils. It prices what the worksheet's inputs hold for the
 * method (`sheet`); a change stored here opens the worksheet again (`onStored`).
 */
export function DeskingSection({ orderId, sheet, editable, onStored }: {
  readonly orderId: number;
  readonly sheet: WorksheetViewModel | null;
  readonly editable: boolean;
  readonly onStored: () => void;
}) {
  const { t, i18n } = useTranslation('worksheet');
  const session = useInjection(UiTokens.session);
  const country = session.snapshot().user?.dealership?.country === 'US' ? 'US' : 'CA';
  const locale = currentLocale(i18n);
  const money = (text: string) => formatMoneyText(text, locale, currencyOf(country));
  const when = (iso: string) => formatDateTime(new Date(iso), locale);
  // The worksheet's latest inputs, read when a request is sent; kept in a ref, not drawn: the section is
  // not drawn again on each keystroke or pricing of the worksheet.
  const latest = useRef<WorksheetState | null>(null);
  useEffect(() => {
    latest.current = null;
    const subscription = sheet?.state$.subscribe((s) => { latest.current = s; });
    return () => subscription?.unsubscribe();
  }, [sheet]);
  const stored = useRef(onStored);
  stored.current = onStored;
  const factory = useInjection(PaymentTokens.deskingViewModel);
  const vm: DeskingViewModel = useViewModel(() => factory(orderId, {
    dealOf: (m) => { const s = latest.current; return s === null ? undefined : pricingDetails(m, s.columns[m].details); },
    onStored: () => stored.current(),
  }), (model) => void model.start());
  const state = useObservable(vm.state$, vm.snapshot());
  const [terms, setTerms] = useState(DEFAULT_TERMS);
  const [downs, setDowns] = useState(DEFAULT_DOWNS);
  const busy = state.saving;
  // A change the worksheet stored (its own pricing) is a pencil too: the history follows it.
  const priced$ = useMemo(() => (sheet === null ? NO_SHEET : sheet.state$.pipe(map((s) => s.columns[state.method].quote?.payment ?? null), distinctUntilChanged())), [sheet, state.method]);
  const pricedPayment = useObservable<number | null>(priced$, null);
  const ready = state.ids !== null;
  useEffect(() => { if (pricedPayment !== null && ready) void vm.reloadPencils(); }, [pricedPayment, ready, vm]);

  const restore = async (p: PencilBody) => {
    const ok = await confirmWith(t, 'desking.pencils.confirm', { values: { when: when(p.at), payment: money(p.new_payment) } });
    if (ok) await vm.restore(p.id);
  };
  const applyAnswer = (a: DeskingTargetResponse) => {
    if (a.term !== null) void vm.apply({ term: a.term }, 'target');
    else if (a.down_payment !== null) void vm.apply({ down_payment: a.down_payment }, 'target');
  };

  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="desk-title" data-testid="desking-section">
      <Stack gap="md">
        <Stack gap={0}>
          <Title order={2} size="h4" id="desk-title">{t('desking.title')}</Title>
          <Text size="sm" c="dimmed">{t('desking.hint')}</Text>
        </Stack>
        {!editable && <Alert color="blue" variant="light">{t('desking.read_only')}</Alert>}
        {state.idsFailure !== null && state.idsFailure.problem !== null && <ProblemAlert problem={state.idsFailure.problem} />}
        <Stack gap={4}>
          <Text size="sm" fw={500} id="desk-method">{t('desking.method')}</Text>
          <SegmentedControl
            aria-labelledby="desk-method" value={state.method} onChange={(v) => vm.setMethod(v as DeskMethod)}
            data={(['finance', 'lease'] as const).map((m) => ({ value: m, label: t(`methods.${m}`) }))} w="fit-content"
          />
        </Stack>
        <GridForm state={state} terms={terms} downs={downs} onTerms={setTerms} onDowns={setDowns} onSubmit={() => void vm.loadGrid(terms, downs)} />
        <LenderPicker state={state} onChange={(ids) => void vm.setLenders(ids)} />
        <GridAnswer grid={state.grid} money={money} editable={editable} busy={busy} onPick={(term, down) => void vm.apply({ term, down_payment: down }, 'grid')} />
        {state.saveFailure !== null && <SaveFailure state={state} />}
        <TargetForm target={state.target} lenders={state.lenders} money={money} editable={editable} busy={busy} onSolve={(p, s, l) => void vm.solve(p, s, l)} onApply={applyAnswer} />
        <PencilHistory pencils={state.pencils} money={money} when={when} editable={editable} busy={busy} onRestore={(p) => void restore(p)} />
      </Stack>
    </Paper>
  );
}

function GridForm({ state, terms, downs, onTerms, onDowns, onSubmit }: {
  readonly state: DeskingState; readonly terms: string; readonly downs: string;
  readonly onTerms: (v: string) => void; readonly onDowns: (v: string) => void; readonly onSubmit: () => void;
}) {
  const { t } = useTranslation('worksheet');
  const errors = state.grid.kind === 'failed' ? state.grid.failure.fieldErrors : {};
  const at = (prefix: string) => {
    const code = Object.entries(errors).find(([k]) => k === prefix || k.startsWith(`${prefix}.`))?.[1][0];
    return code === undefined ? null : t(`errors.${code}`, { defaultValue: t('errors.default') });
  };
  return (
    <form onSubmit={(e) => { e.preventDefault(); onSubmit(); }}>
      <Group align="flex-start" gap="sm" wrap="wrap">
        <TextInput label={t('desking.terms')} description={t('desking.terms_hint')} value={terms} onChange={(e) => onTerms(e.currentTarget.value)} error={at('terms')} name="terms" miw={240} />
        <TextInput label={t('desking.downs')} description={t('desking.downs_hint')} value={downs} onChange={(e) => onDowns(e.currentTarget.value)} error={at('down_payments')} name="down_payments" miw={240} />
        <Button type="submit" mt={{ base: 0, sm: 42 }} loading={state.grid.kind === 'loading'} disabled={state.ids === null}>{t('desking.compute')}</Button>
      </Group>
    </form>
  );
}

function GridAnswer({ grid, money, editable, busy, onPick }: {
  readonly grid: DeskingState['grid']; readonly money: (text: string) => string; readonly editable: boolean; readonly busy: boolean;
  readonly onPick: (term: number, down: string) => void;
}) {
  const { t } = useTranslation('worksheet');
  if (grid.kind === 'idle') return <Text size="sm" c="dimmed">{t('desking.empty')}</Text>;
  if (grid.kind === 'loading') return <Text size="sm" c="dimmed" role="status">{t('desking.computing')}</Text>;
  if (grid.kind === 'failed') {
    const deal = Object.entries(grid.failure.fieldErrors).filter(([k]) => !k.startsWith('terms') && !k.startsWith('down_payments'));
    if (deal.length > 0) return <Alert color="red" variant="light" role="alert">{deal.map(([k, c]) => <Text size="sm" key={k}>{t(`errors.${c[0] ?? 'default'}`, { defaultValue: t('errors.default') })}</Text>)}</Alert>;
    return Object.keys(grid.failure.fieldErrors).length > 0 ? null : grid.failure.problem === null ? null : <ProblemAlert problem={grid.failure.problem} />;
  }
  const g: DeskingGridResponse = grid.value;
  const c = g.current;
  return (
    <Stack gap="xs">
      <Text size="sm">{t('desking.current', { payment: money(c.payment), term: c.term ?? '—', down: money(c.down_payment), price: money(c.selling_price) })}</Text>
      <FrontGrossText gross={c.gross} money={money} keyPrefix="desking" />
      <DeskingGridTable grid={g} money={money} editable={editable} busy={busy} onPick={onPick} />
    </Stack>
  );
}

function SaveFailure({ state }: { readonly state: DeskingState }) {
  const { t } = useTranslation('worksheet');
  const f = state.saveFailure;
  if (f === null) return null;
  const codes = Object.values(f.fieldErrors).map((c) => c[0]).filter((c): c is string => c !== undefined);
  if (codes.length > 0) return <Alert color="red" variant="light" role="alert">{codes.map((c) => <Text size="sm" key={c}>{t(`errors.${c}`, { defaultValue: t('errors.default') })}</Text>)}</Alert>;
  return f.problem === null ? null : <ProblemAlert problem={f.problem} />;
}
