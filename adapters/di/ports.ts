import type { DealLinkStore } from '@dealer-panel/core/orders/deal-link-store';
import { drizzleDealLinkStore } from '../persistence/orders/drizzle-deal-link-store';
import { drizzleLeadPorts, type LeadPorts } from '../persistence/leads/drizzle-adf-imports';
import type { WriteFeed } from '@dealer-panel/core/shared/ports/shared-counters';
import type { Clock } from '@dealer-panel/core/shared/ports/clock';
import type { MessageSigner, Secrets } from '@dealer-panel/core/shared/ports/secrets';
import type { DocumentRepository, FileStore } from '@dealer-panel/core/documents/document-repository';
import type { NotificationStore } from '@dealer-panel/core/notifications/notification-store';
import type { AuditLog } from '@dealer-panel/core/shared/ports/audit-log';
import type { EmailSender, SmsSender } from '@dealer-panel/core/shared/ports/message-senders';
import type { OutboxReader } from '@dealer-panel/core/shared/ports/outbox';
import type { PasswordHasher } from '@dealer-panel/core/access/password-hasher';
import type { DealershipRepository } from '@dealer-panel/core/access/dealership';
import type { OtpDeviceRepository, UserRepository } from '@dealer-panel/core/access/user-repository';
import type { RememberedDeviceRepository, SessionRepository } from '@dealer-panel/core/access/session-repository';
import type { CachedSessionContexts } from '../persistence/access/cached-session-contexts';
import type { OneTimeCodeRepository, PasswordResetRepository } from '@dealer-panel/core/access/one-time-code-repository';
import type { CustomerRepository } from '@dealer-panel/core/customers/customer-repository';
import type { CustomerMergeRepository } from '@dealer-panel/core/customers/customer-merge-repository';
import type { CustomerImportRepository } from '@dealer-panel/core/customers/import/customer-import-repository';
import type { OpenTabular } from '@dealer-panel/core/shared/tabular/tabular-file';
import { openTabular } from '../tabular/open-tabular';
import type { CustomerMessages } from '@dealer-panel/core/customers/customer-messages';
import type { CustomerLinkReader } from '@dealer-panel/core/customers/customer-links';
import type { CustomerAccounts } from '@dealer-panel/core/customers/customer-account';
import type { CustomerOwnerReader } from '@dealer-panel/core/customers/customer-visibility';
import type { OrderRepository } from '@dealer-panel/core/orders/order-repository';
import type { RecentSearchRepository, VehicleRepository } from '@dealer-panel/core/inventory/vehicle-repository';
import type { FeeRepository } from '@dealer-panel/core/fees/fee-repository';
import type { OrganizationRepository } from '@dealer-panel/core/stores/organization-repository';
import type { StoreRepository } from '@dealer-panel/core/stores/store-repository';
import type { AddonRepository } from '@dealer-panel/core/addons/addon-repository';
import type { PaymentsRepository } from '@dealer-panel/core/payments/payments-repository';
import type { CardProcessor } from '@dealer-panel/core/stores/card-processor';
import type { CardProcessorAccounts, ConnectStates } from '@dealer-panel/core/stores/card-processor-repository';
import type { DisclosuresRepository } from '@dealer-panel/core/stores/disclosures-repository';
import type { UserAdminRepository } from '@dealer-panel/core/people/users/user-admin-repository';
import type { Database } from '../persistence/shared/database';
import { LIST_COUNT_TTL_MS, listCountCache, type ListCountCache } from '../persistence/shared/list-count-cache';
import { throttledWarning, type SharedRedis } from '../persistence/shared/redis';
import { redisSharedCounts, redisWriteFeed } from '../persistence/shared/redis-counters';
import { drizzleAuditLog } from '../persistence/shared/drizzle-audit-log';
import { drizzleOutboxReader } from '../persistence/shared/outbox/drizzle-outbox-reader';
import { outboxEmailSender } from '../persistence/shared/outbox/outbox-email-sender';
import { outboxSmsSender } from '../persistence/shared/outbox/outbox-sms-sender';
import { relayBell } from './message-relay';
import { drizzleUserRepository } from '../persistence/access/drizzle-user-repository';
import { drizzleDealershipRepository } from '../persistence/access/drizzle-dealership-repository';
import { sessionPorts } from './session-ports';
import { drizzleRememberedDeviceRepository } from '../persistence/access/drizzle-remembered-device-repository';
import { drizzleProfileRepository } from '../persistence/people/drizzle-profile-repository';
import type { ProfileRepository } from '@dealer-panel/core/people/profile';
import type { AuditTrailReader } from '@dealer-panel/core/people/audit-trail';
import type { DealTimeline } from '@dealer-panel/core/orders/deal-timeline';
import { drizzleDealTimeline } from '../persistence/orders/drizzle-deal-timeline';
import { drizzlePencilRepository } from '../persistence/payments/drizzle-pencil-repository';
import type { PencilRepository } from '@dealer-panel/core/payments/desking/pencil-repository';
import { drizzleAuditTrailReader } from '../persistence/people/drizzle-audit-trail-reader';
import { drizzleOtpDeviceRepository } from '../persistence/access/drizzle-otp-device-repository';
import { drizzleOneTimeCodeRepository } from '../persistence/access/drizzle-one-time-code-repository';
import { drizzlePasswordResetRepository } from '../persistence/access/drizzle-password-reset-repository';
import { drizzleCustomerRepository } from '../persistence/customers/drizzle-customer-repository';
import { drizzleCustomerMergeRepository } from '../persistence/customers/drizzle-customer-merge-repository';
import { drizzleCustomerImportRepository } from '../persistence/customers/drizzle-customer-import-repository';
import { drizzleCustomerLinkReader } from '../persistence/customers/drizzle-customer-link-reader';
import { drizzleCustomerAccounts } from '../persistence/customers/drizzle-customer-accounts';
import { drizzleCustomerOwnerReader } from '../persistence/customers/drizzle-customer-owner-reader';
import { drizzleRecentSearchRepository } from '../persistence/customers/drizzle-recent-search-repository';
import { drizzleOrderRepository } from '../persistence/orders/drizzle-order-repository';
import { drizzleVehicleRepository } from '../persistence/inventory/drizzle-vehicle-repository';
import { pricingCaches } from './pricing-caches';
import { drizzleOrganizationRepository } from '../persistence/stores/drizzle-organization-repository';
import { drizzleAddonRepository } from '../persistence/addons/drizzle-addon-repository';
import { drizzleDisclosuresRepository } from '../persistence/stores/drizzle-disclosures-repository';
import { drizzleCardProcessorAccounts } from '../persistence/stores/drizzle-card-processor-accounts';
import { drizzleConnectStates } from '../persistence/stores/drizzle-card-processor-states';
import { simulatedCardProcessor, type SimulatedCardProcessor } from '../card-processor/simulated-card-processor';
import { drizzleUserAdminRepository } from '../persistence/people/drizzle-user-admin-repository';
import { localeCustomerMessages } from '../templates/locale-customer-messages';
import { drizzleSignInDealReader } from '../persistence/customers/drizzle-sign-in-deal-reader';
import type { SignInDealReader } from '@dealer-panel/core/customers/customer-sign-in';
import { localeMessageTemplates, type LocaleTemplates } from '../templates/locale-message-templates';
import { argon2PasswordHasher, type Argon2Cost } from '../system/argon2-password-hasher';
import { nodeSecrets } from '../system/node-secrets';
import { depositPorts, type DepositOptions, type DepositPorts } from './deposit-ports';
import { nodeMessageSigner } from '../system/node-message-signer';
import { drizzleDocumentRepository } from '../persistence/documents/drizzle-document-repository';
import { drizzleFileStore } from '../persistence/documents/drizzle-file-store';
import { drizzleNotificationStore } from '../persistence/notifications/drizzle-notification-store';
import { systemClock } from '../system/system-clock';
import type { QuoteMessages, QuoteRepository } from '@dealer-panel/core/quotes/quote-repository';
import { drizzleQuoteRepository } from '../persistence/quotes/drizzle-quote-repository';
import { localeQuoteMessages } from '../templates/locale-quote-messages';
import type { FieldCipher } from '@dealer-panel/core/credit/credit-cipher';
import type { CreditRepository } from '@dealer-panel/core/credit/credit-repository';
import type { LenderSubmissions } from '@dealer-panel/core/credit/lender-submission';
import { drizzleCreditRepository } from '../persistence/credit/drizzle-credit-repository';
import { randomFieldCipher } from '../system/aes-field-cipher';
import { simulatedLenders } from '../credit/simulated-lenders';
import { tradeInPorts, type TradeInPorts, type ValuationOptions } from './trade-in-ports';
import { ssoPorts, type SsoPorts } from './sso-ports';
import { passkeyPorts, type PasskeyPorts } from './passkey-ports';
import { factorAndMessagePorts, type FactorAndMessageOptions, type FactorAndMessagePorts } from './factor-and-message-ports';
import { dmsPorts, type DmsOptions, type DmsPorts } from './dms-ports';
import { pricingPorts, type PricingPorts } from './pricing-ports';
import { inventoryPorts, type InventoryOptions, type InventoryPorts } from './inventory-ports';
import { analyticsPorts, type AnalyticsPorts } from './analytics-ports';

/** Every driven port, as its core interface: the record the use-case bundles take (server, CLI, tests). */
export interface Ports extends LeadPorts, TradeInPorts, DmsPorts, SsoPorts, PasskeyPorts, AnalyticsPorts, PricingPorts, DepositPorts, FactorAndMessagePorts, InventoryPorts {
  readonly database: Database;
  readonly clock: Clock;
  readonly secrets: Secrets;
  readonly hasher: PasswordHasher;
  readonly users: UserRepository;
  readonly dealerships: DealershipRepository;
  readonly sessions: SessionRepository;
  readonly sessionContexts: CachedSessionContexts;
  /** Cached list counts, forgotten after every write (ServerDeps.writeDone). */
  readonly listCounts: ListCountCache;
  /** Redis, else PostgreSQL: news of every process's writes (the cached counts are forgotten on it). */
  readonly writes: WriteFeed | null;
  /** REDIS_URL's Redis (rate limits, counts, news of writes), or none. */
  readonly redis: SharedRedis | null;
  /** Tells (at most every 10 s per cause) that Redis failed and what was done instead. */
  readonly redisWarning: (msg: string, error: unknown) => void;
  readonly rememberedDevices: RememberedDeviceRepository;
  readonly otpDevices: OtpDeviceRepository;
  readonly codes: OneTimeCodeRepository;
  readonly resets: PasswordResetRepository;
  readonly audit: AuditLog;
  readonly sms: SmsSender;
  readonly email: EmailSender;
  readonly outbox: OutboxReader;
  /** Rung by the outbox senders after each write: the server points it at the message relay (message-relay.ts). */
  readonly relayBell: ReturnType<typeof relayBell>;
  readonly templates: LocaleTemplates;
  readonly customers: CustomerRepository;
  /** Likely duplicates and merges (issue 18). */
  readonly customerMerges: CustomerMergeRepository;
  /** Customers imported from another CRM (issue 31.3). */
  readonly imports: CustomerImportRepository;
  readonly openTabular: OpenTabular;
  readonly customerLinks: CustomerLinkReader;
  /** The deal a link token opens, for the customer's sign-in (compulsory_login). */
  readonly signInDeals: SignInDealReader;
  readonly customerAccounts: CustomerAccounts;
  readonly customerOwners: CustomerOwnerReader;
  readonly customerMessages: CustomerMessages;
  readonly orders: OrderRepository;
  /** A deal link's lifetime (closed deals' links end 30 days on; send_order_link/ renews). */
  readonly dealLinks: DealLinkStore;
  readonly vehicles: VehicleRepository;
  readonly recentSearches: RecentSearchRepository;
  readonly fees: FeeRepository;
  readonly addons: AddonRepository;
  readonly payments: PaymentsRepository;
  readonly pencils: PencilRepository;
  readonly profiles: ProfileRepository;
  readonly auditTrail: AuditTrailReader;
  readonly timeline: DealTimeline;
  readonly disclosures: DisclosuresRepository;
  readonly cardProcessor: CardProcessor;
  /** The simulated processor's authorize page; null when another processor is configured. */
  readonly cardProcessorSimulator: SimulatedCardProcessor | null;
  readonly cardProcessorAccounts: CardProcessorAccounts;
  readonly connectStates: ConnectStates;
  /** Deals' quote flows and their quotes, and the e-mail that sends them (issue 15). */
  readonly quotes: QuoteRepository;
  readonly quoteMessages: QuoteMessages;
  /** The staff of a store (the users screen, issue 13). */
  readonly staff: UserAdminRepository;
  readonly stores: StoreRepository;
  /** The store's settings as pricing reads them (its time zone), kept per store (pricing-caches.ts). */
  readonly pricingStoreSettings: Pick<StoreRepository, 'settings'>;
  /** Organizations and the stores they own, created by super admins (issue 31 item 0). */
  readonly organizations: OrganizationRepository;
  /** The deal's documents (issue 14.5): their records, their bytes (FILE_STORE), and the signer of their download links. */
  readonly documents: DocumentRepository;
  readonly files: FileStore;
  readonly signer: MessageSigner;
  /** Staff notifications (issue 14.6): who hears of a customer's doings, and the bell's list. */
  readonly notifications: NotificationStore;
  /** The absolute address of a customer's record, for the links in staff e-mails (PUBLIC_URL). */
  readonly customerLink: (customerId: number) => string;
  /** Credit applications (issue 15), the cipher of their sensitive fields, and the credit systems approvals go to. */
  readonly credit: CreditRepository;
  readonly creditCipher: FieldCipher;
  readonly lenders: LenderSubmissions;
}

export interface PortOptions extends DmsOptions, ValuationOptions, DepositOptions, FactorAndMessageOptions, InventoryOptions {
  readonly log: (msg: string, fields: object) => void;
  readonly clock?: Clock;
  /** How long a session's context may be answered from memory (session-ports.ts); 0: never. */
  readonly sessionCacheMs?: number;
  readonly argon2?: Argon2Cost;
  /** Warnings (a Redis outage); default: `log`. */
  readonly warn?: (msg: string, fields: object) => void;
  readonly redis?: SharedRedis | null;
  /** The configured card processor (cardProcessorFrom in card-processor-config.ts); default: a simulated one with a random key. */
  readonly cardProcessor?: CardProcessor;
  /** The secret download links are signed with (SESSION_SECRET, the same in every process); default: a random one. */
  readonly signingSecret?: string;
  /** Where the panel is reached from outside (PUBLIC_URL), for links in e-mails; default http://localhost:3000. */
  readonly publicUrl?: string;
  /** Where documents' bytes live (fileStoreFrom in file-store-config.ts); default: the database. */
  readonly files?: FileStore;
  /** The credit application's cipher (CREDIT_ENCRYPTION_KEY); default: one over a random key (tests: nothing outlives the process). */
  readonly creditCipher?: FieldCipher;
}

/** Every driven port bound to its adapter over one open database: a plain record, built once per process. */
export function ports(database: Database, options: PortOptions): Ports {
  const db = database.db;
  const redis = options.redis ?? null;
  const redisWarning = throttledWarning(options.warn ?? options.log);
  const listCounts = listCountCache(redis === null ? {} : { shared: redisSharedCounts(redis, LIST_COUNT_TTL_MS), onSharedError: redisWarning });
  const writes = redis === null ? (database.writes?.() ?? null) : redisWriteFeed(redis, redisWarning);
  writes?.subscribe(() => listCounts.forget());
  const cardProcessor = options.cardProcessor ?? simulatedCardProcessor({ secret: nodeSecrets().token() });
  const clock = options.clock ?? systemClock();
  const bell = relayBell();
  return {
    writes,
    redis,
    redisWarning,
    database,
    clock,
    secrets: nodeSecrets(),
    hasher: argon2PasswordHasher(options.argon2),
    users: drizzleUserRepository(db),
    dealerships: drizzleDealershipRepository(db),
    ...sessionPorts(db, clock, writes, options.sessionCacheMs),
    listCounts,
    rememberedDevices: drizzleRememberedDeviceRepository(db),
    otpDevices: drizzleOtpDeviceRepository(db),
    codes: drizzleOneTimeCodeRepository(db),
    resets: drizzlePasswordResetRepository(db),
    audit: drizzleAuditLog(db),
    sms: outboxSmsSender(db, options.log, bell.ring),
    email: outboxEmailSender(db, options.log, bell.ring),
    relayBell: bell,
    outbox: drizzleOutboxReader(db),
    templates: localeMessageTemplates,
    customers: drizzleCustomerRepository(db, listCounts),
    customerMerges: drizzleCustomerMergeRepository(db, listCounts),
    imports: drizzleCustomerImportRepository(db),
    openTabular,
    customerLinks: drizzleCustomerLinkReader(db),
    signInDeals: drizzleSignInDealReader(db),
    customerAccounts: drizzleCustomerAccounts(db),
    customerOwners: drizzleCustomerOwnerReader(db),
    customerMessages: localeCustomerMessages,
    orders: drizzleOrderRepository(db),
    dealLinks: drizzleDealLinkStore(db),
    vehicles: drizzleVehicleRepository(db, listCounts),
    recentSearches: drizzleRecentSearchRepository(db),
    ...pricingCaches(db, writes),
    addons: drizzleAddonRepository(db),
    pencils: drizzlePencilRepository(db),
    profiles: drizzleProfileRepository(db),
    auditTrail: drizzleAuditTrailReader(db),
    timeline: drizzleDealTimeline(db),
    disclosures: drizzleDisclosuresRepository(db),
    cardProcessor,
    cardProcessorSimulator: isSimulated(cardProcessor) ? cardProcessor : null,
    cardProcessorAccounts: drizzleCardProcessorAccounts(db),
    connectStates: drizzleConnectStates(db),
    ...depositPorts(db, clock, options),
    quotes: drizzleQuoteRepository(db),
    quoteMessages: localeQuoteMessages,
    staff: drizzleUserAdminRepository(db),
    organizations: drizzleOrganizationRepository(db),
    documents: drizzleDocumentRepository(db),
    files: options.files ?? drizzleFileStore(db),
    signer: nodeMessageSigner(options.signingSecret ?? nodeSecrets().token()),
    notifications: drizzleNotificationStore(db),
    customerLink: (id) => `${(options.publicUrl ?? 'http://localhost:3000').replace(/\/+$/, '')}/dealer/customers/${id}`,
    credit: drizzleCreditRepository(db),
    creditCipher: options.creditCipher ?? randomFieldCipher(),
    lenders: simulatedLenders(),
    ...factorAndMessagePorts(db, options),
    ...drizzleLeadPorts(db),
    ...dmsPorts(db, options),
    ...ssoPorts(db),
    ...passkeyPorts(db, options.warn ?? options.log),
    ...pricingPorts(db),
    ...inventoryPorts(db, options),
    ...tradeInPorts(db, clock, options),
    ...analyticsPorts(db),
  };
}

function isSimulated(processor: CardProcessor): processor is SimulatedCardProcessor {
  return processor.kind === 'simulated' && 'authorize' in processor;
}
