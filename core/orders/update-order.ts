import * as E from 'fp-ts/Either';
import type * as TE from 'fp-ts/TaskEither';
import type { DealershipContext } from '../access/dealership-context';
import { can } from '../access/corporate-restrictions';
import { forbidden, invalidInput, notFound, type Forbidden, type InvalidInput, type NotFound } from '../shared/errors';
import { fieldError } from '../shared/validation';
import type { Order, OrderChanges, OrderView } from './order';
import type { OrderArchived } from './order-errors';
import type { OrderStatus } from '../shared/deal-states';
import { fieldCollector, ORDER_NOTE_MAX_LENGTH, readDateTime, readIds, readPaymentType, type OrderUpdateInput } from './order-form';
import type { OrderDeps } from './create-order';
import { recordByStaff } from './order-timeline';

/**
 * Whether the store has an accessory or a plan of that id (null: not the store's). addons'
 * AddonRepository is one; orders names only what it reads (addons sits above orders).
 */
export interface AddonReferences {
  accessory(dealershipId: number, id: number): Promise<object | null>;
  plan(dealershipId: number, id: number): Promise<object | null>;
}

/** Whether the store has an incentive of that id: payments' PaymentsRepository is one (payments sits above orders). */
export interface IncentiveReferences {
  incentive(dealershipId: number, id: number): Promise<object | null>;
}

/**
 * A time proposed on the deal itself (proposed_appointment) follows the appointments context's
 * rules, as propose_appointment/ does; the composition root hands them over (appointments sits
 * above orders: core/appointments/deal-appointment-rules.ts).
 */
export interface DealAppointmentRules {
  /** The deal's appointment step while a proposed time awaits the dealer's confirmation. */
  readonly proposedStep: OrderStatus;
  /** Why the store refuses this time (the past, its hours); NotFound for a store without settings; null: it stands. */
  timeErrors(dealershipId: number, start: Date): Promise<InvalidInput | NotFound | null>;
  /** The timeline entry and the audit row of the proposal. */
  recordProposal(ctx: DealershipContext, before: Order, start: Date, ip: string): Promise<void>;
}

/** What an update reads besides the deal: the store's accessories, plans and incentives, to refuse ids it does not have. */
export interface OrderUpdateDeps extends OrderDeps {
  readonly addons: AddonReferences;
  readonly payments: IncentiveReferences;
  readonly appointmentRules: DealAppointmentRules;
}

/** Whether one of `ids` that the deal does not carry yet is not the store's (unknown, or another store's). */
async function anyForeign(ids: readonly number[] | undefined, carried: readonly number[], find: (id: number) => Promise<unknown>): Promise<boolean> {
  if (ids === undefined) return false;
  const known = new Set(carried);
  for (const id of ids) if (!known.has(id) && (await find(id)) === null) return true;
  return false;
}

/**
 * PUT and PATCH order/{id}/: the writable fields sent change, the others stay; the vehicle is never
 * changed here (spec 001 section 5). Proposing a new appointment time makes the appointment
 * unconfirmed again, within the store's hours (core/appointments). The accessories to install are a subset of the accessories chosen. The note is a right corporate-kind users lose. An archived deal is restored first.
 */
export const updateOrder = (deps: OrderUpdateDeps) =>
  (ctx: DealershipContext, id: number, input: OrderUpdateInput, ip = ''): TE.TaskEither<Forbidden | InvalidInput | NotFound | OrderArchived, OrderView> => async () => {
    const dealershipId = ctx.dealership.id;
    const current = await deps.orders.byId(dealershipId, id);
    if (current === null) return E.left(notFound);
    const note = input.note?.trim();
    if (note !== undefined && note !== current.note && !can(ctx.actor, 'edit_order_note')) return E.left(forbidden('edit_order_note'));
    if (current.isArchived) return E.left({ _tag: 'OrderArchived' });
    const field = fieldCollector();
    if (input.customer !== undefined && input.customer !== current.customerId && (await deps.customers.byId(dealershipId, input.customer)) === null) {
      field.add('customer', 'reference.not_found');
    }
    const paymentType = readPaymentType(input.paymentType, field);
    const accessoryIds = readIds('accessory_ids', input.accessoryIds, field);
    const sentInstall = readIds('install_accessory_ids', input.installAccessoryIds, field);
    const protectionIds = readIds('protection_ids', input.protectionIds, field);
    const incentives = readIds('incentives', input.incentives, field);
    const proposed = readDateTime('proposed_appointment', input.proposedAppointment, field);
    if (note !== undefined && [...note].length > ORDER_NOTE_MAX_LENGTH) field.add('note', 'text.too_long');
    const chosen = new Set(accessoryIds ?? current.accessoryIds);
    if (sentInstall !== undefined && !sentInstall.every((a) => chosen.has(a))) field.add('install_accessory_ids', 'list.not_subset');
    if (field.any()) return E.left(invalidInput(field.errors));
    // Ids the deal would newly carry must be the store's own: an unknown or foreign id is never stored.
    if (await anyForeign(accessoryIds, current.accessoryIds, (a) => deps.addons.accessory(dealershipId, a))) field.add('accessory_ids', 'reference.not_found');
    if (await anyForeign(protectionIds, current.protectionIds, (p) => deps.addons.plan(dealershipId, p))) field.add('protection_ids', 'reference.not_found');
    if (await anyForeign(incentives, current.incentives, (i) => deps.payments.incentive(dealershipId, i))) field.add('incentives', 'reference.not_found');
    if (field.any()) return E.left(invalidInput(field.errors));
    // Accessories dropped without new install choices take their install choice with them.
    const installAccessoryIds = sentInstall ?? (accessoryIds === undefined ? undefined : current.installAccessoryIds.filter((a) => chosen.has(a)));
    const moved = proposed !== undefined && proposed !== null && proposed.getTime() !== current.proposedAppointment?.getTime();
    // No time (null) removes the appointment whole: time, status and step. A confirmed one was told to
    // the customer, so it is cancelled by cancel_appointment/ (which tells them), never wiped here.
    const cleared = proposed === null && current.proposedAppointment !== null;
    if (cleared) {
      if (!can(ctx.actor, 'confirm_appointment')) return E.left(forbidden('confirm_appointment'));
      if (current.appointmentStatus === 'confirmed') return E.left(invalidInput(fieldError('proposed_appointment', 'appointment.cancel_first')));
    }
    // A new time is a proposal like propose_appointment/'s: the same right and the same store hours.
    if (moved) {
      if (!can(ctx.actor, 'confirm_appointment')) return E.left(forbidden('confirm_appointment'));
      const refused = await deps.appointmentRules.timeErrors(dealershipId, proposed);
      if (refused !== null) return E.left(refused);
    }
    const changes: OrderChanges = {
      ...(input.customer === undefined ? {} : { customerId: input.customer }),
      ...(paymentType === undefined ? {} : { paymentType }),
      ...(input.paymentIncludeTax === undefined ? {} : { paymentIncludeTax: input.paymentIncludeTax }),
      ...(accessoryIds === undefined ? {} : { accessoryIds }),
      ...(installAccessoryIds === undefined ? {} : { installAccessoryIds }),
      ...(protectionIds === undefined ? {} : { protectionIds }),
      ...(incentives === undefined ? {} : { incentives }),
      ...(proposed === undefined ? {} : { proposedAppointment: proposed }),
      ...(moved ? { appointmentStatus: 'unconfirmed' as const, appointmentStep: deps.appointmentRules.proposedStep } : {}),
      ...(cleared ? { appointmentStatus: null, appointmentStep: 'initial' as const } : {}),
      ...(note === undefined ? {} : { note }),
    };
    await deps.orders.update(dealershipId, id, changes, deps.clock.now());
    if (note !== undefined && note !== current.note) await recordByStaff(deps.timeline, ctx, id, 'note', 'note.changed', { note });
    if (paymentType !== undefined && paymentType !== current.paymentType) await recordByStaff(deps.timeline, ctx, id, 'step', 'deal.payment_type_changed', { from: current.paymentType, to: paymentType });
    if (moved) await deps.appointmentRules.recordProposal(ctx, current, proposed, ip);
    const view = await deps.orders.view(dealershipId, id);
    return view ? E.right(view) : E.left(notFound);
  };
