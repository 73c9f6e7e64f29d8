import { isAdminActor, type Actor } from '../../access/actor';

/**
 * Who brings a store's inventory in, maps its columns, undoes an import and sets its pull: admins
 * (super, organization, dealer) and the store's sales managers; corporate users never write. A feed
 * replaces what every rep sells from, so it is a manager's act, as ADF lead imports are.
 */
export function mayImportInventory(actor: Actor): boolean {
  if (actor.isCorporate) return false;
  return isAdminActor(actor) || actor.role === 'dealer_sales_manager';
}
