import * as E from 'fp-ts/Either';
import { describe, expect, it } from 'vitest';
import { fixedTemplates, recordingAudit, recordingEmail } from '../access/testing/in-memory-ports';
import type { Customer } from '../customers/customer';
import type { Order, OrderChanges, OrderView } from '../orders/order';
import type { AppointmentState, OrderRepository } from '../orders/order-repository';
import { INITIAL_STEPS, type OrderStatus } from '../shared/deal-states';
import { inMemoryTimeline } from '../testing/in-memory-timeline';
import { SAMPLE_STORE_VALUES } from '../stores/testing/sample-store-values';
import type { StoreSettings } from '../stores/store-settings';
import { storesWorld } from '../stores/testing/in-memory-stores';
import { appointmentUseCases } from './appointment-use-cases';

const NOW = new Date('2026-11-25T12:00:00Z');
// Monday 2026-11-30, 10:30 in Toronto (EST, UTC-5); the sample store opens Monday and Tuesday 9 to 6.
const MONDAY_1030 = '2026-11-30T15:30:00.000Z';

function anOrder(id: number, dealershipId: number): Order {
  return {
    id, dealershipId, customerId: 5, vehicleId: 1, paymentType: 'finance', status: 'initial', steps: INITIAL_STEPS, awaiting: null, isArchived: false,
    archivedStatusChangedAt: null, archivedStatusChangedBy: null, archiveReason: null, note: '', campaign: null, paymentIncludeTax: true, financeDownPaymentCents: 0,
    leaseDownPaymentCents: 0, accessoryIds: [], installAccessoryIds: [], protectionIds: [], incentives: [], proposedAppointment: null,
    appointmentStatus: null, depositStatus: null, depositMode: null, depositAmountCents: null, confirmedAt: null, confirmedBy: null,
    commissionNumber: null, linkToken: 't', createdBy: null, createdAt: NOW, updatedAt: NOW,
  };
}

async function world(options: { readonly customerEmail?: string; readonly repActive?: boolean } = {}) {
  const stores = storesWorld();
  const rep = stores.ports.users.add({ email: 'rep@laval.example', firstName: 'Rémi', language: 'fr_CA' });
  const orders = new Map<number, Order>([[10, anOrder(10, 1)], [20, anOrder(20, 2)]]);
  const repo = {
    byId: async (d: number, id: number) => { const o = orders.get(id); return o?.dealershipId === d ? o : null; },
    view: async (d: number, id: number) => { const o = orders.get(id); return o?.dealershipId === d ? ({ ...o, vehicle: null, customer: { id: 5, firstName: 'Ana', lastName: 'Roy', email: 'ana@example.com', language: 'fr_CA' }, archivedBy: null } as OrderView) : null; },
    update: async (d: number, id: number, c: OrderChanges) => {
      const o = orders.get(id);
      if (o?.dealershipId !== d) return null;
      const next: Order = { ...o, ...(c.proposedAppointment === undefined ? {} : { proposedAppointment: c.proposedAppointment }), ...(c.appointmentStatus === undefined ? {} : { appointmentStatus: c.appointmentStatus }), ...(c.appointmentStep === undefined ? {} : { steps: { ...o.steps, appointment: c.appointmentStep } }) };
      orders.set(id, next);
      return next;
    },
    moveAppointment: async (d: number, id: number, from: AppointmentState, to: AppointmentState & { step: OrderStatus }) => {
      const o = orders.get(id);
      if (o?.dealershipId !== d) return null;
      if (o.appointmentStatus !== from.status || o.proposedAppointment?.getTime() !== from.at?.getTime()) return 'changed';
      const next: Order = { ...o, proposedAppointment: to.at, appointmentStatus: to.status, steps: { ...o.steps, appointment: to.step } };
      orders.set(id, next);
      return next;
    },
  } as unknown as OrderRepository;
  const customer = { id: 5, dealershipId: 1, firstName: 'Ana', lastName: 'Roy', email: options.customerEmail ?? 'ana@example.com', language: 'en_CA', salesRepId: rep.id } as Customer;
  if (options.repActive === false) stores.ports.users.setActive(rep.id, false);
  const settings = { ...SAMPLE_STORE_VALUES, id: 1, name: 'Toyota Laval', email: 'ventes@laval.example' } as unknown as StoreSettings;
  const email = recordingEmail();
  const audit = recordingAudit();
  const timeline = inMemoryTimeline({ now: () => NOW });
  const useCases = appointmentUseCases({
    orders: repo, stores: { settings: async (id) => (id === 1 ? settings : null) }, timeline, audit, clock: { now: () => NOW },
    customers: { byId: async (d, id) => (d === 1 && id === 5 ? customer : null) }, users: stores.ports.users, email, templates: fixedTemplates,
  });
  return { stores, orders, email, audit, timeline, useCases };
}

describe('appointment use cases', () => {
  it('proposes, confirms and cancels, each a timeline entry and an audit row, the step following', async () => {
    const w = await world();
    const ctx = await w.stores.ctxAt(1, 'dealer_sales_manager');
    const proposed = await w.useCases.propose(ctx, 10, { proposedAppointment: MONDAY_1030 }, '1.2.3.4')();
    expect(E.isRight(proposed) && proposed.right.order.appointmentStatus).toBe('unconfirmed');
    expect(w.orders.get(10)?.steps.appointment).toBe('awaiting-dealer');
    expect(w.email.sent).toHaveLength(0);
    const confirmed = await w.useCases.confirm(ctx, 10, '1.2.3.4')();
    expect(E.isRight(confirmed) && confirmed.right.order.appointmentStatus).toBe('confirmed');
    expect(w.orders.get(10)?.steps.appointment).toBe('completed');
    const cancelled = await w.useCases.cancel(ctx, 10, '1.2.3.4')();
    expect(E.isRight(cancelled) && cancelled.right.order.appointmentStatus).toBe('cancelled');
    expect(w.timeline.entries.map((e) => e.event)).toEqual(['appointment.proposed', 'appointment.confirmed', 'appointment.cancelled']);
    expect(w.audit.actions()).toEqual(['appointment_proposed', 'appointment_confirmed', 'appointment_canceled']);
  });

  it('e-mails the customer and the rep, each in their language, with the .ics, on a confirmation and on cancelling it', async () => {
    const w = await world();
    const ctx = await w.stores.ctxAt(1, 'dealer_sales_rep');
    await w.useCases.propose(ctx, 10, { proposedAppointment: MONDAY_1030 }, '')();
    await w.useCases.confirm(ctx, 10, '')();
    expect(w.email.sent.map((m) => [m.to, m.subject])).toEqual([['ana@example.com', '[en_CA] confirmed Ana Roy'], ['rep@laval.example', '[fr_CA] rep_confirmed Ana Roy']]);
    const ics = w.email.sent[0]?.attachments?.[0];
    expect(ics?.contentType).toBe('text/calendar; charset=utf-8');
    expect(ics?.content).toContain('DTSTART:20261130T153000Z');
    expect(ics?.content).toContain('DTEND:20261130T163000Z');
    await w.useCases.cancel(ctx, 10, '')();
    expect(w.email.sent.slice(2).map((m) => m.subject)).toEqual(['[en_CA] cancelled Ana Roy', '[fr_CA] rep_cancelled Ana Roy']);
    expect(w.email.sent[2]?.attachments?.[0]?.content).toContain('METHOD:CANCEL');
  });

  it('refuses times outside the hours, closed days and the past, with the field named', async () => {
    const w = await world();
    const ctx = await w.stores.ctxAt(1, 'dealer_admin');
    const at = async (time: string) => w.useCases.propose(ctx, 10, { proposedAppointment: time }, '')();
    expect(await at('2026-12-02T15:30:00Z')).toEqual(E.left({ _tag: 'InvalidInput', errors: { proposed_appointment: ['appointment.store_closed'] } }));
    expect(await at('2026-11-30T23:30:00Z')).toEqual(E.left({ _tag: 'InvalidInput', errors: { proposed_appointment: ['appointment.outside_hours'] } }));
    expect(await at('2026-11-24T15:30:00Z')).toEqual(E.left({ _tag: 'InvalidInput', errors: { proposed_appointment: ['appointment.in_the_past'] } }));
    expect(await at('soon')).toEqual(E.left({ _tag: 'InvalidInput', errors: { proposed_appointment: ['datetime.invalid'] } }));
    expect(await w.useCases.propose(ctx, 10, {}, '')()).toEqual(E.left({ _tag: 'InvalidInput', errors: { proposed_appointment: ['required'] } }));
    expect(w.orders.get(10)?.appointmentStatus).toBeNull();
  });

  it('refuses a move the state machine does not have, another store\'s deal, and corporate users', async () => {
    const w = await world();
    const ctx = await w.stores.ctxAt(1, 'dealer_admin');
    expect(await w.useCases.confirm(ctx, 10, '')()).toEqual(E.left({ _tag: 'AppointmentTransitionRefused', action: 'confirm', status: null }));
    expect(await w.useCases.propose(ctx, 20, { proposedAppointment: MONDAY_1030 }, '')()).toEqual(E.left({ _tag: 'NotFound' }));
    const corporate = await w.stores.ctxAt(1, 'dealer_admin', { corporate: true });
    expect(await w.useCases.propose(corporate, 10, { proposedAppointment: MONDAY_1030 }, '')()).toEqual(E.left({ _tag: 'Forbidden', action: 'confirm_appointment' }));
    await w.useCases.propose(ctx, 10, { proposedAppointment: MONDAY_1030 }, '')();
    await w.useCases.confirm(ctx, 10, '')();
    expect(await w.useCases.confirm(ctx, 10, '')()).toEqual(E.left({ _tag: 'AppointmentTransitionRefused', action: 'confirm', status: 'confirmed' }));
  });

  it('writes to nobody without an address or an active rep, and proposing the same time again changes nothing', async () => {
    const w = await world({ customerEmail: '', repActive: false });
    const ctx = await w.stores.ctxAt(1, 'dealer_admin');
    await w.useCases.propose(ctx, 10, { proposedAppointment: MONDAY_1030 }, '')();
    await w.useCases.propose(ctx, 10, { proposedAppointment: '2026-11-30T10:30:00-05:00' }, '')();
    expect(w.timeline.entries).toHaveLength(1);
    expect(E.isRight(await w.useCases.confirm(ctx, 10, '')())).toBe(true);
    expect(w.email.sent).toEqual([]);
  });

  it('confirms once when two confirmations run at once: one wins, the other is refused as second, one set of e-mails', async () => {
    const w = await world();
    const ctx = await w.stores.ctxAt(1, 'dealer_admin');
    await w.useCases.propose(ctx, 10, { proposedAppointment: MONDAY_1030 }, '')();
    const [a, b] = await Promise.all([w.useCases.confirm(ctx, 10, '')(), w.useCases.confirm(ctx, 10, '')()]);
    expect([a, b].filter(E.isRight)).toHaveLength(1);
    expect([a, b].filter(E.isLeft).map((x) => x.left)).toEqual([{ _tag: 'AppointmentTransitionRefused', action: 'confirm', status: 'confirmed' }]);
    expect(w.email.sent.filter((m) => m.to === 'ana@example.com')).toHaveLength(1);
    expect(w.timeline.entries.filter((e) => e.event === 'appointment.confirmed')).toHaveLength(1);
  });
});
