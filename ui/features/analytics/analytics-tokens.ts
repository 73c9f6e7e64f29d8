import type { ServiceIdentifier } from 'inversify';
import type { AnalyticsPort } from './analytics-port';

/** Tokens of the /analytics screen (bound in analytics-module.ts). */
export const AnalyticsTokens = {
  port: Symbol('analyticsPort') as ServiceIdentifier<AnalyticsPort>,
} as const;
