/**
 * @dealer-panel/core/testing: in-memory ports for running core's use cases without a database, a
 * card processor or a mail server (tests, examples, a trial from another project). Each follows the
 * contract of its port as the app's adapters do, for the methods it has; none is for production
 * (the fake cipher does not encrypt, the fake processor moves no money). See core/README.md.
 */
export { fakeCipher } from './fake-cipher';
export { fakeDepositProcessor } from './fake-deposit-processor';
export type { FakeDepositProcessor } from './fake-deposit-processor';
export { inMemoryCardProcessorAccounts } from './in-memory-card-accounts';
export { inMemoryCredit } from './in-memory-credit';
export { inMemoryDepositLocks } from './in-memory-deposit-locks';
export { inMemoryDeposits } from './in-memory-deposits';
export type { InMemoryDeposits } from './in-memory-deposits';
export { inMemoryCustomers, inMemoryOrders, inMemoryVehicles } from './in-memory-orders';
export type { InMemoryCustomers, InMemoryOrders, InMemoryVehicles } from './in-memory-orders';
export { inMemoryQuotes } from './in-memory-quotes';
export type { InMemoryQuotes, QuoteInput } from './in-memory-quotes';
export { inMemoryTimeline } from './in-memory-timeline';
export { putPaidDeposit } from './paid-deposit';
export type { PaidDepositInput } from './paid-deposit';
export { fakeClock, fakeSecrets, plainQuoteMessages, recordingAudit, recordingEmail } from './ports';
export type { FakeClock, FakeSecrets, Recorder, SentEmail } from './ports';
export { vehicleRecord } from './records';
export type { DealCustomer, VehicleInput } from './records';
export { inMemoryIdempotencyStore } from '../shared/testing/in-memory-idempotency';
