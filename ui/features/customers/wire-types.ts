import type * as t from 'io-ts';
import type { AssignableUser as AssignableUserCodec } from '../../../adapters/http/contract/access/access';
import type { PrequalResponse as PrequalCodec, TrackLinkSharedResponse as TrackLinkSharedCodec } from '../../../adapters/http/contract/customers/customers';

/** Types of contract codecs that the contract does not name as types. */
export type AssignableUser = t.TypeOf<typeof AssignableUserCodec>;
export type PrequalResponse = t.TypeOf<typeof PrequalCodec>;
export type TrackLinkSharedResponse = t.TypeOf<typeof TrackLinkSharedCodec>;
