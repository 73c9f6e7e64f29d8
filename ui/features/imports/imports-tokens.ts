import type { ServiceIdentifier } from 'inversify';
import type { CustomerImportsPort, VehicleImportsPort } from './imports-port';

/** Tokens of the /inventory/imports screen (bound in imports-module.ts). */
export const ImportsTokens = {
  vehicles: Symbol('vehicleImportsPort') as ServiceIdentifier<VehicleImportsPort>,
  customers: Symbol('customerImportsPort') as ServiceIdentifier<CustomerImportsPort>,
} as const;
