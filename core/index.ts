/**
 * @dealer-panel/core, its entry: four use cases a program outside the app can run as they are
 * (create a deal, refund a deposit, send a deal's quotes, validate a credit application), the
 * narrow ports each one needs, their inputs, results and errors, and the builder of the context a
 * dealership-scoped use case runs for. In-memory ports: `@dealer-panel/core/testing`. Every other
 * module is a deep path (`@dealer-panel/core/<context>/<module>`): core/README.md lists them.
 */

// The context a use case of a dealership runs for.
export { dealershipContext, dealershipContextProblems } from './access/dealership-context-builder';
export type { DealershipContextInput } from './access/dealership-context-builder';
export type { DealershipContext } from './access/dealership-context';
export type { Country, Dealership } from './access/dealership';
export type { DealerRole } from './access/role';
export { DEALER_ROLES } from './access/role';

// What every use case shares: errors as values, the ports of time, randomness, records and mail.
export type { Forbidden, InvalidInput, NotFound } from './shared/errors';
export type { FieldErrors } from './shared/validation';
export type { Language } from './shared/language';
export type { Clock } from './shared/ports/clock';
export type { Secrets } from './shared/ports/secrets';
export type { AuditEntry, AuditLog } from './shared/ports/audit-log';
export type { EmailSender } from './shared/ports/message-senders';
export type { IdempotencyStore } from './shared/ports/idempotency-store';
export type { DealTimeline, TimelineEntry } from './orders/deal-timeline';

// Create a deal.
export { createOrder } from './orders/create-order';
export type { CreateOrderDeps, OrderVehicle } from './orders/create-order';
export type { OrderCreateInput } from './orders/order-form';
export type { NewOrder, Order, OrderChanges, OrderView } from './orders/order';
export type { OrderListQuery, OrderRepository } from './orders/order-repository';
export type { DuplicateOrder, OrderArchived } from './orders/order-errors';
export type { CustomerHasNoEmail } from './customers/customer-errors';
export type { PaymentType } from './shared/deal-states';
export type { Vehicle } from './inventory/vehicle';

// Refund a deposit.
export { refundDeposit } from './deposits/deposit-use-cases';
export type { DepositActionError, RefundCommand, RefundDepositDeps } from './deposits/deposit-use-cases';
export type { Deposit, DepositCurrency, DepositReason, DepositRefusal } from './deposits/deposit';
export type { DepositRepository } from './deposits/deposit-repository';
export type { DepositProcessor, PaymentRefused } from './deposits/deposit-processor';
export type { DepositBusy, DepositLocks } from './deposits/deposit-locks';
export type { DepositChanged, ProcessorNotConnected } from './deposits/deposit-effects';
export type { IdempotencyError } from './shared/idempotency';
export type { CardProcessorAccount, CardProcessorAccounts } from './stores/card-processor-repository';

// Send a deal's quotes to the customer.
export { submitQuotes } from './quotes/quote-use-cases';
export type { SubmitQuotesDeps } from './quotes/quote-use-cases';
export type { FlowView } from './quotes/quote-core';
export type { QuoteError } from './quotes/quote-errors';
export type { Quote, QuoteDetails, QuoteFlow, QuotePrice } from './quotes/quote';
export type { QuoteMessages, QuoteRepository } from './quotes/quote-repository';
export type { DealUrl } from './orders/order-links';

// Validate a customer's credit application.
export { validateCreditApplication } from './credit/credit-customer';
export type { CustomerDeal, ValidateCreditDeps } from './credit/credit-customer';
export type { ApplicantConsents, CreditApplicationDraft } from './credit/credit-application';
export { EMPTY_PERSON } from './credit/credit-fields';
export type { PersonData } from './credit/credit-fields';
export type { CreditDeal, CreditRepository } from './credit/credit-repository';
export type { CreditSettings } from './credit/credit-settings';
export { CREDIT_STEPS } from './credit/credit-steps';
export type { CreditStep } from './credit/credit-steps';
export type { FieldCipher, Sealed } from './credit/credit-cipher';
