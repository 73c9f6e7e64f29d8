import * as E from 'fp-ts/Either';
import type { Either } from 'fp-ts/Either';
import { BehaviorSubject } from 'rxjs';
import type { Observable } from 'rxjs';
import type { LoginResponse } from '../../../adapters/http/contract/access/access';
import type { HttpProblem } from '../../../adapters/di/tokens';
import { email } from '@dealer-panel/core/shared/validation/email';
import { required } from '@dealer-panel/core/shared/validation/required';
import type { FieldErrorMap, FormProblem } from '../../shared/form-problem';
import { fieldErrors, submitCall } from '../../shared/form-problem';
import type { SignInMemory } from '../../shared/saved-url';
import { createLoginSso, type LoginSsoDeps } from './login-sso';
import type { Destination } from './sign-in-destination';
import { afterLogin } from './sign-in-destination';

export interface LoginValues {
  readonly email: string;
  readonly password: string;
}

export interface LoginEditing {
  readonly kind: 'editing';
  readonly submitting: boolean;
  readonly fieldErrors: FieldErrorMap;
  readonly problem: FormProblem | null;
}

export type LoginState = LoginEditing | { readonly kind: 'signed-in'; readonly destination: Destination };

export interface LoginDeps extends LoginSsoDeps {
  readonly login: (body: LoginValues) => Promise<Either<HttpProblem, LoginResponse>>;
  readonly memory: Pick<SignInMemory, 'savedUrl' | 'setPromptDealershipSelect'>;
  /** Told the user the server answered with (the session store keeps it). */
  readonly onSignedIn: (answer: LoginResponse) => void;
}

export const LOGIN_INITIAL: LoginEditing = { kind: 'editing', submitting: false, fieldErrors: {}, problem: null };

/** /login: the password form, and the store's manufacturer buttons (login-sso.ts). */
export function createLoginViewModel(deps: LoginDeps) {
  const state = new BehaviorSubject<LoginState>(LOGIN_INITIAL);
  const sso = createLoginSso(deps);
  const editing = (change: Partial<Omit<LoginEditing, 'kind'>>) => state.next({ ...LOGIN_INITIAL, ...change });

  async function submit(values: LoginValues): Promise<void> {
    const current = state.value;
    if (current.kind !== 'editing' || current.submitting) return;
    const errors = fieldErrors({ email: required(values.email) ?? email(values.email.trim()), password: required(values.password) });
    if (Object.keys(errors).length > 0) return editing({ fieldErrors: errors });
    editing({ submitting: true });
    const answer = await submitCall(() => deps.login({ email: values.email.trim(), password: values.password }));
    if (state.closed) return;
    if (E.isRight(answer)) {
      deps.memory.setPromptDealershipSelect(answer.right.prompt_dealership_select);
      deps.onSignedIn(answer.right);
      state.next({ kind: 'signed-in', destination: afterLogin(answer.right, deps.memory.savedUrl()) });
      return;
    }
    const failure = answer.left;
    // A wrong password is shown next to the password field, whether or not the server named it.
    if (failure.code === 'invalid_credentials') {
      return editing({ fieldErrors: { password: failure.fieldErrors.password ?? ['auth.invalid_credentials'] } });
    }
    editing({ fieldErrors: failure.fieldErrors, problem: failure.handled ? null : failure.problem });
  }

  return {
    state$: state.asObservable() as Observable<LoginState>,
    submit,
    /** Clears a field's error once the user edits it. */
    clearError(field: keyof LoginValues): void {
      const current = state.value;
      if (current.kind !== 'editing' || !(field in current.fieldErrors)) return;
      const { [field]: _removed, ...rest } = current.fieldErrors;
      state.next({ ...current, fieldErrors: rest });
    },
    sso$: sso.sso$,
    startSso: sso.startSso,
    signInWith: sso.signInWith,
    ssoReturned: sso.returned,
    dispose: () => {
      state.complete();
      sso.dispose();
    },
  };
}

export type LoginViewModel = ReturnType<typeof createLoginViewModel>;
