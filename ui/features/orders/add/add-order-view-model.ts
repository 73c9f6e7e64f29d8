import * as E from 'fp-ts/Either';
import type { Either } from 'fp-ts/Either';
import { BehaviorSubject } from 'rxjs';
import type { Observable } from 'rxjs';
import type { HttpProblem } from '../../../../adapters/di/tokens';
import type { VehicleBody } from '../../../../adapters/http/contract/inventory';
import type { OrderBody, OrderCreateRequest } from '../../../../adapters/http/contract/orders';
import type { FieldErrorMap, FormProblem } from '../../../shared/form-problem';
import { submitCall } from '../../../shared/form-problem';
import type { OrderTerms } from './add-order-form';
import { checkOrder, DEFAULT_TERMS, orderRequest } from './add-order-form';

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
    }
  | { readonly kind: 'created'; readonly order: OrderBody };

/** The fields of the terms, as the server names them in its field errors. */
const TERM_FIELDS = ['payment_type', 'finance_down_payment', 'lease_down_payment', 'payment_include_tax'];

export function orderDirty(state: AddOrderState): boolean {
  return state.kind === 'editing' && (state.vehicle !== null || JSON.stringify(state.terms) !== JSON.stringify(DEFAULT_TERMS));
}

/** Add a deal (customer-details child `add`): a vehicle from the inventory search, payment type, down payments. */
export function createAddOrderViewModel(deps: AddOrderDeps, customerId: number) {
  const state = new BehaviorSubject<AddOrderState>({ kind: 'editing', vehicle: null, terms: DEFAULT_TERMS, errors: {}, submitted: false, submitting: false, problem: null });
  const editing = () => (state.value.kind === 'editing' ? state.value : null);
  const update = (vehicle: VehicleBody | null, terms: OrderTerms, cleared: readonly string[]) => {
    const current = editing();
    if (!current || state.closed) return;
    const kept = Object.fromEntries(Object.entries(current.errors).filter(([field]) => !cleared.includes(field)));
    const errors = current.submitted ? { ...kept, ...checkOrder(vehicle, terms) } : kept;
    state.next({ ...current, vehicle, terms, errors, problem: null });
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
    async submit(): Promise<void> {
      const current = editing();
      if (!current || current.submitting) return;
      const errors = checkOrder(current.vehicle, current.terms);
      if (Object.keys(errors).length > 0 || current.vehicle === null) {
        state.next({ ...current, errors, submitted: true });
        return;
      }
      state.next({ ...current, errors: {}, submitted: true, submitting: true, problem: null });
      const body = orderRequest(customerId, current.vehicle, current.terms);
      const answer = await submitCall(() => deps.create(body));
      if (state.closed) return;
      if (E.isRight(answer)) return state.next({ kind: 'created', order: answer.right });
      const failure = answer.left;
      state.next({ ...current, errors: failure.fieldErrors, submitted: true, submitting: false, problem: failure.handled ? null : failure.problem });
    },
    dispose(): void {
      state.complete();
    },
  };
}

export type AddOrderViewModel = ReturnType<typeof createAddOrderViewModel>;
