import { Container, type ServiceIdentifier } from 'inversify';
import type { Clock } from '@dealer-panel/core/shared/ports/clock';
import type { Secrets } from '@dealer-panel/core/shared/ports/secrets';
import type { AuditLog } from '@dealer-panel/core/shared/ports/audit-log';
import type { EmailSender, SmsSender } from '@dealer-panel/core/shared/ports/message-senders';
import type { MessageTemplates } from '@dealer-panel/core/shared/ports/message-templates';
import type { OutboxReader } from '@dealer-panel/core/shared/ports/outbox';
import type { PasswordHasher } from '@dealer-panel/core/access/password-hasher';
import type { DealershipRepository } from '@dealer-panel/core/access/dealership';
import type { OtpDeviceRepository, UserRepository } from '@dealer-panel/core/access/user-repository';
import type { RememberedDeviceRepository, SessionRepository } from '@dealer-panel/core/access/session-repository';
import type { SessionContextReader } from '@dealer-panel/core/access/session-context';
import type { OneTimeCodeRepository, PasswordResetRepository } from '@dealer-panel/core/access/one-time-code-repository';
import type { CustomerRepository } from '@dealer-panel/core/customers/customer-repository';
import type { CustomerMessages } from '@dealer-panel/core/customers/customer-messages';
import type { OrderRepository } from '@dealer-panel/core/orders/order-repository';
import type { RecentSearchRepository, VehicleRepository } from '@dealer-panel/core/inventory/vehicle-repository';
import type { FeeRepository } from '@dealer-panel/core/fees/fee-repository';
import type { Database } from '../persistence/shared/database';
import { drizzleFeeRepository } from '../persistence/fees/drizzle-fee-repository';
import type { AddonRepository } from '@dealer-panel/core/addons/addon-repository';
import { drizzleAddonRepository } from '../persistence/addons/drizzle-addon-repository';
import type { PaymentsRepository } from '@dealer-panel/core/payments/payments-repository';
import { drizzlePaymentsRepository } from '../persistence/payments/drizzle-payments-repository';
import { drizzleOrderRepository } from '../persistence/orders/drizzle-order-repository';
import { drizzleRecentSearchRepository } from '../persistence/customers/drizzle-recent-search-repository';
import { drizzleVehicleRepository } from '../persistence/inventory/drizzle-vehicle-repository';
import { drizzleCustomerRepository } from '../persistence/customers/drizzle-customer-repository';
import { localeCustomerMessages } from '../templates/locale-customer-messages';
import { drizzleUserRepository } from '../persistence/access/drizzle-user-repository';
import { drizzleDealershipRepository } from '../persistence/access/drizzle-dealership-repository';
import { drizzleSessionRepository } from '../persistence/access/drizzle-session-repository';
import { drizzleSessionContextReader } from '../persistence/access/drizzle-session-context-reader';
import { listCountCache, type ListCountCache } from '../persistence/shared/list-count-cache';
import { drizzleCustomerLinkReader } from '../persistence/customers/drizzle-customer-link-reader';
import type { CustomerLinkReader } from '@dealer-panel/core/customers/customer-links';
import type { CustomerOwnerReader } from '@dealer-panel/core/customers/customer-visibility';
import { drizzleRememberedDeviceRepository } from '../persistence/access/drizzle-remembered-device-repository';
import { drizzleOtpDeviceRepository } from '../persistence/access/drizzle-otp-device-repository';
import { drizzleOneTimeCodeRepository } from '../persistence/access/drizzle-one-time-code-repository';
import { drizzlePasswordResetRepository } from '../persistence/access/drizzle-password-reset-repository';
import { drizzleAuditLog } from '../persistence/shared/drizzle-audit-log';
import { drizzleCustomerOwnerReader } from '../persistence/customers/drizzle-customer-owner-reader';
import { drizzleOutboxReader } from '../persistence/shared/outbox/drizzle-outbox-reader';
import { outboxEmailSender } from '../persistence/shared/outbox/outbox-email-sender';
import { outboxSmsSender } from '../persistence/shared/outbox/outbox-sms-sender';
import { argon2PasswordHasher, type Argon2Cost } from '../system/argon2-password-hasher';
import { nodeSecrets } from '../system/node-secrets';
import { systemClock } from '../system/system-clock';
import { localeMessageTemplates } from '../templates/locale-message-templates';

const token = <T>(name: string) => Symbol(name) as ServiceIdentifier<T>;

/** Typed tokens of the driven ports (server and CLI containers). */
export const PortTokens = {
  database: token<Database>('database'),
  clock: token<Clock>('clock'),
  secrets: token<Secrets>('secrets'),
  hasher: token<PasswordHasher>('hasher'),
  users: token<UserRepository>('users'),
  dealerships: token<DealershipRepository>('dealerships'),
  sessions: token<SessionRepository>('sessions'),
  sessionContexts: token<SessionContextReader>('sessionContexts'),
  listCounts: token<ListCountCache>('listCounts'),
  rememberedDevices: token<RememberedDeviceRepository>('rememberedDevices'),
  otpDevices: token<OtpDeviceRepository>('otpDevices'),
  codes: token<OneTimeCodeRepository>('codes'),
  resets: token<PasswordResetRepository>('resets'),
  audit: token<AuditLog>('audit'),
  sms: token<SmsSender>('sms'),
  email: token<EmailSender>('email'),
  outbox: token<OutboxReader>('outbox'),
  templates: token<MessageTemplates>('templates'),
  customers: token<CustomerRepository>('customers'),
  customerLinks: token<CustomerLinkReader>('customerLinks'),
  customerOwners: token<CustomerOwnerReader>('customerOwners'),
  customerMessages: token<CustomerMessages>('customerMessages'),
  orders: token<OrderRepository>('orders'),
  vehicles: token<VehicleRepository>('vehicles'),
  recentSearches: token<RecentSearchRepository>('recentSearches'),
  fees: token<FeeRepository>('fees'),
  addons: token<AddonRepository>('addons'),
  payments: token<PaymentsRepository>('payments'),
} as const;

export interface PortOptions {
  readonly log: (msg: string, fields: object) => void;
  readonly clock?: Clock;
  readonly argon2?: Argon2Cost;
}

/** Binds every driven port to its adapter over one open database. */
export function portsContainer(database: Database, options: PortOptions): Container {
  const c = new Container();
  const db = database.db;
  const T = PortTokens;
  c.bind(T.database).toConstantValue(database);
  c.bind(T.clock).toConstantValue(options.clock ?? systemClock());
  c.bind(T.secrets).toConstantValue(nodeSecrets());
  c.bind(T.hasher).toConstantValue(argon2PasswordHasher(options.argon2));
  c.bind(T.users).toConstantValue(drizzleUserRepository(db));
  c.bind(T.dealerships).toConstantValue(drizzleDealershipRepository(db));
  c.bind(T.sessions).toConstantValue(drizzleSessionRepository(db));
  c.bind(T.sessionContexts).toConstantValue(drizzleSessionContextReader(db));
  c.bind(T.rememberedDevices).toConstantValue(drizzleRememberedDeviceRepository(db));
  c.bind(T.otpDevices).toConstantValue(drizzleOtpDeviceRepository(db));
  c.bind(T.codes).toConstantValue(drizzleOneTimeCodeRepository(db));
  c.bind(T.resets).toConstantValue(drizzlePasswordResetRepository(db));
  c.bind(T.audit).toConstantValue(drizzleAuditLog(db));
  c.bind(T.sms).toConstantValue(outboxSmsSender(db, options.log));
  c.bind(T.email).toConstantValue(outboxEmailSender(db, options.log));
  c.bind(T.outbox).toConstantValue(drizzleOutboxReader(db));
  c.bind(T.templates).toConstantValue(localeMessageTemplates);
  const listCounts = listCountCache();
  c.bind(T.listCounts).toConstantValue(listCounts);
  c.bind(T.customers).toConstantValue(drizzleCustomerRepository(db, listCounts));
  c.bind(T.customerLinks).toConstantValue(drizzleCustomerLinkReader(db));
  c.bind(T.customerOwners).toConstantValue(drizzleCustomerOwnerReader(db));
  c.bind(T.customerMessages).toConstantValue(localeCustomerMessages);
  c.bind(T.orders).toConstantValue(drizzleOrderRepository(db));
  c.bind(T.vehicles).toConstantValue(drizzleVehicleRepository(db));
  c.bind(T.recentSearches).toConstantValue(drizzleRecentSearchRepository(db));
  c.bind(T.fees).toConstantValue(drizzleFeeRepository(db));
  c.bind(T.addons).toConstantValue(drizzleAddonRepository(db));
  c.bind(T.payments).toConstantValue(drizzlePaymentsRepository(db));
  return c;
}

/** Every port resolved, as the record the use cases take. */
export function resolvePorts(c: Container) {
  const T = PortTokens;
  return {
    database: c.get(T.database), clock: c.get(T.clock), secrets: c.get(T.secrets), hasher: c.get(T.hasher),
    users: c.get(T.users), dealerships: c.get(T.dealerships), sessions: c.get(T.sessions), sessionContexts: c.get(T.sessionContexts), listCounts: c.get(T.listCounts),
    rememberedDevices: c.get(T.rememberedDevices), otpDevices: c.get(T.otpDevices), codes: c.get(T.codes),
    resets: c.get(T.resets), audit: c.get(T.audit), sms: c.get(T.sms), email: c.get(T.email),
    outbox: c.get(T.outbox), templates: c.get(T.templates),
    customers: c.get(T.customers), customerLinks: c.get(T.customerLinks), customerOwners: c.get(T.customerOwners), customerMessages: c.get(T.customerMessages),
    orders: c.get(T.orders), vehicles: c.get(T.vehicles), recentSearches: c.get(T.recentSearches),
    fees: c.get(T.fees),
    addons: c.get(T.addons),
    payments: c.get(T.payments),
  };
}
export type Ports = ReturnType<typeof resolvePorts>;
