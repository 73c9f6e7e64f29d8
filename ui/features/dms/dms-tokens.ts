import type { ServiceIdentifier } from 'inversify';
import type { DmsViewModel } from './dms-view-model';

/** Tokens of the DMS feature (bound in dms-module.ts). */
export const DmsTokens = {
  viewModel: Symbol('dmsViewModel') as ServiceIdentifier<(orderId: number) => DmsViewModel>,
} as const;
