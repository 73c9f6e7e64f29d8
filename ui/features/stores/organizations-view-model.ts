import * as E from 'fp-ts/Either';
import { BehaviorSubject, type Observable } from 'rxjs';
import { checkNewStore, checkOrganizationName } from '@dealer-panel/core/stores/organization';
import type { OrganizationWithStoresBody } from '../../../adapters/http/contract/stores/organizations';
import { submitCall, type FieldErrorMap, type FormProblem } from '../../shared/form-problem';
import type { LoadFailed, Loading } from '../../shared/load-state';
import { problemOf } from '../../shared/problem-of';
import type { OrganizationsPort } from './organizations-port';

/** What the new-store form holds, in wire names. */
export interface NewStoreValues {
  readonly name: string; readonly country: 'CA' | 'US'; readonly province_code: string; readonly city: string; readonly postal_code: string;
  readonly address_line_1: string; readonly phone: string; readonly email: string; readonly website: string;
}
export type NewStoreField = keyof NewStoreValues;
export const BLANK_NEW_STORE: NewStoreValues = { name: '', country: 'CA', province_code: '', city: '', postal_code: '', address_line_1: '', phone: '', email: '', website: '' };

interface FormBase { readonly errors: FieldErrorMap; readonly problem: FormProblem | null; readonly saving: boolean }
export type OrganizationDialog =
  | FormBase & { readonly kind: 'organization'; readonly id: number | null; readonly name: string }
  | FormBase & { readonly kind: 'store'; readonly organizationId: number; readonly organizationName: string; readonly values: NewStoreValues };

export type OrganizationsState =
  | Loading
  | LoadFailed
  | { readonly kind: 'ready'; readonly organizations: readonly OrganizationWithStoresBody[]; readonly dialog: OrganizationDialog | null };

/** What a successful submit made: the screen says so and refreshes what lists stores. */
export type Saved = { readonly kind: 'organization_created' | 'organization_renamed'; readonly name: string } | { readonly kind: 'store_created'; readonly name: string; readonly id: number };

const checkStore = (v: NewStoreValues) => checkNewStore({
  name: v.name, country: v.country, provinceCode: v.province_code, city: v.city, postalCode: v.postal_code, addressLine1: v.address_line_1, phone: v.phone, email: v.email, website: v.website,
});

/**
 * Super admins' organizations (issue 31 item 0): the list with each organization's stores, and
 * one dialog at a time (new organization, rename, new store). The same core checks as the server
 * run first, for instant errors beside the fields; the server's own answer (a name already taken)
 * lands there too. On any error the dialog stays open with what was typed.
 */
export function createOrganizationsViewModel(port: OrganizationsPort) {
  const state = new BehaviorSubject<OrganizationsState>({ kind: 'loading' });
  const set = (next: OrganizationsState) => { if (!state.closed) state.next(next); };
  const ready = () => (state.value.kind === 'ready' ? state.value : null);
  const setDialog = (dialog: OrganizationDialog | null) => { const now = ready(); if (now !== null) set({ ...now, dialog }); };
  const load = async (): Promise<void> => {
    const answer = await submitCall(() => port.list());
    const dialog = ready()?.dialog ?? null;
    set(E.isLeft(answer) ? { kind: 'failed', problem: problemOf(answer.left) } : { kind: 'ready', organizations: answer.right, dialog });
  };
  const idle = { errors: {}, problem: null, saving: false } as const;

  async function send<A>(dialog: OrganizationDialog, call: () => ReturnType<typeof submitCall<A>>, saved: (a: A) => Saved): Promise<Saved | null> {
    setDialog({ ...dialog, saving: true, errors: {}, problem: null });
    const answer = await call();
    if (E.isLeft(answer)) {
      const { fieldErrors } = answer.left;
      // Errors beside their fields when the answer names fields; the problem above the form otherwise.
      setDialog({ ...dialog, saving: false, errors: fieldErrors, problem: Object.keys(fieldErrors).length > 0 ? null : problemOf(answer.left) });
      return null;
    }
    setDialog(null);
    await load();
    return saved(answer.right);
  }

  return {
    state$: state.asObservable() as Observable<OrganizationsState>,
    start: load,
    retry: load,
    newOrganization(): void { setDialog({ kind: 'organization', id: null, name: '', ...idle }); },
    rename(id: number): void {
      const org = ready()?.organizations.find((o) => o.id === id);
      if (org !== undefined) setDialog({ kind: 'organization', id, name: org.name, ...idle });
    },
    newStore(organizationId: number): void {
      const org = ready()?.organizations.find((o) => o.id === organizationId);
      if (org !== undefined) setDialog({ kind: 'store', organizationId, organizationName: org.name, values: BLANK_NEW_STORE, ...idle });
    },
    /** The organization's name as typed (its error goes as it changes). */
    changeName(name: string): void {
      const d = ready()?.dialog;
      if (d?.kind === 'organization') setDialog({ ...d, name, errors: {} });
    },
    /** A new-store field as typed; a new country empties the province, which belongs to the old one. */
    changeStore(field: NewStoreField, value: string): void {
      const d = ready()?.dialog;
      if (d?.kind !== 'store') return;
      const values = field === 'country' ? { ...d.values, country: value === 'US' ? 'US' as const : 'CA' as const, province_code: '' } : { ...d.values, [field]: value };
      const { [field]: _gone, ...errors } = d.errors;
      setDialog({ ...d, values, errors });
    },
    close(): void { if (ready()?.dialog?.saving !== true) setDialog(null); },
    /** Checks, then sends the open dialog; what was saved, or null (the errors are then beside the fields). */
    async submit(): Promise<Saved | null> {
      const d = ready()?.dialog;
      if (d === undefined || d === null || d.saving) return null;
      if (d.kind === 'organization') {
        const checked = checkOrganizationName(d.name);
        if (!checked.ok) { setDialog({ ...d, errors: checked.errors }); return null; }
        const id = d.id;
        return id === null
          ? send(d, () => submitCall(() => port.create(checked.value)), (o) => ({ kind: 'organization_created', name: o.name }))
          : send(d, () => submitCall(() => port.rename(id, checked.value)), (o) => ({ kind: 'organization_renamed', name: o.name }));
      }
      const checked = checkStore(d.values);
      if (!checked.ok) { setDialog({ ...d, errors: checked.errors }); return null; }
      const sent = Object.fromEntries(Object.entries(d.values).map(([k, v]) => [k, v.trim()]));
      return send(d, () => submitCall(() => port.createStore(d.organizationId, sent)), (s) => ({ kind: 'store_created', name: s.name, id: s.id }));
    },
    dispose(): void { state.complete(); },
  };
}

export type OrganizationsViewModel = ReturnType<typeof createOrganizationsViewModel>;
