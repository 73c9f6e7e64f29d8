import type { ServiceIdentifier } from 'inversify';
import type { MessagesPort } from './messages-port';

/** Tokens of the /messages screen (bound in messages-module.ts). */
export const MessagesTokens = {
  port: Symbol('messagesPort') as ServiceIdentifier<MessagesPort>,
} as const;
