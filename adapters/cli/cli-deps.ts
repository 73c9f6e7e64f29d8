import type * as TE from 'fp-ts/TaskEither';
import type { SignInCommand, SignInError, SignInResult } from '@dealer-panel/core/access/sign-in';
import type { OutboxReader } from '@dealer-panel/core/shared/ports/outbox';
import type { CreateDealerUserCommand } from '@dealer-panel/core/access/create-dealer-user';

/** What create-user takes: the use case's own command. */
export type CreateUserInput = CreateDealerUserCommand;

/** What the command-line harness drives: the same use cases as the server, no HTTP. */
export interface CliDeps {
  readonly seedDemo: () => Promise<{ readonly seeded: boolean; readonly customers: number; readonly users: number }>;
  readonly outbox: OutboxReader;
  readonly createUser: (input: CreateUserInput) => Promise<{ readonly ok: true; readonly id: number } | { readonly ok: false; readonly errors: Readonly<Record<string, readonly string[]>> }>;
  readonly signIn: (command: SignInCommand) => TE.TaskEither<SignInError, SignInResult>;
  /** Seals every credit application again with the current CREDIT_ENCRYPTION_KEY (core/credit/rotate-credit-key.ts). */
  readonly rotateCreditKey: () => Promise<{ readonly resealed: number; readonly skipped: number; readonly keyId: string }>;
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
