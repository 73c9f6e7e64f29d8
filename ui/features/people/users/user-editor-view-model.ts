import * as E from 'fp-ts/Either';
import { BehaviorSubject, type Observable } from 'rxjs';
import type { Country } from '@dealer-panel/core/access/dealership';
import { carryPermissions } from '@dealer-panel/core/access/permissions';
import { isDealerRole, type DealerRole } from '@dealer-panel/core/access/role';
import type { Locale } from '../../../../adapters/http/contract/common';
import type { StaffUserBody } from '../../../../adapters/http/contract/people/users';
import { submitCall, type FieldErrorMap, type FormProblem } from '../../../shared/form-problem';
import { problemOf } from '../../../shared/problem-of';
import { checkUserForm, emptyForm, formOf, inviteBody, patchBody, type UserFormValues } from './user-form-values';
import type { UsersPort } from './users-port';

/** The invite modal or the edit drawer: what was typed stays through every error. */
export interface UserEditor {
  readonly mode: 'invite' | 'edit';
  readonly user: StaffUserBody | null;
  readonly initial: UserFormValues;
  readonly values: UserFormValues;
  readonly errors: FieldErrorMap;
  readonly saving: boolean;
  readonly problem: FormProblem | null;
  readonly dirty: boolean;
}

/**
 * The invite and edit forms of the users screen: the server's text rules checked before sending
 * (the same core functions), the server's field errors beside the fields, a PATCH of only the
 * changed fields. `submit` answers the saved user (the list puts it in its row) or null.
 */
export function createUserEditorViewModel(port: UsersPort, country: Country) {
  const editor = new BehaviorSubject<UserEditor | null>(null);
  const set = (next: UserEditor | null) => { if (!editor.closed) editor.next(next); };
  const open = (mode: UserEditor['mode'], user: StaffUserBody | null, values: UserFormValues) =>
    set({ mode, user, initial: values, values, errors: {}, saving: false, problem: null, dirty: false });

  return {
    editor$: editor.asObservable() as Observable<UserEditor | null>,
    openInvite: (language: Locale) => open('invite', null, emptyForm(language)),
    openEdit: (user: StaffUserBody) => open('edit', user, formOf(user)),
    change<K extends keyof UserFormValues>(field: K, value: UserFormValues[K]): void {
      const now = editor.value;
      if (now === null || now.saving) return;
      const from = now.values.set_role;
      // A new role moves the flags still at the old role's default to the new one's, as the server will.
      const carried = field === 'set_role' && from !== '' && isDealerRole(String(value))
        ? { set_dealer_permissions: carryPermissions(now.values.set_dealer_permissions, from, value as DealerRole) } : {};
      const values: UserFormValues = { ...now.values, [field]: value, ...carried };
      const { [field]: _cleared, ...errors } = now.errors;
      set({ ...now, values, errors, dirty: JSON.stringify(values) !== JSON.stringify(now.initial) });
    },
    close: () => set(null),
    async submit(): Promise<StaffUserBody | null> {
      const now = editor.value;
      if (now === null || now.saving) return null;
      const errors = checkUserForm(now.values, country);
      if (Object.keys(errors).length > 0) {
        set({ ...now, errors, problem: null });
        return null;
      }
      const { values } = now;
      const role = values.set_role;
      if (role === '') return null;
      set({ ...now, saving: true, errors: {}, problem: null });
      const answer = await submitCall(() => (now.mode === 'invite' || now.user === null
        ? port.invite(inviteBody({ ...values, set_role: role }))
        : port.update(now.user.id, patchBody(now.initial, values))));
      const after = editor.value;
      if (after === null) return null;
      if (E.isLeft(answer)) {
        const failure = answer.left;
        set({ ...after, saving: false, errors: failure.fieldErrors, problem: Object.keys(failure.fieldErrors).length > 0 ? null : problemOf(failure) });
        return null;
      }
      set(null);
      return answer.right;
    },
    dispose: () => editor.complete(),
  };
}

export type UserEditorViewModel = ReturnType<typeof createUserEditorViewModel>;
