import { Alert } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { FormProblem } from '../../shared/form-problem';
import { ProblemAlert } from '../../shared/problem-message';

/** A refusal in the deposit's own words (deposit.*, payment_refused, idempotency_in_progress…), else the shared problem message. */
export function DepositProblem({ problem }: { readonly problem: FormProblem | null }) {
  const { t, i18n } = useTranslation('deposits');
  if (problem === null) return null;
  const key = `deposits:errors.${problem.code}`;
  return i18n.exists(key) ? <Alert color="red" role="alert">{t(key)}</Alert> : <ProblemAlert problem={problem} />;
}
