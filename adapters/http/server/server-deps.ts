import type * as TE from 'fp-ts/TaskEither';
import type { ResolveSessionError } from '@dealer-panel/core/access/resolve-session';
import type { SessionContext } from '@dealer-panel/core/access/session-context';
import type { SignInCommand, SignInError, SignInResult } from '@dealer-panel/core/access/sign-in';
import type { CodeSent, SendCodeError, SetUpDeviceError, VerificationStatus } from '@dealer-panel/core/access/one-time-codes';
import type { Verified, VerifyCodeCommand, VerifyCodeError } from '@dealer-panel/core/access/verify-one-time-code';
import type { InvalidInput } from '@dealer-panel/core/access/passwords';
import type { Dealership } from '@dealer-panel/core/access/dealership';
import type { DealerUser, Language } from '@dealer-panel/core/access/dealer-user';
import type { DealerRole } from '@dealer-panel/core/access/role';
import type { TransferSessionError } from '@dealer-panel/core/access/dealership-sessions';
import type { OutboxReader } from '@dealer-panel/core/shared/ports/outbox';
import type { CustomerUseCases } from './customers/customer-use-cases';
import type { OrderUseCases } from './orders/order-use-cases';
import type { InventoryUseCases } from './inventory/inventory-use-cases';
import type { FeeUseCases } from './fees/fee-use-cases';
import type { CustomerAddonUseCases, DealerAddonUseCases } from '@dealer-panel/core/addons/addon-use-cases';
import type { PaymentUseCases } from './payments/payment-use-cases';

/** The use cases the HTTP server drives, already bound to their ports by a composition root. */
export interface ServerDeps {
  readonly pingDatabase: () => Promise<void>;
  /** Called before the answer to every write (POST, PUT, PATCH, DELETE) leaves: cached list counts are forgotten. */
  readonly writeDone?: () => void;
  readonly resolveSession: (token: string | undefined) => TE.TaskEither<ResolveSessionError, SessionContext>;
  readonly signIn: (command: SignInCommand) => TE.TaskEither<SignInError, SignInResult>;
  readonly signOut: (ctx: SessionContext | null, ip: string) => Promise<void>;
  readonly verificationStatus: (ctx: SessionContext) => Promise<VerificationStatus>;
  readonly sendOneTimeCode: (ctx: SessionContext, ip: string) => TE.TaskEither<SendCodeError, CodeSent>;
  readonly setUpOtpDevice: (ctx: SessionContext, input: { readonly phone: string; readonly ip: string }) => TE.TaskEither<SetUpDeviceError, CodeSent>;
  readonly verifyOneTimeCode: (ctx: SessionContext, command: VerifyCodeCommand) => TE.TaskEither<VerifyCodeError, Verified>;
  readonly requestPasswordReset: (input: { readonly email: string; readonly ip: string; readonly resetUrl: (token: string) => string }) => TE.TaskEither<InvalidInput, void>;
  readonly resetPassword: (input: { readonly token: string; readonly newPassword: string; readonly confirmNewPassword: string; readonly ip: string }) => TE.TaskEither<InvalidInput, void>;
  readonly changePassword: (ctx: SessionContext, input: { readonly currentPassword: string; readonly newPassword: string; readonly confirmNewPassword: string; readonly ip: string }) => TE.TaskEither<InvalidInput, void>;
  readonly listManagedDealerships: (ctx: SessionContext, name: string) => Promise<readonly Dealership[]>;
  readonly countManagedDealerships: (ctx: SessionContext) => Promise<number>;
  readonly transferSession: (ctx: SessionContext, input: { readonly dealershipId: number; readonly ip: string }) => TE.TaskEither<TransferSessionError, SessionContext>;
  readonly assignableDealerUsers: (ctx: SessionContext) => Promise<readonly (DealerUser & { readonly role: DealerRole })[]>;
  readonly setLanguage: (ctx: SessionContext | null, language: Language) => Promise<void>;
  readonly outbox: OutboxReader;
  /** Customers of the session's dealership (issue 5). */
  readonly customers: CustomerUseCases;
  /** Deals of the session's dealership (issue 5). */
  readonly orders: OrderUseCases;
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
  /** Browser-test hooks, bound only when E2E_HOOKS=1 in demo mode. */
  readonly testHooks?: { readonly idleSession: (ctx: SessionContext, minutes: number) => Promise<void> };
}
