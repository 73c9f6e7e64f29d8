import { Alert, Button, Stack } from '@mantine/core';
import type { LoadFailed } from '../../shared/load-state';
import { ProblemAlert } from '../../shared/problem-message';

/** A store-page section that could not load: the server's problem (or a plain message) and a retry button. */
export function SectionLoadFailed({ state, message, retry, onRetry }: { readonly state: LoadFailed; readonly message: string; readonly retry: string; readonly onRetry: () => void }) {
  return (
    <Stack gap="xs" align="flex-start">
      {state.problem === null ? <Alert color="red" role="alert">{message}</Alert> : <ProblemAlert problem={state.problem} />}
      <Button size="xs" onClick={onRetry}>{retry}</Button>
    </Stack>
  );
}
