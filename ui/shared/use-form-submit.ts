import * as E from 'fp-ts/Either';
import type { Either } from 'fp-ts/Either';
import { useCallback, useRef, useState } from 'react';
import type { HttpProblem } from '../../adapters/di/tokens';
import type { FieldErrorMap, FormProblem } from './form-problem';
import { submitCall } from './form-problem';

export interface FormSubmitState {
  readonly submitting: boolean;
  readonly fieldErrors: FieldErrorMap;
  readonly problem: FormProblem | null;
}

const IDLE: FormSubmitState = { submitting: false, fieldErrors: {}, problem: null };

/**
 * The state of a simple form that posts once (reset password, change password): submitting,
 * field errors from the client check or the server, the problem to show. `submit` resolves with
 * the answer on success, null otherwise.
 */
export function useFormSubmit() {
  const [state, setState] = useState<FormSubmitState>(IDLE);
  const busy = useRef(false);
  const submit = useCallback(async <A,>(clientErrors: FieldErrorMap, run: () => Promise<Either<HttpProblem, A>>): Promise<A | null> => {
    if (busy.current) return null;
    if (Object.keys(clientErrors).length > 0) {
      setState({ ...IDLE, fieldErrors: clientErrors });
      return null;
    }
    busy.current = true;
    setState({ ...IDLE, submitting: true });
    const answer = await submitCall(run);
    busy.current = false;
    if (E.isRight(answer)) {
      setState(IDLE);
      return answer.right;
    }
    setState({ submitting: false, fieldErrors: answer.left.fieldErrors, problem: answer.left.handled ? null : answer.left.problem });
    return null;
  }, []);
  const clearField = useCallback((field: string) => {
    setState((current) => {
      if (!(field in current.fieldErrors)) return current;
      const { [field]: _removed, ...rest } = current.fieldErrors;
      return { ...current, fieldErrors: rest };
    });
  }, []);
  return { ...state, submit, clearField };
}
