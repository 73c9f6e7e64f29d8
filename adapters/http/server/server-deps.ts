import type { Redis } from 'ioredis';
import type { RateCounter } from '@dealer-panel/core/shared/ports/shared-counters';
import type { AccessUseCases } from '@dealer-panel/core/access/access-use-cases';
import type { SessionContext } from '@dealer-panel/core/access/session-context';
import type { CustomerAddonUseCases, DealerAddonUseCases } from '@dealer-panel/core/addons/addon-use-cases';
import type { CustomerUseCases } from '@dealer-panel/core/customers/customer-use-cases';
import type { FeeUseCases } from '@dealer-panel/core/fees/fee-use-cases';
import type { InventoryUseCases } from '@dealer-panel/core/inventory/inventory-use-cases';
import type { OrderUseCases } from '@dealer-panel/core/orders/order-use-cases';
import type { AppointmentUseCases } from '@dealer-panel/core/appointments/appointment-use-cases';
import type { PaymentUseCases } from '@dealer-panel/core/payments/payment-use-cases';
import type { ProfileUseCases } from '@dealer-panel/core/people/profile';
import type { AuditTrailUseCases } from '@dealer-panel/core/people/audit-trail';
import type { UserAdminUseCases } from '@dealer-panel/core/people/users/user-admin-use-cases';
import type { OutboxReader } from '@dealer-panel/core/shared/ports/outbox';
import type { CardProcessorUseCases } from '@dealer-panel/core/stores/card-processor-use-cases';
import type { DisclosuresUseCases } from '@dealer-panel/core/stores/disclosures-use-cases';
import type { StoreUseCases } from '@dealer-panel/core/stores/store-use-cases';
import type { SsoSettingsUseCases } from '@dealer-panel/core/stores/sso-settings';
import type { SsoSignInUseCases } from '@dealer-panel/core/access/sso-sign-in';
import type { DocumentUseCases } from '@dealer-panel/core/documents/document-use-cases';
import type { NotificationUseCases } from '@dealer-panel/core/notifications/notification-use-cases';
import type { CustomerLink } from '@dealer-panel/core/customers/customer-links';
import type { DepositUseCases } from '@dealer-panel/core/deposits/deposit-use-cases';
import type { DepositDeskUseCases } from '@dealer-panel/core/deposits/deposit-desk';
import type { ReserveItUseCases } from '@dealer-panel/core/deposits/reserve-it';
import type { QuoteUseCases } from '@dealer-panel/core/quotes/quote-use-cases';
import type { CustomerQuoteUseCases } from '@dealer-panel/core/quotes/customer-quote-use-cases';
import type { PaymentEvent, PaymentEventOutcome } from '@dealer-panel/core/deposits/payment-event';
import type { CreditCustomerUseCases } from '@dealer-panel/core/credit/credit-customer';
import type { CreditDealerUseCases } from '@dealer-panel/core/credit/credit-dealer';

/** What the HTTP server drives: one bundle of use cases per context, already bound to their ports by a composition root. */
export interface ServerDeps {
  readonly pingDatabase: () => Promise<void>;
  /** Called before the answer to every write (POST, PUT, PATCH, DELETE) leaves: cached list counts are forgotten. */
  readonly writeDone?: () => void;
  /** Rate limits counted with every process (Redis, else PostgreSQL); absent: counted in this process. */
  readonly rateCounter?: RateCounter;
  /** REDIS_URL's client, given to @fastify/redis (`app.redis`); /api/health tells whether it answers. */
  readonly redis?: Redis;
  /** Sign-in, one-time codes, passwords, sessions and their dealership, the user's language. */
  readonly access: AccessUseCases;
  /** The demo inbox reads the messages sent. */
  readonly outbox: OutboxReader;
  /** Customers of the session's dealership (issue 5). */
  readonly customers: CustomerUseCases;
  /** Deals of the session's dealership (issue 5). */
  readonly orders: OrderUseCases;
  /** A deal's appointment: read, propose, confirm, cancel (issue 14 item 4). */
  readonly appointments: AppointmentUseCases;
  /** The money actions of deals' deposits (issue 14): capture, cancel, mark as paid, refund, transfer, hold expiry. */
  readonly deposits: DepositUseCases;
  /** The card processor's webhook: the secret its signatures are checked with, and the reconciliation of the payment an event names. */
  readonly paymentEvents: { readonly webhookSecret: string; readonly reconcile: (event: PaymentEvent) => Promise<PaymentEventOutcome> };
  /** The rest of the deposit desk: the deposit, transferable deals, transfer note, receipt, custom deposits. */
  readonly depositDesk: DepositDeskUseCases;
  /** The deal's Reserve-It fields. */
  readonly reserveIt: ReserveItUseCases;
  /** Vehicles of the session's dealership (issue 5). */
  readonly inventory: InventoryUseCases;
  /** Fees and discounts of the session's dealership (issue 6). */
  readonly fees: FeeUseCases;
  /** Accessories and protection plans of the session's dealership (issue 6, add-ons). */
  readonly addons: DealerAddonUseCases;
  /** The add-ons a customer sees (no dealer session needed). */
  readonly customerAddons: CustomerAddonUseCases;
  /** Payment types, pricing, payment settings, lenders, incentives, province taxes (issue 6). */
  readonly payments: PaymentUseCases;
  /** The signed-in user's own profile and avatar (issue 13.2). */
  readonly profile: ProfileUseCases;
  /** The store's audit trail (issue 13.10). */
  readonly auditTrail: AuditTrailUseCases;
  /** The store's disclosure texts and disclaimer package (issue 13 item 5). */
  readonly disclosures: DisclosuresUseCases;
  /** The store's card-processor account (issue 13 item 6). */
  readonly cardProcessor: CardProcessorUseCases;
  /** The simulated processor's authorize page, bound only when the simulated processor is the one configured. */
  readonly cardProcessorSimulator?: { authorize(): string };
  /** The users screen of the session's store: list, CSV, invite, edit, activate (issue 13). */
  readonly users: UserAdminUseCases;
  /** The session's store settings, its logo and the support contact (issue 13). */
  readonly stores: StoreUseCases;
  /** Manufacturer single sign-on: the sign-in itself, and the store's connections (issue 13.9). */
  readonly sso: SsoSignInUseCases;
  readonly ssoSettings: SsoSettingsUseCases;
  /** The deal's documents: upload, list, signed download links, delete (issue 14.5). */
  readonly documents: DocumentUseCases;
  /** The session user's notifications at the session's store: the bell (issue 14.6). */
  readonly notifications: NotificationUseCases;
  /** A customer opened one of their links: the deal's timeline and the staff who asked to hear of it. */
  readonly linkOpened: (link: CustomerLink) => Promise<void>;
  /** Deals' quote flows (praq): the dealer's calls (issue 15). */
  readonly quotes: QuoteUseCases;
  /** The customer's quote calls, opened by the deal link's token. */
  readonly customerQuotes: CustomerQuoteUseCases;
  /** The credit application: the customer's calls (through their deal link) and the dealer's view and decisions (issue 15). */
  readonly creditCustomer: CreditCustomerUseCases;
  readonly creditDealer: CreditDealerUseCases;
  /** Browser-test hooks, bound only when E2E_HOOKS=1 in demo mode. */
  readonly testHooks?: { readonly idleSession: (ctx: SessionContext, minutes: number) => Promise<void> };
}
