import type * as E from 'fp-ts/Either';
import type * as TE from 'fp-ts/TaskEither';
import type { SignInCommand, SignInError, SignInResult } from '@dealer-panel/core/access/sign-in';
import type { OutboxReader } from '@dealer-panel/core/shared/ports/outbox';
import type { CreateDealerUserCommand, CreateDealerUserError, CreatedDealerUser } from '@dealer-panel/core/access/create-dealer-user';
import type { FirstStoreCommand } from '@dealer-panel/core/people/setup/first-store';
import type { SetUpFirstStoreError, SetUpFirstStoreResult } from '@dealer-panel/core/people/setup/set-up-first-store';
import type { ActingStaffRefusal } from '@dealer-panel/core/access/acting-staff';
import type { DealershipContext } from '@dealer-panel/core/access/dealership-context';

/** The kinds of values sealed with CREDIT_ENCRYPTION_KEY, as the rotation's output names them. */
export const SEALED_KINDS = {
  credit_applications: 'credit applications and drafts',
  pull_credentials: 'inventory pull credentials',
  totp_secrets: 'authenticator app secrets',
} as const;
export type SealedKind = keyof typeof SEALED_KINDS;

/** What rotate-credit-key did: the key now sealing, and per kind the values resealed and skipped (changed meanwhile). */
export interface KeyRotation {
  readonly keyId: string;
  readonly kinds: Readonly<Record<SealedKind, { readonly resealed: number; readonly skipped: number }>>;
}

/** What create-user takes: the use case's own command. */
export type CreateUserInput = CreateDealerUserCommand;

/** A refusal as the REST API answers it (problem+json): its status, `code`, and per-field `errors`. */
export interface WireProblem {
  readonly status: number;
  readonly code: string;
  readonly detail?: string;
  readonly errors?: Readonly<Record<string, readonly string[]>>;
}

/** A dealer call's answer: the REST API's response body, or its problem (the same JSON either way). */
export type WireAnswer = { readonly ok: true; readonly body: unknown } | { readonly ok: false; readonly problem: WireProblem };

/**
 * The dealer calls the CLI drives (issue 33 item 7): each takes the REST call's JSON body (not yet
 * decoded: the call decodes it with the contract's codec, as the server does) and the path's id,
 * runs the core use case for `ctx` with the real adapters, and answers as the API would.
 */
export interface DealerCalls {
  /** POST /api/dealer/order/ */
  readonly createOrder: (ctx: DealershipContext, body: unknown) => Promise<WireAnswer>;
  /** POST /api/dealer/order/{id}/refund_deposit/ with its Idempotency-Key. */
  readonly refundDeposit: (ctx: DealershipContext, orderId: number, idempotencyKey: string, body: unknown) => Promise<WireAnswer>;
  /** GET …/praq/{order}/upsert/, then POST …/praq/flow/{id}/activate/: the deal's quote flow, open. */
  readonly openQuotes: (ctx: DealershipContext, orderId: number) => Promise<WireAnswer>;
  /** POST /api/dealer/praq/quotes_submitted_events */
  readonly submitQuotes: (ctx: DealershipContext, body: unknown) => Promise<WireAnswer>;
  /** POST /api/customer/credit-application/validate/ for the deal (the customer's check, run by staff who may see the deal): stores nothing. */
  readonly validateCreditApplication: (ctx: DealershipContext, orderId: number, body: unknown) => Promise<WireAnswer>;
}

/** What the command-line harness drives: the same use cases as the server, no HTTP. */
export interface CliDeps {
  readonly seedDemo: () => Promise<{ readonly seeded: boolean; readonly customers: number; readonly users: number }>;
  readonly outbox: OutboxReader;
  readonly createUser: (input: CreateUserInput) => TE.TaskEither<CreateDealerUserError, CreatedDealerUser>;
  readonly signIn: (command: SignInCommand) => TE.TaskEither<SignInError, SignInResult>;
  /** Seals every value sealed with an older key again with the current CREDIT_ENCRYPTION_KEY: a report per kind. */
  readonly rotateCreditKey: () => Promise<KeyRotation>;
  /** The first organization, store and admin (core/people/setup/set-up-first-store.ts). */
  readonly setUp: (command: FirstStoreCommand) => TE.TaskEither<SetUpFirstStoreError, SetUpFirstStoreResult>;
  /** The set-password link of a token, on PUBLIC_URL (the invitation's link, users-routes.ts). */
  readonly setPasswordLink: (token: string) => string;
  /** The staff member (--as) at the store (--dealership), as a verified session there would carry them (core/access/acting-staff.ts). */
  readonly actAs: (email: string, dealershipId: number) => Promise<E.Either<ActingStaffRefusal, DealershipContext>>;
  readonly dealer: DealerCalls;
}

export interface CliOutput {
  readonly code: number;
  readonly stdout: string;
  readonly stderr: string;
}

/** What a command may read besides its arguments: stdin, read only when the command needs it. */
export interface CliIo {
  readonly readStdin: () => Promise<string>;
}

export const noStdin: CliIo = { readStdin: async () => '' };
