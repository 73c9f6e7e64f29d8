import { Alert } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { FormProblem } from './form-problem';

/**
 * A form's problem as a sentence: `problems.<code>` of common.json, with the Retry-After delay
 * for rate limiting; an unknown code reads as the generic message.
 */
export function ProblemAlert({ problem }: { readonly problem: FormProblem | null }) {
  const { t, i18n } = useTranslation();
  if (problem === null) return null;
  const key = i18n.exists(`problems.${problem.code}`) ? `problems.${problem.code}` : 'problems.generic';
  const rateLimited = problem.code === 'rate_limited' && problem.retryAfterSeconds !== null;
  return (
    <Alert color="red" role="alert" variant="light">
      {rateLimited ? t('problems.rate_limited_wait', { seconds: problem.retryAfterSeconds }) : t(key)}
    </Alert>
  );
}
