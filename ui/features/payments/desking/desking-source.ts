import * as E from 'fp-ts/Either';
import type { Either } from 'fp-ts/Either';
import type { CallRoute } from '../../../../adapters/di/tokens';
import { deskingRoutes } from '../../../../adapters/http/contract/payments/desking-routes';
import type {
  DeskingApplyRequest, DeskingGridRequest, DeskingGridResponse, DeskingTargetRequest, DeskingTargetResponse, PencilBody,
} from '../../../../adapters/http/contract/payments/desking';
import { paymentRoutes } from '../../../../adapters/http/contract/payments/payment-routes';
import { submitCall, type FormFailure } from '../../../shared/form-problem';

export type DeskMethod = 'finance' | 'lease';

/** Where the desking section's data comes from: the routes of adapters/http/contract/payments/desking-routes.ts. */
export interface DeskingSource {
  /** The deal's finance and lease payment type ids (GET order/{id}/payment-types/). */
  paymentTypes(orderId: number): Promise<Either<FormFailure, Readonly<Record<DeskMethod, number>>>>;
  grid(id: number, body: DeskingGridRequest): Promise<Either<FormFailure, DeskingGridResponse>>;
  target(id: number, body: DeskingTargetRequest): Promise<Either<FormFailure, DeskingTargetResponse>>;
  apply(id: number, body: DeskingApplyRequest): Promise<Either<FormFailure, unknown>>;
  pencils(id: number): Promise<Either<FormFailure, readonly PencilBody[]>>;
  restore(id: number, pencilId: number): Promise<Either<FormFailure, unknown>>;
}

export function httpDeskingSource(call: CallRoute): DeskingSource {
  return {
    async paymentTypes(orderId) {
      const types = await submitCall(() => call(paymentRoutes.orderPaymentTypes, { params: { id: orderId } }));
      return E.map((r: { results: readonly { id: number; method: string }[] }) => {
        const id = (m: DeskMethod) => r.results.find((x) => x.method === m)?.id ?? 0;
        return { finance: id('finance'), lease: id('lease') };
      })(types);
    },
    grid: (id, body) => submitCall(() => call(deskingRoutes.grid, { params: { id }, body })),
    target: (id, body) => submitCall(() => call(deskingRoutes.target, { params: { id }, body })),
    apply: (id, body) => submitCall(() => call(deskingRoutes.apply, { params: { id }, body })),
    pencils: async (id) => E.map((r: { results: readonly PencilBody[] }) => r.results)(await submitCall(() => call(deskingRoutes.pencils, { params: { id } }))),
    restore: (id, pencilId) => submitCall(() => call(deskingRoutes.restore, { params: { id, pencil: pencilId }, body: {} })),
  };
}
