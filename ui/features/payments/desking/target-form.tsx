import { Alert, Button, Group, NativeSelect, Radio, Stack, Text, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DeskingGridResponse, DeskingTargetResponse } from '../../../../adapters/http/contract/payments/desking';
import { ProblemAlert } from '../../../shared/problem-message';
import { FrontGrossText } from './front-gross-text';
import type { Async, SolveFor } from './desking-view-model';

const SOLVE_FOR: readonly SolveFor[] = ['down_payment', 'term', 'selling_price'];

/**
 * The target payment: what the customer wants to pay, what to solve for, with which lender, the answer
 * and its Apply button. The lenders are the store's (known once a grid was shown); an answer solved
 * with another lender's program is for comparison: the deal keeps its own lender, so it has no Apply.
 */
export function TargetForm({ target, lenders, money, editable, busy, onSolve, onApply }: {
  readonly target: Async<DeskingTargetResponse>;
  readonly lenders: DeskingGridResponse['lenders'];
  readonly money: (text: string) => string;
  readonly editable: boolean;
  readonly busy: boolean;
  readonly onSolve: (payment: string, solveFor: SolveFor, lenderId: number | null) => void;
  readonly onApply: (answer: DeskingTargetResponse) => void;
}) {
  const { t } = useTranslation('worksheet');
  const [payment, setPayment] = useState('');
  const [solveFor, setSolveFor] = useState<SolveFor>('down_payment');
  const [lender, setLender] = useState('');
  /** The lender of the answer shown (null: the deal's own), fixed when it was asked for. */
  const [solvedWith, setSolvedWith] = useState<string | null>(null);
  const submit = () => {
    const picked = lenders.find((l) => String(l.id) === lender) ?? null;
    setSolvedWith(picked?.name ?? null);
    onSolve(payment, solveFor, picked?.id ?? null);
  };
  const errors = target.kind === 'failed' ? target.failure.fieldErrors : {};
  const message = (codes: readonly string[] | undefined) => (codes?.[0] === undefined ? null : t(`errors.${codes[0]}`, { defaultValue: t('errors.default') }));
  const others = Object.entries(errors).filter(([k]) => k !== 'target_payment' && k !== 'solve_for');
  const answer = target.kind === 'ready' ? target.value : null;
  const value = answer === null ? '' : answer.solve_for === 'term' ? String(answer.term) : money((answer.solve_for === 'down_payment' ? answer.down_payment : answer.selling_price) ?? '0');
  return (
    <Stack gap="xs" component="section" aria-labelledby="desk-target-title">
      <Title order={3} size="h5" id="desk-target-title">{t('desking.target.title')}</Title>
      <Text size="sm" c="dimmed">{t('desking.target.hint')}</Text>
      <form onSubmit={(e) => { e.preventDefault(); submit(); }}>
        <Group align="flex-end" gap="sm" wrap="wrap">
          <TextInput
            label={t('desking.target.payment')} value={payment} onChange={(e) => setPayment(e.currentTarget.value)} inputMode="decimal" w={160}
            error={message(errors.target_payment)} name="target_payment"
          />
          <Radio.Group label={t('desking.target.solve_for')} value={solveFor} onChange={(v) => setSolveFor(v as SolveFor)} name="solve_for">
            <Group gap="md" mt={6} mb={8} wrap="wrap">
              {SOLVE_FOR.map((s) => <Radio key={s} value={s} label={t(`desking.target.${s}`)} />)}
            </Group>
          </Radio.Group>
          {lenders.length > 0 && (
            <NativeSelect
              label={t('desking.target.lender')} value={lender} onChange={(e) => setLender(e.currentTarget.value)} name="lender_id" w={{ base: '100%', sm: 260 }}
              data={[{ value: '', label: t('desking.target.own_lender') }, ...lenders.map((l) => ({ value: String(l.id), label: l.name }))]}
            />
          )}
          <Button type="submit" loading={target.kind === 'loading'}>{t('desking.target.solve')}</Button>
        </Group>
      </form>
      {others.length > 0 && <Alert color="red" variant="light" role="alert">{others.map(([k, c]) => <Text size="sm" key={k}>{message(c)}</Text>)}</Alert>}
      {target.kind === 'failed' && Object.keys(errors).length === 0 && target.failure.problem !== null && <ProblemAlert problem={target.failure.problem} />}
      {answer !== null && (
        <Alert color={answer.outcome === 'not_reachable' ? 'yellow' : 'green'} variant="light" role="status" data-testid="desking-target-result">
          <Stack gap={4}>
            <Text size="sm" fw={600}>{t(`desking.target.result_${answer.solve_for}`, { value, payment: money(answer.payment) })}</Text>
            <Text size="sm">{t(`desking.target.outcome.${answer.outcome}`)}</Text>
            <FrontGrossText gross={answer.solved_gross} money={money} keyPrefix="desking.target" />
            {answer.solve_for === 'selling_price' && <Text size="sm" c="dimmed">{t('desking.target.price_note')}</Text>}
            {solvedWith !== null && <Text size="sm" c="dimmed" data-testid="desking-target-lender">{t('desking.target.other_lender_note', { lender: solvedWith })}</Text>}
            {editable && answer.solve_for !== 'selling_price' && solvedWith === null && (
              <Group><Button size="xs" disabled={busy} onClick={() => onApply(answer)}>{t('desking.target.apply')}</Button></Group>
            )}
          </Stack>
        </Alert>
      )}
    </Stack>
  );
}
