import type { UserBody } from '../../../adapters/http/contract/access/access';
import { can } from '@dealer-panel/core/access/corporate-restrictions';
import { customerScope, mayExportCustomers, mayOpenCustomer, type CustomerScope } from '@dealer-panel/core/customers/customer-visibility';
import { mayArchiveCustomers } from '@dealer-panel/core/customers/archive-customers';
import { mayImportLeads } from '@dealer-panel/core/leads/import-adf-leads';
import { toActor } from '../../shared/session/user-rights';
import { mayMergeCustomers } from '@dealer-panel/core/customers/merge-customers';
import { hasUsableRole } from '@dealer-panel/core/access/actor';

/** What the signed-in user may do on customers (spec 000 section 6: corporate users may look, not act). */
export interface CustomerRights {
  readonly createCustomer: boolean;
  readonly editCustomer: boolean;
  readonly assignRep: boolean;
  readonly sendInvitation: boolean;
  readonly addOrder: boolean;
  /** The list's CSV export: can_export_customers (core/customers/customer-visibility.ts); the server decides. */
  readonly exportCustomers: boolean;
  /** Archiving (Lost, Sold, Active again): can_archive_customers, never a corporate user. */
  readonly archiveCustomers: boolean;
  /** The store's likely duplicates (the /customers/duplicates route: not a sales rep). */
  readonly seeDuplicates: boolean;
  /** Merge and undo: sales managers and admins, never a corporate user (core/customers/merge-customers.ts). */
  readonly mergeCustomers: boolean;
  /** Importing ADF leads: admins and sales managers (core/leads/import-adf-leads.ts); the server decides. */
  readonly importLeads: boolean;
  /** Whose customers the user sees: a sales rep their own and the unassigned ones (core/customers/customer-visibility.ts). */
  readonly scope: CustomerScope;
}

/** Whether the user still sees a customer once it is assigned to `repId` (a rep handing it to a colleague does not). */
export function keepsSightAfterAssigning(rights: CustomerRights, repId: number | null): boolean {
  return mayOpenCustomer(rights.scope, repId);
}

export function rightsOf(user: UserBody | null): CustomerRights {
  if (user === null) return { createCustomer: false, editCustomer: false, assignRep: false, sendInvitation: false, addOrder: false, exportCustomers: false, archiveCustomers: false, seeDuplicates: false, mergeCustomers: false, importLeads: false, scope: { kind: 'store' } };
  const actor = toActor(user);
  return {
    createCustomer: can(actor, 'create_customer'),
    editCustomer: can(actor, 'edit_customer'),
    assignRep: can(actor, 'assign_dealer_representative'),
    sendInvitation: can(actor, 'send_invitation_link'),
    addOrder: can(actor, 'add_order'),
    exportCustomers: mayExportCustomers(actor),
    archiveCustomers: mayArchiveCustomers(actor),
    seeDuplicates: hasUsableRole(actor) && actor.role !== 'dealer_sales_rep',
    mergeCustomers: mayMergeCustomers(actor),
    importLeads: mayImportLeads(actor),
    scope: customerScope({ actor, user: { id: user.id } }),
  };
}
