import type { NewPencil, Pencil } from './pencil';

/** The pencils of payment types. Callers check the payment type is the dealership's first. */
export interface PencilRepository {
  /** Appends a pencil (never changed afterwards). */
  add(pencil: NewPencil): Promise<Pencil>;
  /** A payment type's pencils, newest first, at most `limit`. */
  list(paymentTypeId: number, limit: number): Promise<readonly Pencil[]>;
  /** One pencil of the payment type, or null. */
  get(paymentTypeId: number, pencilId: number): Promise<Pencil | null>;
}
