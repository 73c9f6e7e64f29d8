import type { ReactNode } from 'react';
import { Alert, Button, Skeleton, Stack } from '@mantine/core';
import type { FormProblem } from './form-problem';
import { ProblemAlert } from './problem-message';

interface Props {
  /** The screen's state: only 'loading' and 'failed' draw anything here. */
  readonly state: { readonly kind: string; readonly problem?: FormProblem | null };
  /** The heights of the skeleton blocks standing in for the screen while it loads. */
  readonly skeletons: readonly number[];
  /** The screen's own words: what loads, what failed, the retry button. */
  readonly loadingLabel: string;
  readonly failedText: string;
  readonly retryText: string;
  readonly onRetry: () => void;
  /** How the screen words a problem the server named (the common problem sentences by default). */
  readonly renderProblem?: (problem: FormProblem) => ReactNode;
}

/**
 * A deal screen while its data loads (skeletons, announced busy) or after it failed (the problem in
 * words and a retry button). Nothing once the data is ready.
 */
export function PageLoadState({ state, skeletons, loadingLabel, failedText, retryText, onRetry, renderProblem }: Props) {
  if (state.kind === 'loading') {
    return <Stack role="progressbar" aria-busy="true" aria-label={loadingLabel}>{skeletons.map((h, i) => <Skeleton key={i} height={h} radius="md" />)}</Stack>;
  }
  if (state.kind !== 'failed') return null;
  const problem = state.problem ?? null;
  return (
    <Stack gap="xs" align="flex-start">
      {problem === null ? <Alert color="red" role="alert">{failedText}</Alert> : (renderProblem ?? ((p: FormProblem) => <ProblemAlert problem={p} />))(problem)}
      <Button size="xs" onClick={onRetry}>{retryText}</Button>
    </Stack>
  );
}
