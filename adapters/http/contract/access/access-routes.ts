import type * as t from 'io-ts';
import type { OperationAccess } from '@dealer-panel/core/access/operation-access';
import {
  AssignableUsersResponse, ChangePasswordRequest, ConfirmOtpDeviceRequest, CurrentUserResponse, DetailResponse,
  LanguageBody, LoginRequest, LoginResponse, LogoutResponse, ManagedDealershipsResponse, OutboxResponse,
  ResetPasswordConfirmRequest, ResetPasswordRequest, SendOtpResponse, SettingsResponse, SetupOtpRequest,
  StaticDataResponse, TransferSessionRequest, VerificationStatus, VerifyCodeRequest,
} from './access';
import { Empty } from '../common';

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** One REST call: the server decodes `body` with it, the client decodes the answer with `response`. */
export interface RouteSpec<B extends t.Mixed = t.Mixed, R extends t.Mixed = t.Mixed> {
  readonly method: Method;
  readonly path: string; // with {x} for a path parameter, as in the spec's endpoints.tsv
  readonly summary: string;
  /**
   * none: public; session: signed in; verified: signed in past the one-time code, at a chosen
   * dealership (409 dealership_required without one) unless `dealership` is false; deal_token: the
   * customer's deal link token in X-Deal-Token (401 customer_token_required without it).
   */
  readonly auth: 'none' | 'session' | 'verified' | 'deal_token';
  /** false: a verified user-level call that needs no chosen dealership (no 409 dealership_required). */
  readonly dealership?: false;
  /** The redirects the route answers with (SSO hand-offs, the card processor's callback). */
  readonly redirects?: readonly (302 | 303)[];
  readonly body?: B;
  readonly response: R;
  readonly designed?: true; // a path the spec marks "not shown", designed by this project
  /** Query parameters, name to description, for the OpenAPI document (the server validates them in core). */
  readonly query?: Readonly<Record<string, string>>;
  /** The success status when it is not 200 (201 Created, 202 Accepted, 204 No Content). */
  readonly status?: 201 | 202 | 204;
  /** Who may call it at all (operation-access.ts): checked before the body is read, 403 otherwise. */
  readonly access?: OperationAccess;
  /** A multipart upload: the file's field, what it must hold, its text fields (tests/fuzz/upload-fuzz.test.ts sends it bad files of that kind). */
  readonly upload?: { readonly field: string; readonly holds: 'table' | 'picture' | 'document' | 'adf'; readonly fields?: readonly string[] };
}

export const route = <S extends RouteSpec>(spec: S): S => spec;
const U = '/api/dealer/user';

export const accessRoutes = {
  currentUser: route({ method: 'GET', path: `${U}/current_user/`, summary: 'The signed-in user and how many dealerships they manage', auth: 'session', response: CurrentUserResponse }),
  login: route({ method: 'POST', path: `${U}/login/`, summary: 'Sign in with e-mail and password; a new session id', auth: 'none', body: LoginRequest, response: LoginResponse }),
  logout: route({ method: 'POST', path: `${U}/logout/`, summary: 'End the session', auth: 'none', body: Empty, response: LogoutResponse }),
  verificationStatus: route({ method: 'GET', path: `${U}/verification/`, summary: 'One-time-code status of the session', auth: 'session', response: VerificationStatus }),
  verify: route({ method: 'POST', path: `${U}/verification/`, summary: 'Check the one-time code sent to the registered phone', auth: 'session', body: VerifyCodeRequest, response: VerificationStatus }),
  sendOtp: route({ method: 'POST', path: `${U}/send_otp/`, summary: 'Send a new one-time code to the registered phone', auth: 'session', body: Empty, response: SendOtpResponse }),
  setupOtp: route({ method: 'POST', path: `${U}/setup_otp/`, summary: 'Register a phone and send it a code', auth: 'session', body: SetupOtpRequest, response: SendOtpResponse }),
  confirmOtpDevice: route({ method: 'POST', path: `${U}/confirm_otp_device/`, summary: 'Confirm the phone set up with setup_otp/ with its code', auth: 'session', body: ConfirmOtpDeviceRequest, response: VerificationStatus }),
  resetPassword: route({ method: 'POST', path: `${U}/reset_password/`, summary: 'E-mail a single-use reset link valid 1 hour (same answer whether the e-mail exists or not)', auth: 'none', body: ResetPasswordRequest, response: DetailResponse }),
  resetPasswordConfirm: route({ method: 'POST', path: `${U}/reset_password/confirm/`, summary: 'Set a new password with the e-mailed token', auth: 'none', body: ResetPasswordConfirmRequest, response: DetailResponse, designed: true }),
  changePassword: route({ method: 'POST', path: `${U}/change_password/`, summary: 'Change the password of the signed-in user', auth: 'verified', dealership: false, body: ChangePasswordRequest, response: DetailResponse }),
  managedDealerships: route({ method: 'GET', path: `${U}/managed_dealerships/`, summary: 'Dealerships the user may switch to (param name filters)', auth: 'verified', dealership: false, response: ManagedDealershipsResponse }),
  transferSession: route({ method: 'POST', path: `${U}/transfer_session/`, summary: 'Switch the session to another managed dealership', auth: 'verified', dealership: false, body: TransferSessionRequest, response: CurrentUserResponse }),
  assignableDealerUsers: route({ method: 'GET', path: `${U}/assignable_dealer_users/`, summary: 'Active users of the dealership a customer may be assigned to', auth: 'verified', dealership: false, response: AssignableUsersResponse }),
  staticData: route({ method: 'GET', path: '/api/dealer/dealership/static_data/', summary: 'Provinces, systems, frequencies, archive reasons, flags', auth: 'verified', dealership: false, response: StaticDataResponse }),
  settings: route({ method: 'GET', path: '/settings/', summary: 'Application settings read at start', auth: 'none', response: SettingsResponse }),
  getLanguage: route({ method: 'GET', path: '/i18n/', summary: 'The language of the session (or the default)', auth: 'none', response: LanguageBody }),
  setLanguage: route({ method: 'POST', path: '/i18n/', summary: 'Set the language of the session and of the signed-in user', auth: 'none', body: LanguageBody, response: LanguageBody }),
  demoOutbox: route({ method: 'GET', path: '/api/demo/outbox/', summary: 'Demo mode only: the newest outbound SMS and e-mails first (404 in production)', auth: 'none', response: OutboxResponse, designed: true }),
} as const;
