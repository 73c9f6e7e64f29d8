import { sql } from 'drizzle-orm';
import { bigint, bigserial, boolean, index, integer, jsonb, pgTable, primaryKey, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { bytea, createdAt, tstz } from '../shared/schema-columns';

// The access context's tables: organizations, dealerships, users and their roles, sessions,
// remembered devices, one-time codes and password resets.

export const organizations = pgTable('organizations', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  createdAt: createdAt(),
});

export const dealerships = pgTable('dealerships', {
  id: serial('id').primaryKey(),
  organizationId: integer('organization_id').references(() => organizations.id),
  name: text('name').notNull(),
  country: text('country').notNull(), // 'CA' | 'US'
  provinceCode: text('province_code').notNull(),
  city: text('city').notNull(),
  postalCode: text('postal_code').notNull(),
  addressLine1: text('address_line_1').notNull().default(''),
  addressLine2: text('address_line_2').notNull().default(''),
  phone: text('phone').notNull().default(''),
  email: text('email').notNull().default(''),
  website: text('website').notNull().default(''),
  defaultLanguage: text('default_language').notNull().default('en_CA'),
  allowedLanguages: jsonb('allowed_languages').$type<string[]>().notNull().default(sql`'["en_CA","fr_CA"]'::jsonb`),
  isTrsEnabled: boolean('is_trs_enabled').notNull().default(false),
  useActivixCrm: boolean('use_activix_crm').notNull().default(false),
  enableSalesManagerFeeDiscounts: boolean('enable_sales_manager_fee_discounts').notNull().default(false),
  settings: jsonb('settings').$type<Record<string, unknown>>().notNull().default(sql`'{}'::jsonb`),
  // Issue 13: the home dealership's fields (spec 000 section 3).
  newCarsLink: text('new_cars_link').notNull().default(''),
  usedCarsLink: text('used_cars_link').notNull().default(''),
  cname: text('cname').notNull().default(''),
  /** Deposit asked of customers, in cents; null when the store takes none. */
  depositCents: integer('deposit_cents'),
  depositPackage: text('deposit_package'),
  /** Opening hours per weekday: `{ "MONDAY": { "start": "09:00", "end": "18:00" } | null, … }` (null = closed). */
  hours: jsonb('hours').$type<Record<string, { start: string; end: string } | null>>().notNull().default(sql`'{}'::jsonb`),
  tradeInSystem: text('trade_in_system').notNull().default('internal'),
  creditApplicationSystem: text('credit_application_system').notNull().default('internal'),
  isEtiEnabled: boolean('is_eti_enabled').notNull().default(false),
  isActivixUser: boolean('is_activix_user').notNull().default(false),
  useAddonsRecommendation: boolean('use_addons_recommendation').notNull().default(false),
  usePostalCode: boolean('use_postal_code').notNull().default(true),
  mandatoryNames: boolean('mandatory_names').notNull().default(false),
  compulsoryLogin: boolean('compulsory_login').notNull().default(false),
  samlLoginUrl: text('saml_login_url').notNull().default(''),
  /** The dealer's own copy for the interface (key → { en, fr }). */
  customCopy: jsonb('custom_copy').$type<Record<string, { en: string; fr: string }>>().notNull().default(sql`'{}'::jsonb`),
  /** Bilingual disclosure texts (credit_application, deposit, notify_me, payment_step, pricing_footer, signup_modal, trade_in). */
  disclosures: jsonb('disclosures').$type<Record<string, { en: string; fr: string }>>().notNull().default(sql`'{}'::jsonb`),
  /** Disclaimer package: `[{ disclaimer_type, disclaimer_superscript }]`. */
  disclaimerPackage: jsonb('disclaimer_package').$type<{ disclaimer_type: string; disclaimer_superscript: string }[]>().notNull().default(sql`'[]'::jsonb`),
  discountNameEn: text('discount_name_en').notNull().default(''),
  discountNameFr: text('discount_name_fr').notNull().default(''),
  /** Appointment calendar settings (slot length, lead time…). */
  calendar: jsonb('calendar').$type<Record<string, unknown>>().notNull().default(sql`'{}'::jsonb`),
  /** Id of the logo in `media` (served at /api/media/{id}/); null when none. */
  logoMediaId: text('logo_media_id'),
  /** The card processor's connected account id; null when not connected (has_stripe_account false). */
  cardProcessorAccountId: text('card_processor_account_id'),
  cardProcessorConnectedAt: tstz('card_processor_connected_at'),
  updatedAt: tstz('updated_at').notNull().defaultNow(),
  createdAt: createdAt(),
});

export const users = pgTable('users', {
  id: serial('id').primaryKey(),
  email: text('email').notNull(),
  passwordHash: text('password_hash').notNull(),
  firstName: text('first_name').notNull(),
  lastName: text('last_name').notNull(),
  phone: text('phone').notNull().default(''),
  language: text('language').notNull().default('en_CA'),
  isSuperAdmin: boolean('is_super_admin').notNull().default(false),
  isDealerVwCorporate: boolean('is_dealer_vw_corporate').notNull().default(false),
  showAnalyticsDashboard: boolean('show_analytics_dashboard').notNull().default(false),
  isActive: boolean('is_active').notNull().default(true),
  isNotAutomaticallyAssigned: boolean('is_not_automatically_assigned').notNull().default(false),
  source: text('source').notNull().default('password'),
  homeDealershipId: integer('home_dealership_id').references(() => dealerships.id),
  dealerNotifications: jsonb('dealer_notifications').$type<Record<string, boolean>>().notNull().default(sql`'{}'::jsonb`),
  lastActivity: tstz('last_activity'),
  // Issue 13: invitations, avatar, the per-user switches of spec 000 section 3.
  invitationSentAt: tstz('invitation_sent_at'),
  /** Id of the avatar in `media` (served at /api/media/{id}/); null when none. */
  avatarMediaId: text('avatar_media_id'),
  showCreditApplication: boolean('show_credit_application').notNull().default(true),
  /** Per-user permission flags (set_dealer_permissions). */
  permissions: jsonb('permissions').$type<Record<string, boolean>>().notNull().default(sql`'{}'::jsonb`),
  createdAt: createdAt(),
}, (t) => [uniqueIndex('users_email_lower_idx').on(sql`lower(${t.email})`)]);

/** The role a user holds at a dealership; organization roles hold one row per managed store. */
export const memberships = pgTable('memberships', {
  userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  dealershipId: integer('dealership_id').notNull().references(() => dealerships.id, { onDelete: 'cascade' }),
  role: text('role').notNull(),
}, (t) => [primaryKey({ columns: [t.userId, t.dealershipId] }), index('memberships_dealership_idx').on(t.dealershipId)]);

export const sessions = pgTable('sessions', {
  id: text('id').primaryKey(), // sha-256 of the cookie token; the token itself is never stored
  userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  dealershipId: integer('dealership_id').references(() => dealerships.id),
  fullyAuthenticated: boolean('fully_authenticated').notNull().default(false),
  language: text('language'),
  createdAt: createdAt(),
  lastSeenAt: tstz('last_seen_at').notNull().defaultNow(),
  expiresAt: tstz('expires_at').notNull(),
  endedAt: tstz('ended_at'),
  userAgent: text('user_agent').notNull().default(''),
  ip: text('ip').notNull().default(''),
}, (t) => [index('sessions_user_idx').on(t.userId)]);

export const rememberedDevices = pgTable('remembered_devices', {
  id: text('id').primaryKey(), // sha-256 of the device cookie token
  userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  phone: text('phone').notNull(),
  createdAt: createdAt(),
  expiresAt: tstz('expires_at').notNull(),
}, (t) => [index('remembered_devices_user_idx').on(t.userId)]);

/** A user's verified phone for one-time codes (has_device). */
export const otpDevices = pgTable('otp_devices', {
  userId: integer('user_id').primaryKey().references(() => users.id, { onDelete: 'cascade' }),
  phone: text('phone').notNull(),
  confirmedAt: tstz('confirmed_at'),
  createdAt: createdAt(),
});

export const oneTimeCodes = pgTable('one_time_codes', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  sessionId: text('session_id').notNull(),
  codeHash: text('code_hash').notNull(),
  phone: text('phone').notNull(),
  /** 'sms' or 'email' (issue 30.5: an e-mailed code registers no phone). */
  channel: text('channel').notNull().default('sms'),
  attempts: integer('attempts').notNull().default(0),
  createdAt: createdAt(),
  expiresAt: tstz('expires_at').notNull(),
  consumedAt: tstz('consumed_at'),
  lockedAt: tstz('locked_at'),
}, (t) => [index('one_time_codes_session_idx').on(t.sessionId)]);

/**
 * A user's authenticator app, second-factor preference and wrong-code count (issue 30.5). The app's
 * secret is sealed with the credit fields' cipher (key id beside it); the pending one waits for its
 * first code. totp_last_step: the last time step a code was accepted for (codes work once).
 */
export const secondFactors = pgTable('second_factors', {
  userId: integer('user_id').primaryKey().references(() => users.id, { onDelete: 'cascade' }),
  totpKeyId: text('totp_key_id'),
  totpSecret: text('totp_secret'),
  totpConfirmedAt: tstz('totp_confirmed_at'),
  totpLastStep: bigint('totp_last_step', { mode: 'number' }),
  totpPendingKeyId: text('totp_pending_key_id'),
  totpPendingSecret: text('totp_pending_secret'),
  preferredFactor: text('preferred_factor'),
  failures: integer('failures').notNull().default(0),
  lockedUntil: tstz('locked_until'),
  updatedAt: tstz('updated_at').notNull().defaultNow(),
});

/** Single-use recovery codes, stored hashed; a new set replaces the old. */
export const recoveryCodes = pgTable('recovery_codes', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  codeHash: text('code_hash').notNull(),
  createdAt: createdAt(),
  usedAt: tstz('used_at'),
}, (t) => [index('recovery_codes_user_idx').on(t.userId)]);

export const passwordResetTokens = pgTable('password_reset_tokens', {
  id: text('id').primaryKey(), // sha-256 of the token sent by e-mail
  userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  createdAt: createdAt(),
  expiresAt: tstz('expires_at').notNull(),
  usedAt: tstz('used_at'),
  /** 'reset' (forgot password, 1 h) or 'invitation' (set your first password, 7 days). */
  kind: text('kind').notNull().default('reset'),
});

/** A store's link with one manufacturer's identity provider (issue 13.9); no row: never configured. */
export const ssoConnections = pgTable('sso_connections', {
  dealershipId: integer('dealership_id').notNull().references(() => dealerships.id, { onDelete: 'cascade' }),
  source: text('source').notNull(), // vw_sso | hyundai_sso | custom_sso
  enabled: boolean('enabled').notNull().default(false),
  label: text('label').notNull().default(''),
  idpEntityId: text('idp_entity_id').notNull().default(''),
  idpSsoUrl: text('idp_sso_url').notNull().default(''),
  idpCertificate: text('idp_certificate').notNull().default(''),
  mfaContexts: jsonb('mfa_contexts').$type<string[]>().notNull().default(sql`'[]'::jsonb`),
  newUserRole: text('new_user_role'),
  updatedAt: tstz('updated_at').notNull().defaultNow(),
}, (t) => [primaryKey({ columns: [t.dealershipId, t.source] })]);

/** The AuthnRequest ids we sent (node-saml's cache), so an answer must be to one of ours; 10 minutes. */
export const ssoRequests = pgTable('sso_requests', {
  id: text('id').primaryKey(),
  value: text('value').notNull(),
  createdAt: createdAt(),
}, (t) => [index('sso_requests_created_idx').on(t.createdAt)]);

/** Assertions already used (issuer|id): a replayed one is refused; kept past their NotOnOrAfter. */
export const ssoAssertions = pgTable('sso_assertions', {
  id: text('id').primaryKey(),
  expiresAt: tstz('expires_at').notNull(),
}, (t) => [index('sso_assertions_expires_idx').on(t.expiresAt)]);

/** Passkeys (WebAuthn credentials) of staff, a second factor (issue 30 item 5). */
export const passkeyCredentials = pgTable('passkey_credentials', {
  id: serial('id').primaryKey(),
  userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  /** base64url, as the browser names it; unique across users. */
  credentialId: text('credential_id').notNull(),
  publicKey: bytea('public_key').notNull(),
  counter: bigint('counter', { mode: 'number' }).notNull().default(0),
  transports: jsonb('transports').$type<readonly string[]>().notNull().default([]),
  name: text('name').notNull(),
  createdAt: createdAt(),
  lastUsedAt: tstz('last_used_at'),
}, (t) => [uniqueIndex('passkey_credentials_credential_idx').on(t.credentialId), index('passkey_credentials_user_idx').on(t.userId)]);

/** The challenges handed to a session's browser for a passkey ceremony: single use, five minutes. */
export const passkeyChallenges = pgTable('passkey_challenges', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  sessionId: text('session_id').notNull(),
  userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  /** 'registration' or 'authentication'. */
  ceremony: text('ceremony').notNull(),
  challenge: text('challenge').notNull(),
  createdAt: createdAt(),
  expiresAt: tstz('expires_at').notNull(),
  consumedAt: tstz('consumed_at'),
}, (t) => [index('passkey_challenges_session_idx').on(t.sessionId, t.ceremony)]);
