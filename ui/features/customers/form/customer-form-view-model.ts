import * as E from 'fp-ts/Either';
import type { Either } from 'fp-ts/Either';
import { BehaviorSubject } from 'rxjs';
import type { Observable } from 'rxjs';
import type { HttpProblem } from '../../../../adapters/di/tokens';
import type { CustomerBody, CustomerWriteRequest } from '../../../../adapters/http/contract/customers/customers';
import type { Country } from '@dealer-panel/core/access/dealership';
import type { FieldErrorMap, FormProblem } from '../../../shared/form-problem';
import { submitCall } from '../../../shared/form-problem';
import type { CustomerField, CustomerFormValues } from './customer-form-values';
import { checkCustomerForm, CUSTOMER_FIELDS, EMPTY_CUSTOMER_FORM, requestBody, sameValues, valuesOf } from './customer-form-values';
import type { Duplicate } from './duplicates';
import { duplicatesOf } from './duplicates';

export interface CustomerFormDeps {
  readonly create: (body: CustomerWriteRequest) => Promise<Either<HttpProblem, CustomerBody>>;
  readonly update: (id: number, body: CustomerWriteRequest) => Promise<Either<HttpProblem, CustomerBody>>;
  /** The dealership's country: phone and postal code rules. */
  readonly country: Country;
  /** The saved customer, for the list entry or the record to show it. */
  readonly onSaved: (customer: CustomerBody, created: boolean) => void;
}

export interface OpenCustomerForm {
  readonly kind: 'open';
  /** null: creating; otherwise the customer edited. */
  readonly id: number | null;
  /** The values the form opened with (the stored customer, or the defaults of a new one). */
  readonly original: CustomerFormValues;
  readonly values: CustomerFormValues;
  /** Fields left once (blur) or submitted: their client errors show. */
  readonly touched: readonly CustomerField[];
  readonly clientErrors: FieldErrorMap;
  /** The server's field errors, until the field changes. */
  readonly serverErrors: FieldErrorMap;
  readonly submitting: boolean;
  readonly problem: FormProblem | null;
  /** 409 duplicate_customer: the customers with the same e-mail or phone. */
  readonly duplicates: readonly Duplicate[] | null;
}

/** Spec 000 section 4: the customer form is shown or hidden; creating when it has no id, editing otherwise. */
export type CustomerFormState = { readonly kind: 'hidden' } | OpenCustomerForm;

const HIDDEN: CustomerFormState = { kind: 'hidden' };

/** The errors to show: the client's on touched fields, then the server's. */
export function visibleErrors(form: OpenCustomerForm): FieldErrorMap {
  return { ...form.clientErrors, ...form.serverErrors };
}

export function isDirty(form: CustomerFormState): boolean {
  return form.kind === 'open' && !sameValues(form.values, form.original);
}

export function createCustomerFormViewModel(deps: CustomerFormDeps) {
  const state = new BehaviorSubject<CustomerFormState>(HIDDEN);
  const open = () => (state.value.kind === 'open' ? state.value : null);
  const patch = (change: Partial<OpenCustomerForm>) => {
    const current = open();
    if (current && !state.closed) state.next({ ...current, ...change });
  };
  const errorsOf = (form: OpenCustomerForm, values: CustomerFormValues, touched: readonly CustomerField[]): FieldErrorMap => {
    const all = checkCustomerForm(values, form.id === null ? null : form.original, deps.country);
    return Object.fromEntries(Object.entries(all).filter(([field]) => touched.includes(field as CustomerField)));
  };
  const show = (id: number | null, values: CustomerFormValues) => state.next({
    kind: 'open', id, original: values, values, touched: [], clientErrors: {}, serverErrors: {}, submitting: false, problem: null, duplicates: null,
  });

  return {
    state$: state.asObservable() as Observable<CustomerFormState>,
    /** A blank form; `defaults` prefill it (the dealership's province) without making it dirty. */
    openNew(defaults: Partial<CustomerFormValues> = {}): void {
      show(null, { ...EMPTY_CUSTOMER_FORM, ...defaults });
    },
    openEdit(customer: CustomerBody): void {
      show(customer.id, valuesOf(customer, deps.country));
    },
    change(field: CustomerField, value: string): void {
      const form = open();
      if (!form) return;
      const values = { ...form.values, [field]: value };
      const { [field]: _cleared, ...serverErrors } = form.serverErrors;
      // A field already in error is checked again as it is typed, so the message goes as soon as it is right.
      patch({ values, serverErrors, duplicates: null, problem: null, clientErrors: errorsOf(form, values, form.touched) });
    },
    blur(field: CustomerField): void {
      const form = open();
      if (!form) return;
      const touched = form.touched.includes(field) ? form.touched : [...form.touched, field];
      patch({ touched, clientErrors: errorsOf(form, form.values, touched) });
    },
    /** Checks every field, then creates or saves; `allowDuplicate` after the duplicate warning. */
    async submit(allowDuplicate = false): Promise<void> {
      const form = open();
      if (!form || form.submitting) return;
      const clientErrors = errorsOf(form, form.values, CUSTOMER_FIELDS);
      patch({ touched: CUSTOMER_FIELDS, clientErrors, serverErrors: {}, problem: null, duplicates: null });
      if (Object.keys(clientErrors).length > 0) return;
      patch({ submitting: true });
      const body = requestBody(form.values, form.id === null ? null : form.original, allowDuplicate);
      let duplicates: readonly Duplicate[] | null = null;
      const answer = await submitCall(async () => {
        const result = form.id === null ? await deps.create(body) : await deps.update(form.id, body);
        if (E.isLeft(result) && result.left.code === 'duplicate_customer') duplicates = duplicatesOf(result.left);
        return result;
      });
      if (E.isRight(answer)) {
        if (!state.closed) state.next(HIDDEN); // the form hides and clears
        deps.onSaved(answer.right, form.id === null);
        return;
      }
      const failure = answer.left;
      patch({ submitting: false, serverErrors: failure.fieldErrors, problem: failure.handled || duplicates ? null : failure.problem, duplicates });
    },
    close(): void {
      if (!state.closed) state.next(HIDDEN);
    },
    dispose(): void {
      state.complete();
    },
  };
}

export type CustomerFormViewModel = ReturnType<typeof createCustomerFormViewModel>;
