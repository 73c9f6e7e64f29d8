import * as E from 'fp-ts/Either';
import type * as TE from 'fp-ts/TaskEither';
import type { DealershipContext } from '../access/dealership-context';
import type { Actor } from '../access/actor';
import { createCustomer, type CustomerWriteDeps } from '../customers/create-customer';
import { createOrder, type OrderDeps } from '../orders/create-order';
import type { AuditLog } from '../shared/ports/audit-log';
import { forbidden, type Forbidden } from '../shared/errors';
import { leadSourceOf, leadTypeOf, validateAdfProspect, vehicleOfInterest, type AdfLead, type AdfProspectDraft } from './adf-lead';
import type { AdfMailDesk } from './adf-mail-desk';
import type { AdfImportLedger, ImportReport, ImportSource, LeadVehicleMatcher, ProspectOutcome } from './lead-ports';
import { fullName } from '../shared/person-name';

export interface LeadDeps extends CustomerWriteDeps, OrderDeps {
  readonly adfImports: AdfImportLedger;
  readonly leadVehicles: LeadVehicleMatcher;
  readonly adfMail: AdfMailDesk;
  readonly audit: AuditLog;
}

/** A parsed document: its prospects' texts and the SHA-256 of its bytes (the adapter read them). */
export interface AdfDocument {
  readonly sha256: string;
  readonly fileName: string;
  readonly prospects: readonly AdfProspectDraft[];
  /** The e-mail address it came from (received by e-mail, issue 30.6); kept with the import. */
  readonly sender?: string;
}

/** Another request is importing the same document right now (409; the client asks again later). */
export type ImportRunning = { readonly _tag: 'ImportRunning' };

/**
 * Who imports leads (decided): the store's admins and sales managers (and organization admins and
 * super admins working in the store). Lead intake hands customers out to reps; a rep importing
 * would reach colleagues' customers through the matching. Corporate users never write.
 */
export function mayImportLeads(actor: Actor): boolean {
  if (actor.isCorporate) return false;
  return actor.isSuperAdmin || actor.role === 'dealer_admin' || actor.role === 'dealer_sales_manager' || actor.role === 'organization_admin' || actor.role === 'super_admin';
}

const displayName = (draft: AdfProspectDraft): string =>
  [draft.firstName.trim(), draft.lastName.trim()].filter((s) => s !== '').join(' ') || draft.fullName.trim() || draft.email.trim() || draft.phones[0]?.trim() || '';

/**
 * Imports the prospects of an ADF document into the session's store (decided, docs/decisions/leads.md
 * "ADF leads"): each prospect stands alone, a refused one (with its reasons) leaves the others
 * imported; a document that is not well-formed ADF is refused whole by the adapter before this
 * runs. A prospect whose e-mail or phone digits belong to a customer of the store is that customer
 * (matched, left as it is); otherwise a customer is created by the customer form's own use case
 * (same rules, the automatic rep, lead type from the provider). Then a deal for the vehicle of
 * interest found in the store's stock (the deal use case; the provider's name as its campaign);
 * the customer's active deal for that vehicle is kept rather than doubled. The same document
 * again (its SHA-256, per store) answers the first import's report and does nothing.
 */
export const importAdfLeads = (deps: LeadDeps) =>
  (ctx: DealershipContext, document: AdfDocument, source: ImportSource, ip: string): TE.TaskEither<Forbidden | ImportRunning, ImportReport> => async () => {
    if (!mayImportLeads(ctx.actor)) return E.left(forbidden('import_leads'));
    const dealershipId = ctx.dealership.id;
    const claim = await deps.adfImports.claim(dealershipId, { sha256: document.sha256, source, fileName: document.fileName, sender: document.sender ?? null, userId: ctx.user.id, at: deps.clock.now() });
    if (claim.state === 'running') return E.left({ _tag: 'ImportRunning' });
    if (claim.state === 'done') return E.right({ ...claim.report, repeat: true });
    const outcomes: ProspectOutcome[] = [];
    try {
      for (const draft of document.prospects) outcomes.push(await importProspect(deps, ctx, draft));
    } catch (error) {
      await deps.adfImports.release(dealershipId, claim.id);
      throw error;
    }
    await deps.adfImports.finish(dealershipId, claim.id, outcomes);
    const count = (o: ProspectOutcome['outcome']) => outcomes.filter((p) => p.outcome === o).length;
    await deps.audit.record({
      action: 'adf_leads_imported', userId: ctx.user.id, dealershipId, ip,
      detail: { import_id: claim.id, sha256: document.sha256, source, file_name: document.fileName, ...(document.sender === undefined ? {} : { sender: document.sender }), created: count('created'), matched: count('matched'), refused: count('refused'),
        deals: outcomes.filter((p) => p.outcome !== 'refused' && p.dealNote === null).length },
    });
    return E.right({ importId: claim.id, sha256: document.sha256, repeat: false, prospects: outcomes });
  };

async function importProspect(deps: LeadDeps, ctx: DealershipContext, draft: AdfProspectDraft): Promise<ProspectOutcome> {
  const refused = (errors: Readonly<Record<string, readonly string[]>>): ProspectOutcome => ({ outcome: 'refused', name: displayName(draft), errors });
  const valid = validateAdfProspect(draft);
  if (E.isLeft(valid)) return refused(valid.left);
  const lead = valid.right;
  const customer = await matchOrCreate(deps, ctx, lead);
  if (E.isLeft(customer)) return refused(customer.left);
  const { id, name, outcome } = customer.right;
  const deal = await dealFor(deps, ctx, id, lead);
  return { outcome, customerId: id, customerName: name, orderId: deal.orderId, dealNote: deal.note, leadSource: leadSourceOf(lead) };
}

async function matchOrCreate(deps: LeadDeps, ctx: DealershipContext, lead: AdfLead): Promise<E.Either<Readonly<Record<string, readonly string[]>>, { id: number; name: string; outcome: 'created' | 'matched' }>> {
  const c = lead.customer;
  const same = await deps.customers.duplicates(ctx.dealership.id, { email: c.email, phone: c.phone }, null);
  const match = same.find((d) => d.matchedOn.includes('email')) ?? same[0];
  if (match !== undefined) return E.right({ id: match.id, name: fullName(match), outcome: 'matched' });
  const created = await createCustomer(deps)(ctx, {
    draft: {
      firstName: c.firstName, lastName: c.lastName, email: c.email, emailConfirmation: c.email, phone: c.phone,
      addressLine1: c.addressLine1, addressLine2: c.addressLine2, city: c.city, province: c.regionCode, postalCode: c.postalCode, note: lead.comments,
    },
    assignedDealer: undefined,
    // Checked just above; a look-alike made since then is a duplicate staff can merge.
    allowDuplicate: true,
    leadType: leadTypeOf(lead),
  })();
  if (E.isRight(created)) return E.right({ id: created.right.id, name: fullName(created.right), outcome: 'created' });
  const error = created.left;
  if (error._tag === 'InvalidInput') return E.left(error.errors);
  if (error._tag === 'Forbidden') return E.left({ customer: ['forbidden'] });
  return E.left({ customer: ['reference.not_found'] });
}

async function dealFor(deps: LeadDeps, ctx: DealershipContext, customerId: number, lead: AdfLead): Promise<{ orderId: number | null; note: 'vehicle_not_found' | 'existing_deal' | 'no_vehicle' | null }> {
  const wanted = vehicleOfInterest(lead);
  if (wanted === null) return { orderId: null, note: 'no_vehicle' };
  const vehicleId = await deps.leadVehicles.match(ctx.dealership.id, wanted);
  if (vehicleId === null) return { orderId: null, note: 'vehicle_not_found' };
  const order = await createOrder(deps)(ctx, { customer: customerId, vehicle: vehicleId, campaign: leadSourceOf(lead), ...(wanted.interest === 'lease' ? { paymentType: 'lease' } : {}) })();
  if (E.isRight(order)) return { orderId: order.right.id, note: null };
  if (order.left._tag === 'DuplicateOrder') return { orderId: order.left.duplicates[0]?.id ?? null, note: 'existing_deal' };
  return { orderId: null, note: 'vehicle_not_found' };
}
