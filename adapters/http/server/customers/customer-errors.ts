import type { CustomerHasOrders, DuplicateCustomer } from '@dealer-panel/core/customers/customer-errors';
import type { CustomerMergeConflict, MergeUndoRefused } from '@dealer-panel/core/customers/merge-customers';
import type { ImportUndoRefused } from '@dealer-panel/core/customers/import/customer-import-history';
import { problem, type Problem } from '../platform/problem';
import { fullName } from '@dealer-panel/core/shared/person-name';

export type CustomerError = DuplicateCustomer | CustomerHasOrders | CustomerMergeConflict | MergeUndoRefused | ImportUndoRefused;

/** The customers' business errors (add, delete, merge and its undo, an import's undo), mapped exhaustively. */
export function customerProblem(error: CustomerError): Problem {
  switch (error._tag) {
    case 'DuplicateCustomer': {
      const duplicates = error.duplicates.map((d) => ({ id: d.id, full_name: fullName(d), matched_on: [...d.matchedOn] }));
      const fields = [...new Set(error.duplicates.flatMap((d) => d.matchedOn))];
      const body = problem(409, 'duplicate_customer', {
        detail: 'A customer with this e-mail or phone already exists; send allow_duplicate: true to add it anyway.',
        errors: Object.fromEntries(fields.map((f) => [f, ['customer.duplicate']])),
      });
      return { ...body, duplicates } as Problem;
    }
    case 'CustomerMergeConflict':
      return { ...problem(409, 'customer_merge_conflict', { detail: 'Both customers have a trade-in without a deal; attach one to a deal first.' }), reason: error.reason } as Problem;
    case 'MergeUndoRefused':
      return { ...problem(409, 'merge_undo_refused', {
        detail: error.reason === 'already_undone' ? 'This merge was undone already.' : 'Something changed on the kept customer since the merge; it can no longer be undone.',
      }), reason: error.reason } as Problem;
    case 'ImportUndoRefused':
      return problem(409, 'import_undo_refused', { detail: 'This import was undone already, or has not finished.' });
    case 'CustomerHasOrders':
      return problem(409, 'customer_has_orders', { detail: 'This customer has deals; archive the customer instead.' });
  }
}
