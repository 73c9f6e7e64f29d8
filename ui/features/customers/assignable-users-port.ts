import type { Answer } from '../../shared/answer';
import type { AssignableUser } from './wire-types';

/** The active users of the dealership a customer may be assigned to (assignable_dealer_users/). Answers as `Answer` says. */
export interface AssignableUsersPort {
  list(): Answer<readonly AssignableUser[]>;
}
