import * as t from 'io-ts';
import { SSO_NEW_USER_ROLES, SSO_SOURCES } from '@dealer-panel/core/access/sso';
import { listOf, Nullable } from '../common';
import { oneOf } from '../enums';

export const SsoSourceCodec = oneOf(SSO_SOURCES, 'SsoSource');
export const SsoNewUserRoleCodec = oneOf(SSO_NEW_USER_ROLES, 'SsoNewUserRole');

/** One store's connection with one manufacturer's identity provider, and what to give the manufacturer. */
export const SsoConnectionBody = t.type({
  source: SsoSourceCodec,
  /** The name on the sign-in button (VW and Hyundai: fixed; the third source: its label). */
  name: t.string,
  enabled: t.boolean,
  label: t.string,
  idp_entity_id: t.string,
  idp_sso_url: t.string,
  idp_certificate: t.string,
  /** The certificate's expiry (ISO), null when none or unreadable. */
  idp_certificate_valid_to: Nullable(t.string),
  mfa_contexts: t.array(t.string),
  new_user_role: Nullable(SsoNewUserRoleCodec),
  /** This store's service provider for the source: what the manufacturer registers. */
  sp_entity_id: t.string,
  acs_url: t.string,
  metadata_url: t.string,
  /** Starts a sign-in at the identity provider (a manufacturer portal's tile may link here). */
  login_url: t.string,
  updated_at: Nullable(t.string),
});
export type SsoConnectionBody = t.TypeOf<typeof SsoConnectionBody>;

export const SsoConnectionsBody = t.type({
  connections: t.array(SsoConnectionBody),
  /** Whether the signed-in user may change them (the store's admins). */
  may_manage: t.boolean,
  /** The store's sign-in page with its manufacturer buttons, to give the staff. */
  staff_login_url: t.string,
});
export type SsoConnectionsBody = t.TypeOf<typeof SsoConnectionsBody>;

/** PUT sso/{source}/: every field (a disabled connection may be incomplete). */
export const SsoConnectionWrite = t.exact(t.type({
  enabled: t.boolean,
  label: t.string,
  idp_entity_id: t.string,
  idp_sso_url: t.string,
  idp_certificate: t.string,
  mfa_contexts: listOf(t.string, 20),
  new_user_role: Nullable(t.string),
}));
export type SsoConnectionWrite = t.TypeOf<typeof SsoConnectionWrite>;

/** The sign-in page's manufacturer buttons for a store (public: no session yet). */
export const SsoOptionsBody = t.type({
  dealership: t.type({ id: t.number, name: t.string }),
  sources: t.array(t.type({ source: SsoSourceCodec, name: t.string, login_url: t.string })),
});
export type SsoOptionsBody = t.TypeOf<typeof SsoOptionsBody>;

/** The identity provider's answer, posted by the browser (application/x-www-form-urlencoded). */
export const SsoAcsForm = t.intersection([t.type({ SAMLResponse: t.string }), t.partial({ RelayState: t.string })]);
