import type { MarketscanUseCases } from '@dealer-panel/core/fees/marketscan-mapping';
import type { FeedPullUseCases } from '@dealer-panel/core/inventory/feeds/feed-pull';
import type * as TE from 'fp-ts/TaskEither';
import type { RecapReader } from '@dealer-panel/core/recap/deal-recap';
import type { InvalidInput, NotFound } from '@dealer-panel/core/shared/errors';
import type { CustomerTradeInUseCases } from '@dealer-panel/core/trade-ins/customer-trade-in';
import type { CustomerSignInUseCases } from '@dealer-panel/core/customers/customer-sign-in';
import type { ShopUseCases } from '@dealer-panel/core/orders/shop-use-cases';
import type { Redis } from 'ioredis';
import type { RateCounter } from '@dealer-panel/core/shared/ports/shared-counters';
import type { AccessUseCases } from '@dealer-panel/core/access/access-use-cases';
import type { SecondFactorUseCases } from '@dealer-panel/core/access/second-factor-use-cases';
import type { resetSecondFactors } from '@dealer-panel/core/people/users/reset-second-factors';
import type { PasskeyUseCases } from '@dealer-panel/core/access/passkey-use-cases';
import type { SessionContext } from '@dealer-panel/core/access/session-context';
import type { CustomerAddonUseCases, DealerAddonUseCases } from '@dealer-panel/core/addons/addon-use-cases';
import type { CustomerDealAddons } from '@dealer-panel/core/addons/customer-deal-addons';
import type { OrderAddonsUseCase } from '@dealer-panel/core/addons/order-addons';
import type { CustomerUseCases } from '@dealer-panel/core/customers/customer-use-cases';
import type { CustomerMergeUseCases } from '@dealer-panel/core/customers/merge-customers';
import type { CustomerImportUseCases } from '@dealer-panel/core/customers/import/customer-import-history';
import type { FeeUseCases } from '@dealer-panel/core/fees/fee-use-cases';
import type { PriceProfileUseCases } from '@dealer-panel/core/analytics/price-profile-use-cases';
import type { PricingReportUseCases } from '@dealer-panel/core/analytics/pricing-report-use-cases';
import type { InventoryUseCases } from '@dealer-panel/core/inventory/inventory-use-cases';
import type { FeedImportUseCases } from '@dealer-panel/core/inventory/feeds/feed-import-use-cases';
import type { InventoryFeedUseCases } from '@dealer-panel/core/inventory/feeds/feed-use-cases';
import type { OrderUseCases } from '@dealer-panel/core/orders/order-use-cases';
import type { AppointmentUseCases } from '@dealer-panel/core/appointments/appointment-use-cases';
import type { LocalTaxUseCases } from '@dealer-panel/core/payments/local-tax-use-cases';
import type { PaymentUseCases } from '@dealer-panel/core/payments/payment-use-cases';
import type { DeskingUseCases } from '@dealer-panel/core/payments/desking/desking-use-cases';
import type { ProfileUseCases } from '@dealer-panel/core/people/profile';
import type { AuditTrailUseCases } from '@dealer-panel/core/people/audit-trail';
import type { MessageUseCases } from '@dealer-panel/core/messages/message-use-cases';
import type { UserAdminUseCases } from '@dealer-panel/core/people/users/user-admin-use-cases';
import type { OutboxReader } from '@dealer-panel/core/shared/ports/outbox';
import type { CardProcessorUseCases } from '@dealer-panel/core/stores/card-processor-use-cases';
import type { DisclosuresUseCases } from '@dealer-panel/core/stores/disclosures-use-cases';
import type { StoreUseCases } from '@dealer-panel/core/stores/store-use-cases';
import type { OrganizationUseCases } from '@dealer-panel/core/stores/organization-use-cases';
import type { SsoSettingsUseCases } from '@dealer-panel/core/stores/sso-settings';
import type { SsoSignInUseCases } from '@dealer-panel/core/access/sso-sign-in';
import type { DocumentUseCases } from '@dealer-panel/core/documents/document-use-cases';
import type { CustomerDocumentUseCases } from '@dealer-panel/core/documents/customer-documents';
import type { NotificationUseCases } from '@dealer-panel/core/notifications/notification-use-cases';
import type { CustomerAppointmentUseCases } from '@dealer-panel/core/appointments/customer-appointment';
import type { CustomerLink } from '@dealer-panel/core/customers/customer-links';
import type { DepositUseCases } from '@dealer-panel/core/deposits/deposit-use-cases';
import type { DepositDeskUseCases } from '@dealer-panel/core/deposits/deposit-desk';
import type { CustomerDepositUseCases } from '@dealer-panel/core/deposits/customer-deposit';
import type { DepositChallenge } from './deposits/simulated-challenge-page';
import type { ReserveItUseCases } from '@dealer-panel/core/deposits/reserve-it';
import type { QuoteUseCases } from '@dealer-panel/core/quotes/quote-use-cases';
import type { CustomerQuoteUseCases } from '@dealer-panel/core/quotes/customer-quote-use-cases';
import type { PaymentEvent, PaymentEventOutcome } from '@dealer-panel/core/deposits/payment-event';
import type { CreditCustomerUseCases } from '@dealer-panel/core/credit/credit-customer';
import type { CreditDealerUseCases } from '@dealer-panel/core/credit/credit-dealer';
import type { TradeInUseCases } from '@dealer-panel/core/trade-ins/trade-in-use-cases';
import type { QuestionUseCases } from '@dealer-panel/core/trade-ins/questions-use-cases';
import type { PictureUseCases } from '@dealer-panel/core/trade-ins/picture-use-cases';
import type { OfferUseCases } from '@dealer-panel/core/trade-ins/offer-use-cases';
import type { LeadUseCases } from '@dealer-panel/core/leads/lead-use-cases';
import type { AnalyticsUseCases } from '@dealer-panel/core/analytics/read-analytics';
import type { StaticAccessFlags } from '@dealer-panel/core/access/actor';
import type { AdfCodec } from '@dealer-panel/core/leads/adf-codec';
import type { DmsUseCases } from '@dealer-panel/core/dms/dms-use-cases';
import type { TextReplyUseCases } from '@dealer-panel/core/messages/text-replies';

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
  /** Second factors (issue 30.5): authenticator app, recovery codes, e-mail codes, the user's choices. */
  readonly secondFactors: SecondFactorUseCases;
  /** An admin's reset of a staff member's second factors (the users screen). */
  readonly resetSecondFactors: ReturnType<typeof resetSecondFactors>;
  /** Passkeys as a staff second factor (issue 30 item 5). */
  readonly passkeys: PasskeyUseCases;
  /** PUBLIC_URL: the passkeys' relying party (its host is the RP ID); absent, each request's own host (relying-party.ts). */
  readonly passkeyPublicUrl?: string;
  /** The demo inbox reads the messages sent. */
  readonly outbox: OutboxReader;
  /** Customers of the session's dealership (issue 5). */
  readonly customers: CustomerUseCases;
  /** Likely duplicates, merge and undo (issue 18 item 4). */
  readonly customerMerges: CustomerMergeUseCases;
  readonly customerImports: CustomerImportUseCases;
  /** ADF leads in and out (issue 18.3), and the XML codec they are read and written with. */
  readonly leads: LeadUseCases;
  /** The static-data flags (enableAnalyticsDashboard), the same for static_data/ and the dashboard's check. */
  readonly staticFlags: StaticAccessFlags;
  /** The analytics dashboard and the first-party event log (issue 17). */
  readonly analytics: AnalyticsUseCases;
  readonly adf: AdfCodec;
  /** ADF_SMTP_DOMAIN when the SMTP listener of ADF leads is on (issue 30.6): the stores' addresses are leads+<token>@ it; absent or null when off. */
  readonly adfMailDomain?: string | null;
  /** Deals of the session's dealership (issue 5). */
  readonly orders: OrderUseCases;
  /** GET order/{id}/addons/: what the deal may be sold with (the addons context's, over the deal). */
  readonly orderAddons: OrderAddonsUseCase;
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
  /** Inventory feeds in (issue 31 item 1). */
  readonly feedImports: FeedImportUseCases;
  /** The store's scheduled pull of its inventory feed (issue 31 item 1). */
  readonly feedPulls: FeedPullUseCases;
  /** The store's inventory published (feeds with their payments) and exported (issue 31 item 4). */
  readonly inventoryFeeds: InventoryFeedUseCases;
  /** Fees and discounts of the session's dealership (issue 6). */
  readonly fees: FeeUseCases;
  /** Price profiles and the pricing report (issue 17 items 4 and 5), super admins only. */
  readonly priceProfiles: PriceProfileUseCases;
  readonly pricingReport: PricingReportUseCases;
  /** /marketscan: the MarketScan type of each global fee and discount (issue 17 item 6). */
  readonly marketscan: MarketscanUseCases;
  /** Accessories and protection plans of the session's dealership (issue 6, add-ons). */
  readonly addons: DealerAddonUseCases;
  /** The add-ons a customer sees (no dealer session needed). */
  readonly customerAddons: CustomerAddonUseCases;
  /** The store's add-ons on the customer's own deal, and their pick (issue 35 item 4). */
  readonly customerDealAddons: CustomerDealAddons;
  /** Payment types, pricing, payment settings, lenders, incentives, province taxes (issue 6). */
  readonly payments: PaymentUseCases;
  /** A store's local tax rates by ZIP (issue 32 item 3). */
  readonly localTaxes: LocalTaxUseCases;
  readonly desking: DeskingUseCases;
  /** The signed-in user's own profile and avatar (issue 13.2). */
  readonly profile: ProfileUseCases;
  /** The store's audit trail (issue 13.10). */
  readonly auditTrail: AuditTrailUseCases;
  /** The store's Messages screen (issue 30.4): what was sent to whom, its state, resend. */
  readonly messages: MessageUseCases;
  /** The store's disclosure texts and disclaimer package (issue 13 item 5). */
  readonly disclosures: DisclosuresUseCases;
  /** The store's card-processor account (issue 13 item 6). */
  readonly cardProcessor: CardProcessorUseCases;
  /** The simulated processor's authorize page, bound only when the simulated processor is the one configured. */
  readonly cardProcessorSimulator?: { authorize(): string };
  /** The customer's side of the deal's deposit: read, pay, come back from 3-D Secure. */
  readonly customerDeposits: CustomerDepositUseCases;
  /** The simulated bank's 3-D Secure challenge, bound only when the simulated deposit processor is the one configured. */
  readonly depositChallenge?: DepositChallenge;
  /** The users screen of the session's store: list, CSV, invite, edit, activate (issue 13). */
  readonly users: UserAdminUseCases;
  /** The session's store settings, its logo and the support contact (issue 13). */
  readonly stores: StoreUseCases;
  /** Organizations and their stores, created by super admins (issue 31 item 0). */
  readonly organizations: OrganizationUseCases;
  /** Manufacturer single sign-on: the sign-in itself, and the store's connections (issue 13.9). */
  readonly sso: SsoSignInUseCases;
  readonly ssoSettings: SsoSettingsUseCases;
  /** The deal's documents: upload, list, signed download links, delete (issue 14.5). */
  readonly documents: DocumentUseCases;
  /** The customer app's documents task: the customer's own uploads by the deal link (designed). */
  readonly customerDocuments: CustomerDocumentUseCases;
  /** The session user's notifications at the session's store: the bell (issue 14.6). */
  readonly notifications: NotificationUseCases;
  /** A customer opened one of their links: the deal's timeline and the staff who asked to hear of it. */
  readonly linkOpened: (link: CustomerLink) => Promise<void>;
  /** A customer signed in to the customer side with one of their links: the first time, their account is created (staff told once). */
  readonly customerSignedIn: (owner: CustomerLink['owner']) => Promise<boolean>;
  /** The customer's appointment calls, opened by the deal link's token (issue 14). */
  readonly customerAppointments: CustomerAppointmentUseCases;
  /** Deals' quote flows (praq): the dealer's calls (issue 15). */
  readonly quotes: QuoteUseCases;
  /** The customer's quote calls, opened by the deal link's token. */
  readonly customerQuotes: CustomerQuoteUseCases;
  /** The credit application: the customer's calls (through their deal link) and the dealer's view and decisions (issue 15). */
  readonly creditCustomer: CreditCustomerUseCases;
  readonly creditDealer: CreditDealerUseCases;
  /** The customer app (shop): the deal's tasks by its link's token, and login_as_customer. */
  readonly shop: ShopUseCases;
  /** The customer's sign-in when the store sets compulsory_login (a code e-mailed through the outbox). */
  readonly customerSignIn: CustomerSignInUseCases;
  /** Trade-ins: the record, the vendors' estimates (issue 16), and the dealer's offers. */
  readonly tradeIns: TradeInUseCases;
  readonly tradeInOffers: OfferUseCases;
  /** The store's trade-in questionnaire (issue 16 item 4). */
  readonly tradeInQuestions: QuestionUseCases;
  /** The DMS link (issue 16 item 6): sync info, schedule a push, and the push job's run. */
  readonly dms: DmsUseCases;
  /** The trade-in's pictures, the shared gallery and its public page (issue 16.5). */
  readonly tradeInPictures: PictureUseCases;
  /** The customer's side of the deal's trade-in (the shop). */
  readonly customerTradeIns: CustomerTradeInUseCases;
  /** The printed deal recap (issue 18 item 2): core's facts rendered as a PDF by the composition root's renderer. */
  readonly recap: {
    pdf(reader: RecapReader, orderId: number, language: unknown): TE.TaskEither<InvalidInput | NotFound, { readonly bytes: Uint8Array; readonly fileName: string }>;
  };
  /** Whether text messages can be sent (Twilio configured, or demo mode's inbox): GET /settings/ tells the screens (issue 30.2). */
  readonly textMessages: boolean;
  /** Twilio's status callbacks and replies (issue 30.2), bound only when TWILIO_* is configured: the token that signs them, PUBLIC_URL, and what they do. */
  readonly twilioWebhooks?: { readonly authToken: string; readonly publicUrl: string; readonly replies: TextReplyUseCases };
  /** Browser-test hooks, bound only when E2E_HOOKS=1 in demo mode. */
  readonly testHooks?: {
    readonly idleSession: (ctx: SessionContext, minutes: number) => Promise<void>;
    /** Issue 30.4: a message of the session's store in a given state (the relay is not the browser tests' to run). */
    readonly message: (ctx: SessionContext & { readonly dealershipId: number }, row: Readonly<Record<string, unknown>>) => Promise<number>;
  };
}
