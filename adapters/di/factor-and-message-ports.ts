import type { CodeEmailTemplate, PasskeyFactors, SecondFactorRepository, TotpAlgorithm } from '@dealer-panel/core/access/second-factor-ports';
import type { DeliveryReceipts } from '@dealer-panel/core/messages/delivery-receipt';
import type { OptOuts } from '@dealer-panel/core/messages/opt-outs';
import { drizzlePasskeyRepository } from '../persistence/access/drizzle-passkey-repository';
import { drizzleSecondFactorRepository } from '../persistence/access/drizzle-second-factor-repository';
import { drizzleDeliveryReceipts } from '../persistence/messages/delivery-receipts';
import { drizzleOptOuts } from '../persistence/messages/drizzle-opt-outs';
import type { Db } from '../persistence/shared/database';
import { otplibTotp } from '../system/otplib-totp';
import { localeCodeEmail } from '../templates/locale-code-email';
import { passkeyFactorsOf } from './passkey-ports';

/** Issue 30: the second factors beyond the text message, and what the providers say of the messages. */
export interface FactorAndMessagePorts {
  /** Second factors (issue 30.5): the app's secret (sealed with creditCipher), recovery codes, the code e-mail, passkeys' count. */
  readonly secondFactors: SecondFactorRepository;
  readonly passkeyFactors: PasskeyFactors;
  readonly totp: TotpAlgorithm;
  readonly codeEmails: CodeEmailTemplate;
  /** Issue 30.2: numbers that replied STOP, the providers' delivery receipts, and whether a text can be sent at all (Twilio configured, or the demo's inbox). */
  readonly optOuts: OptOuts;
  readonly deliveryReceipts: DeliveryReceipts;
  readonly textMessages: boolean;
}

export interface FactorAndMessageOptions {
  /** Whether text messages can be sent (TWILIO_* configured, or demo mode); default true (the outbox keeps them). */
  readonly textMessages?: boolean;
  /** The passkeys' count and removal; default: the passkeys' table. */
  readonly passkeyFactors?: PasskeyFactors;
}

export const factorAndMessagePorts = (db: Db, options: FactorAndMessageOptions): FactorAndMessagePorts => ({
  secondFactors: drizzleSecondFactorRepository(db),
  passkeyFactors: options.passkeyFactors ?? passkeyFactorsOf(drizzlePasskeyRepository(db)),
  totp: otplibTotp,
  codeEmails: localeCodeEmail,
  optOuts: drizzleOptOuts(db),
  deliveryReceipts: drizzleDeliveryReceipts(db),
  textMessages: options.textMessages ?? true,
});
