import type { ServiceIdentifier } from 'inversify';
import type { Actor } from '@dealer-panel/core/access/actor';
import type { PaymentSettingsPort } from './settings/payment-settings-port';
import type { WorksheetPageViewModel } from './worksheet/worksheet-page-view-model';
import type { DeskingDeps, DeskingViewModel } from './desking/desking-view-model';

/** Tokens of the payments screens' ports (bound in payments-module.ts) and the worksheet's view models (worksheet-module.ts). */
export const PaymentTokens = {
  settings: Symbol('paymentSettingsPort') as ServiceIdentifier<PaymentSettingsPort>,
  /** The pricing worksheet of an order, for the signed-in user (read-only for a corporate-kind user). */
  worksheetPageViewModel: Symbol('worksheetPageViewModel') as ServiceIdentifier<(orderId: number, actor: Actor) => WorksheetPageViewModel>,
  /** The worksheet's desking section of an order (issue 18.1). */
  deskingViewModel: Symbol('deskingViewModel') as ServiceIdentifier<(orderId: number, deps: Omit<DeskingDeps, 'source'>) => DeskingViewModel>,
} as const;
