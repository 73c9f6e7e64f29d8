/**
 * Every event a deal's timeline records (issue 29 item 2): the one list the recorders are typed
 * against (`TimelineEntry.event`), so a new event does not compile until it is named here, and the
 * locale test (ui/features/orders/timeline/timeline-events.test.ts) fails until every locale words it
 * (`desk:timeline.events.<kind>_<what>`). Names are `<subject>.<what>`; the stored text, never renamed.
 */
export const TIMELINE_EVENTS = [
  'status.created', 'status.completed', 'status.archived', 'status.restored',
  'note.changed', 'deal.payment_type_changed', 'deal.commission_number_changed',
  'message.deal_link_sent', 'message.quotes_sent',
  // Issue 30.4: a message about the deal in its current state (core/messages/message-timeline.ts; read, never stored).
  'message.queued', 'message.sending', 'message.sent', 'message.delivered', 'message.failed', 'message.opted_out',
  'step.quote_created', 'step.quote_deleted', 'step.quotes_activated',
  'deposit.held', 'deposit.captured', 'deposit.canceled', 'deposit.refunded', 'deposit.marked_paid', 'deposit.transferred',
  'deposit.expired', 'deposit.declined', 'deposit.reconciled', 'deposit.receipt_sent', 'deposit.amount_set', 'deposit.withdrawn',
  'deposit.reserveit_saved', 'deposit.reserveit_removed',
  'document.uploaded', 'document.deleted',
  'appointment.proposed', 'appointment.asked', 'appointment.confirmed', 'appointment.cancelled',
  'customer.opened_link', 'customer.addons_chosen', 'customer_view.quotes_viewed', 'customer_view.primary_quote_set', 'customer_view.addons_chosen',
  'credit.submitted', 'credit.resubmitted', 'credit.approved', 'credit.further_verification',
  'trade_in.created', 'trade_in.updated', 'trade_in.offer_made', 'trade_in.offer_accepted', 'trade_in.offer_declined', 'trade_in.offer_expired',
  'dms.queued', 'dms.pushed', 'dms.refused', 'dms.retrying', 'dms.failed',
] as const;
export type TimelineEvent = (typeof TIMELINE_EVENTS)[number];

/** The wording key of an event under `desk:timeline.events` (its first dot made an underscore: `deposit.held` → `deposit_held`). */
export const timelineEventKey = (event: string): string => event.replace('.', '_');
