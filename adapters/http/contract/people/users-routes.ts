import * as t from 'io-ts';
import { route } from '../access/access-routes';
import { InviteUserRequest, SetActiveStatusRequest, StaffUserBody, UpdateUserRequest, UserListResponse } from './users';
import { Empty } from '../common';

const U = '/api/dealer/user';

export const USER_LIST_QUERY: Readonly<Record<string, string>> = {
  search: 'words matched in first name, last name and e-mail (accents and case ignored)',
  role: 'one or more dealer roles, comma-separated',
  is_active: 'true or false',
  page: 'page number from 1 (20 a page)',
  ordering: 'name, email, role, last_activity or invitation_sent_at; a minus prefix means descending',
};
const who = 'sales managers, dealer and organization admins and super admins, for users whose role they may assign; corporate users and organization assistants only read';

/** The users screen (issue 13): the spec shows PATCH {id}/, {id}/send_invitation/ and set_active_status/; list, invite, one user and CSV are designed. */
export const userRoutes = {
  listUsers: route({ method: 'GET', path: `${U}/`, summary: 'Users of the session\'s store, filtered, sorted and paged (closed to sales reps)', auth: 'verified', response: UserListResponse, query: USER_LIST_QUERY, designed: true }),
  exportUsers: route({ method: 'GET', path: `${U}/export/`, summary: 'The users of the list\'s current view as a CSV file (text/csv, UTF-8 with BOM, ";" in French), at most 5,000 rows', auth: 'verified', response: t.string, query: USER_LIST_QUERY, designed: true }),
  inviteUser: route({ method: 'POST', path: `${U}/`, summary: `Invite a user to the session's store: created without a password, e-mailed a set-password link valid 7 days (${who})`, auth: 'verified', body: InviteUserRequest, response: StaffUserBody, status: 201, designed: true }),
  getUser: route({ method: 'GET', path: `${U}/{id}/`, summary: 'One user of the session\'s store (another store\'s id answers 404)', auth: 'verified', response: StaffUserBody, designed: true }),
  updateUser: route({ method: 'PATCH', path: `${U}/{id}/`, summary: `Change the fields sent of a user; set_role only within the assignment matrix, never one's own (${who})`, auth: 'verified', body: UpdateUserRequest, response: StaffUserBody }),
  sendInvitation: route({ method: 'POST', path: `${U}/{id}/send_invitation/`, summary: 'E-mail a new set-password link (the older links stop working)', auth: 'verified', body: Empty, response: StaffUserBody }),
  setActiveStatus: route({ method: 'POST', path: `${U}/set_active_status/`, summary: 'Activate or deactivate a user; deactivating ends every session and remembered device of theirs at once; nobody deactivates themself', auth: 'verified', body: SetActiveStatusRequest, response: StaffUserBody }),
} as const;
