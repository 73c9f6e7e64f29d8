import type { ServiceIdentifier } from 'inversify';
import type { PaymentSettingsPort } from './settings/payment-settings-port';

/** Tokens of the payments screens' ports (bound in payments-module.ts). */
export const PaymentTokens = {
  settings: Symbol('paymentSettingsPort') as ServiceIdentifier<PaymentSettingsPort>,
} as const;
