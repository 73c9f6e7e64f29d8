import type { ServiceIdentifier } from 'inversify';
import type { MyAccountPort } from './my-account-port';
import type { MyMessagesPort } from './my-messages-port';
import type { PasskeysPort } from './passkeys-port';

/** Tokens of the people screens' ports (bound in people-module.ts). */
export const PeopleTokens = {
  myAccount: Symbol('myAccountPort') as ServiceIdentifier<MyAccountPort>,
  passkeys: Symbol('passkeysPort') as ServiceIdentifier<PasskeysPort>,
  myMessages: Symbol('myMessagesPort') as ServiceIdentifier<MyMessagesPort>,
} as const;
