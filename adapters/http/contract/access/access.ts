import * as t from 'io-ts';
import { DealerRoleCodec, EmailText, Id, Locale, Nullable, PasswordText, ShortText } from '../common';
import { DEALER_PERMISSIONS, type DealerPermission } from '@dealer-panel/core/access/permissions';
import { SECOND_FACTORS, type SecondFactor } from '@dealer-panel/core/access/second-factor';

export const DealerNotifications = t.type({
  customer_creates_account: t.boolean,
  customer_submits_trade_in: t.boolean,
  customer_submits_credit_app: t.boolean,
  customer_paid_deposit: t.boolean,
  customer_submits_appointment: t.boolean,
  customer_opens_tokenized_link: t.boolean,
});

export const DealershipSummary = t.type({
  id: t.number,
  name: t.string,
  city: t.string,
  province_code: t.string,
  country: t.keyof({ CA: null, US: null }),
  /** The language the store works in first (a Québec store: fr_CA); fee names are required in it. */
  default_language: t.keyof({ en_CA: null, en_US: null, fr_CA: null }),
});
export type DealershipSummary = t.TypeOf<typeof DealershipSummary>;

/** The user as spec 000 section 3 names it, plus the session's dealership flags the guards need. */
/** The per-user permission flags (core/access/permissions.ts), every one present in an answer. */
export const DealerPermissionsBody = t.type(Object.fromEntries(DEALER_PERMISSIONS.map((p) => [p, t.boolean])) as Record<DealerPermission, t.BooleanC>);

export const UserBody = t.type({
  id: t.number,
  email: t.string,
  first_name: t.string,
  last_name: t.string,
  full_name: t.string,
  phone: t.string,
  role: Nullable(DealerRoleCodec),
  language: Locale,
  is_super_admin: t.boolean,
  is_dealer_vw_corporate: t.boolean,
  source: t.string,
  dealership: Nullable(DealershipSummary),
  avatar: Nullable(t.string),
  invitation_sent_at: Nullable(t.string),
  last_activity: Nullable(t.string),
  fully_authenticated: t.boolean,
  show_analytics_dashboard: t.boolean,
  dealer_notifications: DealerNotifications,
  /** What the user may do at the session's store: the role's defaults with the admin's per-user choices. */
  permissions: DealerPermissionsBody,
  dealership_flags: t.type({
    is_trs_enabled: t.boolean,
    use_activix_crm: t.boolean,
    enable_sales_manager_fee_discounts: t.boolean,
  }),
});
export type UserBody = t.TypeOf<typeof UserBody>;

export const LoginRequest = t.type({ email: EmailText, password: PasswordText });
export const LoginResponse = t.type({
  redirect: t.boolean,
  url: Nullable(t.string),
  prompt_dealership_select: t.boolean,
  total_managed_dealerships: t.number,
  user: UserBody,
});
export type LoginResponse = t.TypeOf<typeof LoginResponse>;

export const CurrentUserResponse = t.type({ user: UserBody, total_managed_dealerships: t.number });
export type CurrentUserResponse = t.TypeOf<typeof CurrentUserResponse>;

export const LogoutResponse = t.type({ redirect_url: Nullable(t.string) });

/** The second factors (core/access/second-factor.ts): text message, authenticator app, passkey, e-mail. */
export const SecondFactorCodec = t.keyof(Object.fromEntries(SECOND_FACTORS.map((f) => [f, null])) as Record<SecondFactor, null>);

/**
 * The spec's one-time-code status (has_device, masked_phone, verified, fully_authenticated) and,
 * since issue 30.5, the user's second factors. has_device: the user has a second factor they can
 * use (a phone while texts can be sent, an authenticator app, a passkey); masked_phone: the masked
 * phone when texts reach it, else a plain English name of the factor ("Authenticator app",
 * "Passkey") for older clients, else null.
 */
export const VerificationStatus = t.type({
  has_device: t.boolean,
  masked_phone: Nullable(t.string),
  verified: t.boolean,
  fully_authenticated: t.boolean,
  /** The factors the user can sign in with now; ['email'] alone when nothing else is usable. */
  factors: t.array(SecondFactorCodec),
  /** The factor the verification page opens with (the user's choice when still usable). */
  preferred_factor: Nullable(SecondFactorCodec),
  /** Whether text messages can be sent (Twilio configured, or demo mode): false, send_otp/ and setup_otp/ answer 409 text_messages_off. */
  text_messages: t.boolean,
  /** Unused recovery codes. */
  recovery_codes_left: t.number,
});
export type VerificationStatus = t.TypeOf<typeof VerificationStatus>;

export const VerifyCodeRequest = t.intersection([t.type({ token: ShortText }), t.partial({ remember_device: t.boolean })]);
export const SetupOtpRequest = t.type({ phone: ShortText });
export const ConfirmOtpDeviceRequest = t.intersection([
  t.type({ token: ShortText, phone: ShortText }),
  t.partial({ remember_device: t.boolean }),
]);
export const SendOtpResponse = t.type({ sent: t.boolean, masked_phone: t.string, expires_in_seconds: t.number });
export type SendOtpResponse = t.TypeOf<typeof SendOtpResponse>;

export const ResetPasswordRequest = t.type({ email: EmailText });
export const ResetPasswordConfirmRequest = t.type({ token: ShortText, new_password: PasswordText, confirm_new_password: PasswordText });
export const ChangePasswordRequest = t.type({
  current_password: PasswordText,
  new_password: PasswordText,
  confirm_new_password: PasswordText,
});
export const DetailResponse = t.type({ detail: t.string });

export const ManagedDealershipsResponse = t.array(DealershipSummary);
export const TransferSessionRequest = t.type({ dealership_id: Id });

export const AssignableUser = t.type({ id: t.number, full_name: t.string, email: t.string, role: DealerRoleCodec });
export const AssignableUsersResponse = t.array(AssignableUser);

export const LanguageBody = t.type({ language: Locale });

export const SettingsResponse = t.type({
  GoogleAnalyticsID: t.string,
  OptimizelyProjectID: t.string,
  DealerSentryDSN: t.string,
  version: t.string,
  ActivixDealerPanelRedirectUrl: t.string,
  app_mode: t.keyof({ demo: null, production: null }),
  /** Whether text messages can be sent (Twilio configured, or the demo's inbox): the screens offer text only then (issue 30.2). */
  text_messages: t.boolean,
});
export type SettingsResponse = t.TypeOf<typeof SettingsResponse>;

export const StaticDataResponse = t.type({
  provinceList: t.array(t.type({ code: t.string, name: t.string, country: t.string })),
  tradeInSystems: t.array(t.string),
  creditApplicationSystems: t.array(t.string),
  frequency_choices: t.array(t.string),
  archive_reasons: t.array(t.string),
  marketscanFeeTypes: t.array(t.string),
  enableAnalyticsDashboard: t.boolean,
});
export type StaticDataResponse = t.TypeOf<typeof StaticDataResponse>;

export const OutboxMessage = t.intersection([
  t.type({ channel: t.keyof({ sms: null, email: null }), to: t.string, subject: t.string, body: t.string, created_at: t.string }),
  /** An e-mail's files (an appointment's .ics), their text as sent. */
  t.partial({ attachments: t.array(t.type({ filename: t.string, content_type: t.string, content: t.string })) }),
]);
export const OutboxResponse = t.array(OutboxMessage);
export type OutboxMessage = t.TypeOf<typeof OutboxMessage>;
