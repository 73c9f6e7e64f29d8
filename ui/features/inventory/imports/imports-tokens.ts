import type { ServiceIdentifier } from 'inversify';
import type { CustomerImportsPort, FeedPullPort, VehicleImportsPort } from './imports-port';

/** Tokens of the /inventory/imports screen (bound in imports-module.ts). */
export const ImportsTokens = {
  vehicles: Symbol('vehicleImportsPort') as ServiceIdentifier<VehicleImportsPort>,
  customers: Symbol('customerImportsPort') as ServiceIdentifier<CustomerImportsPort>,
  pull: Symbol('feedPullPort') as ServiceIdentifier<FeedPullPort>,
} as const;
