import * as E from 'fp-ts/Either';
import type { Either } from 'fp-ts/Either';
import { BehaviorSubject } from 'rxjs';
import type { Observable } from 'rxjs';
import type { HttpProblem } from '../../../../adapters/di/tokens';
import type { VehicleBody } from '../../../../adapters/http/contract/inventory/inventory';
import type { OrderBody, OrderCreateRequest } from '../../../../adapters/http/contract/orders/orders';
import type { FieldErrorMap, FormProblem } from '../../../shared/form-problem';
import { submitCall } from '../../../shared/form-problem';
import type { OrderTerms } from './add-order-form';
import { checkOrder, DEFAULT_TERMS, orderRequest } from './add-order-form';
import type { DuplicateDeal } from './duplicate-deals';
import { duplicateDealsOf } from './duplicate-deals';

export interface AddOrderDeps {
  readonly create: (body: OrderCreateRequest) => Promise<Either<HttpProblem, OrderBody>>;
}

export type AddOrderState =
  | {
      readonly kind: 'editing';
      readonly vehicle: VehicleBody | null;
      readonly terms: OrderTerms;
      /** After a first submit the client check shows; the server's errors until the field changes. */
      readonly errors: FieldErrorMap;
      readonly submitted: boolean;
      readonly submitting: boolean;
      readonly problem: FormProblem | null;
      /** 409 duplicate_order: the customer's active deals for this vehicle; the warning asks before adding anyway. */
      readonly duplicates: readonly DuplicateDeal[];
    }
  | { readonly kind: 'created'; readonly order: OrderBody };

/** The fields of the terms, as the server names them in its field errors. */
const TERM_FIELDS = ['payment_type', 'finance_down_payment', 'lease_down_payment', 'payment_include_tax'];

export function orderDirty(state: AddOrderState): boolean {
  return state.kind === 'editing' && (state.vehicle !== null || JSON.stringify(state.terms) !== JSON.stringify(DEFAULT_TERMS));
}

/** Add a deal (customer-details child `add`): a vehicle from the inventory search, payment type, down payments. */
export function createAddOrderViewModel(deps: AddOrderDeps, customerId: number) {
  const state = new BehaviorSubject<AddOrderState>({ kind: 'editing', vehicle: null, terms: DEFAULT_TERMS, errors: {}, submitted: false, submitting: false, problem: null, duplicates: [] });
  const editing = () => (state.value.kind === 'editing' ? state.value : null);
  const update = (vehicle: VehicleBody | null, terms: OrderTerms, cleared: readonly string[]) => {
    const current = editing();
    if (!current || state.closed) return;
    const kept = Object.fromEntries(Object.entries(current.errors).filter(([field]) => !cleared.includes(field)));
    const errors = current.submitted ? { ...kept, ...checkOrder(vehicle, terms) } : kept;
    // Another vehicle is another question: the duplicate warning was about the one before.
    const duplicates = vehicle?.id === current.vehicle?.id ? current.duplicates : [];
    state.next({ ...current, vehicle, terms, errors, problem: null, duplicates });
  };

  return {
    state$: state.asObservable() as Observable<AddOrderState>,
    choose(vehicle: VehicleBody): void {
      const current = editing();
      if (current) update(vehicle, current.terms, ['vehicle', 'finance_down_payment', 'lease_down_payment']);
    },
    setTerms(change: Partial<OrderTerms>): void {
      const current = editing();
      if (current) update(current.vehicle, { ...current.terms, ...change }, TERM_FIELDS);
    },
    /** Checks, then adds the deal; `allowDuplicate` after the duplicate-deal warning. */
    async submit(allowDuplicate = false): Promise<void> {
      const current = editing();
      if (!current || current.submitting) return;
      const errors = checkOrder(current.vehicle, current.terms);
      if (Object.keys(errors).length > 0 || current.vehicle === null) {
        state.next({ ...current, errors, submitted: true });
        return;
      }
      state.next({ ...current, errors: {}, submitted: true, submitting: true, problem: null, duplicates: [] });
      const body = { ...orderRequest(customerId, current.vehicle, current.terms), ...(allowDuplicate ? { allow_duplicate: true } : {}) };
      let duplicates: readonly DuplicateDeal[] = [];
      const answer = await submitCall(async () => {
        const result = await deps.create(body);
        if (E.isLeft(result)) duplicates = duplicateDealsOf(result.left);
        return result;
      });
      if (state.closed) return;
      if (E.isRight(answer)) return state.next({ kind: 'created', order: answer.right });
      const failure = answer.left;
      // The warning replaces the vehicle's field error and the problem: it says more, and offers the way on.
      const duplicate = duplicates.length > 0;
      state.next({
        ...current, submitted: true, submitting: false, duplicates,
        errors: duplicate ? {} : failure.fieldErrors, problem: failure.handled || duplicate ? null : failure.problem,
      });
    },
    dispose(): void {
      state.complete();
    },
  };
}

export type AddOrderViewModel = ReturnType<typeof createAddOrderViewModel>;
