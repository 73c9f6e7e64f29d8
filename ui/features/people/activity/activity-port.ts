import type * as t from 'io-ts';
import type { AssignableUsersResponse } from '../../../../adapters/http/contract/access/access';
import type { AuditTrailResponse } from '../../../../adapters/http/contract/people/audit-trail';
import type { Answer } from '../../../shared/answer';

/** The filters of the trail as the screen holds them ('' = any). */
export interface TrailQuery {
  readonly action: string;
  readonly user: string;
  readonly from: string;
  readonly to: string;
  readonly page: number;
}

/** The /activity screen's calls. */
export interface ActivityPort {
  trail(query: Readonly<Record<string, string>>): Answer<AuditTrailResponse>;
  /** The store's active staff, for the "who" filter. */
  staff(): Answer<t.TypeOf<typeof AssignableUsersResponse>>;
}
