import type { ServiceIdentifier } from 'inversify';
import type { UsersPort } from './users-port';

/** Tokens of the users screen (bound in users-module.ts). */
export const UsersTokens = {
  port: Symbol('usersPort') as ServiceIdentifier<UsersPort>,
} as const;
