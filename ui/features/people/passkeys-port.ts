import type { AddPasskeyRequest, PasskeyBody, PasskeyOptionsResponse, PasskeysResponse } from '../../../adapters/http/contract/access/passkeys';
import type { Answer } from '../../shared/answer';

/** My passkeys (My profile). Answers as `Answer` says; refusals carry a code on `credential`, `passkey` or `name`. */
export interface PasskeysPort {
  list(): Answer<PasskeysResponse>;
  /** The options for the browser to make a passkey; the server keeps their challenge for this session. */
  registrationOptions(): Answer<PasskeyOptionsResponse>;
  add(body: AddPasskeyRequest): Answer<PasskeyBody>;
  rename(id: number, name: string): Answer<PasskeyBody>;
  remove(id: number): Answer<unknown>;
}
