import { isSuperAdminActor } from '@dealer-panel/core/access/actor';
import { can } from '@dealer-panel/core/access/corporate-restrictions';
import type { DealershipContext } from '@dealer-panel/core/access/dealership-context';
import type { OperationAccess } from '@dealer-panel/core/access/operation-access';
import { guard as addonGuard } from '@dealer-panel/core/addons/addon-use-case-support';
import { mayManagePrices } from '@dealer-panel/core/analytics/price-profile-use-cases';
import { mayDecide } from '@dealer-panel/core/credit/credit-dealer';
import { mayImportInventory } from '@dealer-panel/core/inventory/feeds/feed-access';
import { mayBrowseInventory } from '@dealer-panel/core/inventory/vehicle-record';
import { mayImportCustomers } from '@dealer-panel/core/customers/import/import-customers';
import { mayMergeCustomers } from '@dealer-panel/core/customers/merge-customers';
import { mayReadMessages, mayResendMessages } from '@dealer-panel/core/messages/message-access';
import { mayPushToDms } from '@dealer-panel/core/dms/dms-access';
import { mayWriteFees } from '@dealer-panel/core/fees/fee-use-cases';
import { mayManageStaff, maySeeStaff } from '@dealer-panel/core/people/users/user-admin-policy';
import { mayResetFactors } from '@dealer-panel/core/people/users/reset-second-factors';
import { forbidden } from '@dealer-panel/core/shared/errors';
import { mayEditDisclosures } from '@dealer-panel/core/stores/disclosures-access';
import { mayWriteStore } from '@dealer-panel/core/stores/store-access';
import { mayEditLocalTaxes } from '@dealer-panel/core/payments/local-tax-use-cases';
import { mayExportInventory, mayManageFeeds } from '@dealer-panel/core/inventory/feeds/inventory-feed';
import { mayEditQuestionnaire } from '@dealer-panel/core/trade-ins/questions-access';
import { mayWriteTradeIn } from '@dealer-panel/core/trade-ins/trade-in-use-cases';

/**
 * The operations whose use case refuses some roles whatever the input, each with the rule and the
 * action it names (the words its use case answers with). Only rules a use case applies to every
 * call belong here: a finer rule (whose user, whose document) stays in the use case alone.
 */
const rule = (action: string, allows: (ctx: DealershipContext) => boolean): OperationAccess =>
  (ctx) => (allows(ctx) ? null : forbidden(action));

export const ACCESS = {
  editAddons: ((ctx) => {
    const refused = addonGuard(ctx, true);
    return refused?._tag === 'Forbidden' ? refused : null;
  }) satisfies OperationAccess,
  createCustomer: rule('create_customer', (ctx) => can(ctx.actor, 'create_customer')),
  editCustomer: rule('edit_customer', (ctx) => can(ctx.actor, 'edit_customer')),
  sendInvitationLink: rule('send_invitation_link', (ctx) => can(ctx.actor, 'send_invitation_link')),
  mergeCustomers: rule('merge_customers', (ctx) => mayMergeCustomers(ctx.actor)),
  undoMerge: rule('undo_customer_merge', (ctx) => mayMergeCustomers(ctx.actor)),
  writeTradeIn: rule('make_trade_in_offer', mayWriteTradeIn),
  editQuestionnaire: rule('edit_questionnaire', mayEditQuestionnaire),
  editDisclosures: rule('edit_disclosures', mayEditDisclosures),
  editDealership: rule('edit_dealership', (ctx) => mayWriteStore(ctx.actor)),
  editLocalTaxes: rule('edit_local_tax_rates', mayEditLocalTaxes),
  editFees: rule('edit_fees_and_discounts', mayWriteFees),
  marketscan: rule('marketscan', (ctx) => isSuperAdminActor(ctx.actor)),
  paymentSettings: rule('manage_payment_settings', (ctx) => ctx.actor.isSuperAdmin),
  decideCredit: rule('approve_credit_application', mayDecide),
  reserveIt: rule('reserveit', (ctx) => can(ctx.actor, 'add_order')),
  priceProfiles: rule('manage_price_profiles', mayManagePrices),
  inviteUser: rule('invite_user', (ctx) => maySeeStaff(ctx) && mayManageStaff(ctx.actor)),
  editUser: rule('edit_user', (ctx) => maySeeStaff(ctx) && mayManageStaff(ctx.actor)),
  pushToDms: rule('push_to_dms', mayPushToDms),
  resetSecondFactors: rule('reset_second_factors', mayResetFactors),
  readMessages: rule('read_messages', mayReadMessages),
  resendMessage: rule('resend_message', mayResendMessages),
  importInventory: rule('import_inventory', (ctx) => mayImportInventory(ctx.actor)),
  importCustomers: rule('import_customers', (ctx) => mayImportCustomers(ctx.actor)),
  manageInventoryFeeds: rule('manage_inventory_feeds', (ctx) => mayManageFeeds(ctx.actor)),
  exportInventory: rule('export_inventory', (ctx) => mayExportInventory(ctx.actor)),
  readInventory: rule('read_inventory', mayBrowseInventory),
} as const satisfies Readonly<Record<string, OperationAccess>>;

const WRITE = ['POST', 'PUT', 'PATCH', 'DELETE'] as const;
type Method = (typeof WRITE)[number] | 'GET';

/**
 * Which routes each rule guards: methods and a path pattern of the contract (`{x}` a parameter, a
 * trailing `*` anything below). all-routes.ts gives each matching route its `access`; the server
 * checks it before it decodes the body (app.ts: a forbidden role gets 403 before any 400), and the
 * OpenAPI document lists the 403. tests/api/authorize-before-validate.test.ts finds, from the
 * server's own answers, any route a role is refused that is missing here.
 */
export const ROUTE_ACCESS: readonly (readonly [readonly Method[], string, OperationAccess])[] = [
  [WRITE, '/api/dealer/aftermarket/*', ACCESS.editAddons],
  [[...WRITE, 'GET'], '/api/dealer/inventory/imports/*', ACCESS.importInventory],
  [[...WRITE, 'GET'], '/api/dealer/inventory/feed/', ACCESS.importInventory],
  [WRITE, '/api/dealer/inventory/feed/pull/*', ACCESS.importInventory],
  [[...WRITE, 'GET'], '/api/dealer/customers/imports/*', ACCESS.importCustomers],
  [['POST'], '/api/dealer/customer/', ACCESS.createCustomer],
  [['PUT'], '/api/dealer/customer/{id}/', ACCESS.editCustomer],
  [['POST'], '/api/dealer/customer/{id}/track_link_shared/', ACCESS.sendInvitationLink],
  [['POST'], '/api/dealer/customers/merge/', ACCESS.mergeCustomers],
  [['POST'], '/api/dealer/customers/merge/{id}/undo/', ACCESS.undoMerge],
  [['PUT'], '/api/dealer/order/{id}/trade_in/', ACCESS.writeTradeIn],
  [['PUT'], '/api/dealer/customer/{id}/trade_in/', ACCESS.writeTradeIn],
  [['POST'], '/api/dealer/order/{id}/tradein_offer/', ACCESS.writeTradeIn],
  [['POST'], '/api/dealer/available-trade-ins/{id}/make_offer/', ACCESS.writeTradeIn],
  [WRITE, '/api/dealer/dealer-trade-in-questions/*', ACCESS.editQuestionnaire],
  [['PUT'], '/api/dealer/dealership/disclosures/', ACCESS.editDisclosures],
  [[...WRITE, 'GET'], '/api/dealer/dealership/local-tax-rates/*', ACCESS.editLocalTaxes],
  [['PUT', 'PATCH'], '/api/dealer/dealership/update/', ACCESS.editDealership],
  [['POST'], '/api/dealer/dealership/logo/', ACCESS.editDealership],
  [WRITE, '/api/dealer/fees/*', ACCESS.editFees],
  [WRITE, '/api/dealer/discounts/*', ACCESS.editFees],
  [['PUT'], '/api/dealer/order/{id}/fees-and-discounts/{feeId}/', ACCESS.editFees],
  [['PUT'], '/api/dealer/marketscan/', ACCESS.marketscan],
  [['POST'], '/api/dealer/order/{id}/approve_application/', ACCESS.decideCredit],
  [['POST'], '/api/dealer/order/{id}/further_verification/', ACCESS.decideCredit],
  [['POST'], '/api/dealer/order/{id}/save_reserveit_field/', ACCESS.reserveIt],
  [['POST'], '/api/dealer/order/{id}/remove_reserveit_field/', ACCESS.reserveIt],
  [WRITE, '/api/dealer/payment-settings/*', ACCESS.paymentSettings],
  [['PUT'], '/api/dealer/dealership/{id}/financing-settings/', ACCESS.paymentSettings],
  [['PUT'], '/api/dealer/province-tax/{region}/', ACCESS.paymentSettings],
  [WRITE, '/api/dealer/price-profiles/*', ACCESS.priceProfiles],
  [['POST'], '/api/dealer/user/', ACCESS.inviteUser],
  [['PATCH'], '/api/dealer/user/{id}/', ACCESS.editUser],
  [['POST'], '/api/dms-integrations/integrations/{id}/schedule_push/', ACCESS.pushToDms],
  [['POST'], '/api/dealer/user/{id}/reset_second_factors/', ACCESS.resetSecondFactors],
  [['GET'], '/api/dealer/dealership/messages/', ACCESS.readMessages],
  [['POST'], '/api/dealer/dealership/messages/{id}/resend/', ACCESS.resendMessage],
  [['GET', 'POST'], '/api/dealer/inventory/feeds/*', ACCESS.manageInventoryFeeds],
  [['GET'], '/api/dealer/inventory/export/', ACCESS.exportInventory],
  [['GET'], '/api/dealer/inventory/vehicles/{id}/', ACCESS.readInventory],
  [['GET'], '/api/dealer/inventory/vehicles/{id}/price_history/', ACCESS.readInventory],
];

/** The rule guarding a route of the contract, if any. */
export function accessOf(method: string, path: string): OperationAccess | undefined {
  const found = ROUTE_ACCESS.find(([methods, pattern]) => (methods as readonly string[]).includes(method)
    && (pattern.endsWith('*') ? path.startsWith(pattern.slice(0, -1)) : path === pattern));
  return found?.[2];
}
