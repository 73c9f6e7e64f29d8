import * as E from 'fp-ts/Either';
import { invalidInput, type InvalidInput } from '../shared/errors';
import type { DepositReason } from './deposit';

/** A reason of the product's list (refund-reasons/, transfer-reasons/): a stable id and its English and Québec-French names. */
export interface NamedReason {
  readonly id: number;
  readonly name: string;
  readonly nameFr: string;
}

/** Why a deposit goes back to the customer; "other" is free text (other_refund_reason). */
export const REFUND_REASONS: readonly NamedReason[] = [
  { id: 1, name: 'Customer changed their mind', nameFr: 'Le client a changé d’idée' },
  { id: 2, name: 'Vehicle no longer available', nameFr: 'Véhicule plus disponible' },
  { id: 3, name: 'Financing not approved', nameFr: 'Financement refusé' },
  { id: 4, name: 'Duplicate payment', nameFr: 'Paiement en double' },
  { id: 5, name: 'Deal cancelled by the dealership', nameFr: 'Transaction annulée par le concessionnaire' },
];

/** Why a deposit moves to another deal of the customer; "other" is free text (other_transfer_reason). */
export const TRANSFER_REASONS: readonly NamedReason[] = [
  { id: 1, name: 'Customer chose another vehicle', nameFr: 'Le client a choisi un autre véhicule' },
  { id: 2, name: 'Deal recreated', nameFr: 'Transaction recréée' },
  { id: 3, name: 'Payment type changed', nameFr: 'Mode de paiement changé' },
];

/**
 * The reason a refund or transfer request names: one id of `list`, or free text for "other" (1 to
 * 500 characters) when no id is given. Errors name the request's fields (`idField`, `otherField`).
 */
export function reasonFrom(
  list: readonly NamedReason[], id: number | null | undefined, other: string | null | undefined, idField: string, otherField: string,
): E.Either<InvalidInput, DepositReason> {
  if (id !== null && id !== undefined) {
    return list.some((r) => r.id === id) ? E.right({ reasonId: id }) : E.left(invalidInput({ [idField]: ['deposit.unknown_reason'] }));
  }
  const text = (other ?? '').trim();
  if (text === '') return E.left(invalidInput({ [idField]: ['deposit.reason_required'] }));
  if (text.length > 500) return E.left(invalidInput({ [otherField]: ['deposit.reason_too_long'] }));
  return E.right({ other: text });
}
