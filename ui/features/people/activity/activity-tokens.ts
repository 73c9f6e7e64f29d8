import type { ServiceIdentifier } from 'inversify';
import type { ActivityPort } from './activity-port';

/** Tokens of the /activity screen (bound in activity-module.ts). */
export const ActivityTokens = {
  port: Symbol('activityPort') as ServiceIdentifier<ActivityPort>,
} as const;
