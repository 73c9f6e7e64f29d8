import * as E from 'fp-ts/Either';
import type { FieldErrors } from '../shared/validation';
import type { DealerRole } from './role';

/**
 * Manufacturer single sign-on (spec 000 sections 1 and 6; issue 13 item 9). Three sources: the two
 * named login methods (VW SSO, Hyundai SSO) and a third one whose name the store sets. Each store is
 * its own SAML 2.0 service provider for each source (its own entity id and assertion consumer URL),
 * so an assertion issued for one store is never accepted at another.
 */
export const SSO_SOURCES = ['vw_sso', 'hyundai_sso', 'custom_sso'] as const;
export type SsoSource = (typeof SSO_SOURCES)[number];

export function isSsoSource(s: string): s is SsoSource {
  return (SSO_SOURCES as readonly string[]).includes(s);
}

/** A user's `source`: 'password' for staff who sign in with a password, else the SSO source. */
export const PASSWORD_SOURCE = 'password';

export function isSsoUser(user: { readonly source: string }): boolean {
  return isSsoSource(user.source);
}

/**
 * Roles an account created at its first SSO sign-in may get. Never an admin role: the manufacturer
 * vouches for who the person is, not for what they may do in the store; an admin promotes them on /users.
 */
export const SSO_NEW_USER_ROLES = ['dealer_sales_rep', 'dealer_sales_manager'] as const satisfies readonly DealerRole[];
export type SsoNewUserRole = (typeof SSO_NEW_USER_ROLES)[number];

/** The names shown on the sign-in buttons of the two named sources; the third is the store's label. */
export const SSO_SOURCE_NAMES: Readonly<Record<Exclude<SsoSource, 'custom_sso'>, string>> = { vw_sso: 'Volkswagen', hyundai_sso: 'Hyundai' };

/** One store's link with one manufacturer's identity provider. */
export interface SsoConnection {
  readonly dealershipId: number;
  readonly source: SsoSource;
  readonly enabled: boolean;
  /** The third source's name on the sign-in button; ignored for VW and Hyundai. */
  readonly label: string;
  /** The identity provider's entity id (the Issuer its assertions carry). */
  readonly idpEntityId: string;
  /** Where the identity provider takes sign-in requests (HTTP-Redirect binding). */
  readonly idpSsoUrl: string;
  /** The identity provider's signing certificate(s), PEM. */
  readonly idpCertificate: string;
  /**
   * AuthnContextClassRef values that mean the identity provider checked a second factor; a sign-in
   * with one of them is fully authenticated, any other goes on to the store's one-time code.
   */
  readonly mfaContexts: readonly string[];
  /** The role of an account created at its first sign-in; null: only existing accounts may sign in. */
  readonly newUserRole: SsoNewUserRole | null;
  readonly updatedAt: Date | null;
}

export function blankConnection(dealershipId: number, source: SsoSource): SsoConnection {
  return { dealershipId, source, enabled: false, label: '', idpEntityId: '', idpSsoUrl: '', idpCertificate: '', mfaContexts: [], newUserRole: null, updatedAt: null };
}

/** The name on the sign-in button. */
export function connectionName(c: Pick<SsoConnection, 'source' | 'label'>): string {
  return c.source === 'custom_sso' ? c.label : SSO_SOURCE_NAMES[c.source];
}

/** What an admin sends: a connection's own fields, the role as typed (checked against SSO_NEW_USER_ROLES). */
export type SsoConnectionInput = Omit<SsoConnection, 'dealershipId' | 'source' | 'updatedAt' | 'newUserRole'> & { readonly newUserRole: string | null };

/** What the validation needs from outside core: reading a PEM certificate. */
export interface CertificateReader {
  /** null when the text holds no readable X.509 certificate; else the latest "valid to" of the certificates in it. */
  validTo(pem: string): Date | null;
}

const MAX_URI = 1024;
const MAX_CERT = 20_000;
const MAX_LABEL = 60;
const MAX_MFA = 10;
const LOOPBACK = new Set(['127.0.0.1', 'localhost', '[::1]']);

/** scheme://host[:port][/path…], the host a name, an IPv4 or a bracketed IPv6 address (core has no URL class). */
const URL_SHAPE = /^([a-z][a-z0-9+.-]*):\/\/([a-z0-9.-]+|\[[0-9a-f:.]+\])(:\d{1,5})?([/?#]\S*)?$/i;

function urlError(value: string): string | null {
  const match = URL_SHAPE.exec(value);
  if (!match) return /^[a-z][a-z0-9+.-]*:/i.test(value) ? 'sso.url_https' : 'sso.url_invalid';
  const scheme = (match[1] ?? '').toLowerCase();
  const host = (match[2] ?? '').toLowerCase();
  if (scheme === 'https') return null;
  // Plain http only to this machine: a local identity provider in tests and the demo.
  return scheme === 'http' && LOOPBACK.has(host) ? null : 'sso.url_https';
}

const isUri = (s: string) => s.length > 0 && s.length <= 300 && !/\s/.test(s);

/**
 * Checks a connection before it is saved. A disabled connection may be left incomplete (the admin
 * fills it in over several visits) but what is there must be well formed; an enabled one needs
 * the identity provider's entity id, sign-in URL and a certificate valid today.
 */
export function validateConnection(source: SsoSource, input: SsoConnectionInput, certificates: CertificateReader, now: Date): E.Either<FieldErrors, Omit<SsoConnection, 'dealershipId' | 'source' | 'updatedAt'>> {
  const errors: Record<string, [string, ...string[]]> = {};
  const add = (field: string, code: string) => { const had = errors[field]; if (had) had.push(code); else errors[field] = [code]; };
  const label = input.label.trim();
  const entityId = input.idpEntityId.trim();
  const ssoUrl = input.idpSsoUrl.trim();
  const certificate = input.idpCertificate.trim();
  const mfa = input.mfaContexts.map((s) => s.trim()).filter((s) => s !== '');

  if (source === 'custom_sso') {
    if (label.length > MAX_LABEL) add('label', 'sso.label_too_long');
    else if (input.enabled && label === '') add('label', 'required');
  }
  if (entityId.length > MAX_URI || /\s/.test(entityId)) add('idp_entity_id', 'sso.entity_id_invalid');
  else if (input.enabled && entityId === '') add('idp_entity_id', 'required');
  if (ssoUrl !== '') {
    const bad = ssoUrl.length > MAX_URI ? 'sso.url_invalid' : urlError(ssoUrl);
    if (bad) add('idp_sso_url', bad);
  } else if (input.enabled) add('idp_sso_url', 'required');
  if (certificate !== '') {
    const validTo = certificate.length > MAX_CERT ? null : certificates.validTo(certificate);
    if (validTo === null) add('idp_certificate', 'sso.certificate_invalid');
    else if (input.enabled && validTo.getTime() <= now.getTime()) add('idp_certificate', 'sso.certificate_expired');
  } else if (input.enabled) add('idp_certificate', 'required');
  if (mfa.length > MAX_MFA) add('mfa_contexts', 'sso.mfa_too_many');
  else if (!mfa.every(isUri)) add('mfa_contexts', 'sso.mfa_invalid');
  const role = input.newUserRole;
  if (role !== null && !(SSO_NEW_USER_ROLES as readonly string[]).includes(role)) add('new_user_role', 'sso.role_not_allowed');

  if (Object.keys(errors).length > 0) return E.left(errors);
  return E.right({
    enabled: input.enabled,
    label: source === 'custom_sso' ? label : '',
    idpEntityId: entityId,
    idpSsoUrl: ssoUrl,
    idpCertificate: certificate,
    mfaContexts: [...new Set(mfa)],
    newUserRole: role as SsoNewUserRole | null,
  });
}

/**
 * Why an SSO sign-in was refused, as the sign-in page is told (`?sso_error=`). The detail of a bad
 * assertion (which check failed) goes to the audit log, never to the browser.
 */
export const SSO_REFUSALS = ['unavailable', 'invalid', 'expired', 'replayed', 'unknown_user', 'source_mismatch', 'inactive', 'not_member'] as const;
export type SsoRefusal = (typeof SSO_REFUSALS)[number];
