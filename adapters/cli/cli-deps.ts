import type * as TE from 'fp-ts/TaskEither';
import type { SignInCommand, SignInError, SignInResult } from '@dealer-panel/core/access/sign-in';
import type { OutboxReader } from '@dealer-panel/core/shared/ports/outbox';
import type { CreateDealerUserCommand, CreateDealerUserError } from '@dealer-panel/core/access/create-dealer-user';
import type { FirstStoreCommand } from '@dealer-panel/core/people/setup/first-store';
import type { SetUpFirstStoreError, SetUpFirstStoreResult } from '@dealer-panel/core/people/setup/set-up-first-store';

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

/** What the command-line harness drives: the same use cases as the server, no HTTP. */
export interface CliDeps {
  readonly seedDemo: () => Promise<{ readonly seeded: boolean; readonly customers: number; readonly users: number }>;
  readonly outbox: OutboxReader;
  readonly createUser: (input: CreateUserInput) => TE.TaskEither<CreateDealerUserError, { readonly id: number }>;
  readonly signIn: (command: SignInCommand) => TE.TaskEither<SignInError, SignInResult>;
  /** Seals every value sealed with an older key again with the current CREDIT_ENCRYPTION_KEY: a report per kind. */
  readonly rotateCreditKey: () => Promise<KeyRotation>;
  /** The first organization, store and admin (core/people/setup/set-up-first-store.ts). */
  readonly setUp: (command: FirstStoreCommand) => TE.TaskEither<SetUpFirstStoreError, SetUpFirstStoreResult>;
  /** The set-password link of a token, on PUBLIC_URL (the invitation's link, users-routes.ts). */
  readonly setPasswordLink: (token: string) => string;
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
