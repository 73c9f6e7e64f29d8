import type { Clock } from '@dealer-panel/core/shared/ports/clock';
import type { DepositLocks } from '@dealer-panel/core/deposits/deposit-locks';
import type { DepositProcessor } from '@dealer-panel/core/deposits/deposit-processor';
import type { DepositRepository } from '@dealer-panel/core/deposits/deposit-repository';
import type { ReserveItFields } from '@dealer-panel/core/deposits/reserve-it';
import type { IdempotencyStore } from '@dealer-panel/core/shared/ports/idempotency-store';
import { simulatedDepositProcessor } from '../card-processor/simulated-deposit-processor';
import { drizzleDepositLocks } from '../persistence/deposits/drizzle-deposit-locks';
import { drizzleDepositRepository } from '../persistence/deposits/drizzle-deposit-repository';
import { drizzleIdempotencyStore } from '../persistence/deposits/drizzle-idempotency-store';
import { drizzleReserveItFields } from '../persistence/deposits/drizzle-reserve-it-fields';
import type { Db } from '../persistence/shared/database';
import { nodeSecrets } from '../system/node-secrets';

/** Deposits of deals, the processor that moves their money, and the idempotency keys of money actions (issue 14). */
export interface DepositPorts {
  readonly deposits: DepositRepository;
  readonly depositProcessor: DepositProcessor;
  /** The secret the card processor's webhook events are signed with (webhookSecretFrom in card-processor-config.ts). */
  readonly webhookSecret: string;
  readonly idempotency: IdempotencyStore;
  /** Money moves on a deal's deposit run one at a time, across processes (issue 29 item 8). */
  readonly depositLocks: DepositLocks;
  readonly reserveIt: ReserveItFields;
}

export interface DepositOptions {
  /** The configured deposit processor (depositProcessorFrom in card-processor-config.ts); default: a simulated one on the clock. */
  readonly depositProcessor?: DepositProcessor;
  /** The webhook's signing secret; default: a random one (no event is accepted but those the test signs with it). */
  readonly webhookSecret?: string;
}

export const depositPorts = (db: Db, clock: Clock, options: DepositOptions): DepositPorts => ({
  deposits: drizzleDepositRepository(db),
  depositProcessor: options.depositProcessor ?? simulatedDepositProcessor({ clock }),
  webhookSecret: options.webhookSecret ?? `whsec_${nodeSecrets().token()}`,
  idempotency: drizzleIdempotencyStore(db),
  depositLocks: drizzleDepositLocks(db, { clock }),
  reserveIt: drizzleReserveItFields(db),
});
