import { X509Certificate } from 'node:crypto';
import * as E from 'fp-ts/Either';
import { SAML, ValidateInResponseTo, type CacheProvider, type Profile } from '@node-saml/node-saml';
import type { CertificateReader, SsoConnection } from '@dealer-panel/core/access/sso';
import type { AssertionRefused, SamlServiceProvider, ServiceProviderUrls, VerifiedAssertion } from '@dealer-panel/core/access/sso-ports';

const PEM_BLOCK = /-----BEGIN CERTIFICATE-----[\s\S]+?-----END CERTIFICATE-----/g;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** Assertions without a NotOnOrAfter still leave the ledger only after this long. */
const DEFAULT_LIFETIME_MS = 10 * 60 * 1000;

/** The certificates of a PEM text (several during an identity provider's key rollover). */
export function certificatesIn(pem: string): string[] {
  return pem.match(PEM_BLOCK) ?? [];
}

/** Reads PEM certificates with node's X509Certificate: null when none reads, else the latest expiry. */
export const x509CertificateReader: CertificateReader = {
  validTo(pem) {
    const blocks = certificatesIn(pem);
    if (blocks.length === 0) return null;
    let latest: Date | null = null;
    for (const block of blocks) {
      try {
        const to = new Date(new X509Certificate(block).validTo);
        if (Number.isNaN(to.getTime())) return null;
        if (latest === null || to > latest) latest = to;
      } catch { return null; }
    }
    return latest;
  },
};

const text = (v: unknown): string => (typeof v === 'string' ? v.trim() : '');
const firstOf = (profile: Profile, names: readonly string[]): string => {
  const attributes = (profile.attributes ?? {}) as Record<string, unknown>;
  for (const name of names) {
    const value = profile[name] ?? attributes[name];
    const one = Array.isArray(value) ? value[0] : value;
    if (text(one) !== '') return text(one).slice(0, 150);
  }
  return '';
};

/** The AuthnContextClassRef of the verified assertion (node-saml parses it but does not put it on the profile). */
function authnContextOf(profile: Profile): string | null {
  const assertion = profile.getAssertion?.() as { Assertion?: { AuthnStatement?: { AuthnContext?: { AuthnContextClassRef?: unknown[] }[] }[] } } | undefined;
  const ref = assertion?.Assertion?.AuthnStatement?.[0]?.AuthnContext?.[0]?.AuthnContextClassRef?.[0];
  const value = typeof ref === 'string' ? ref : (ref as { _?: unknown } | undefined)?._;
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : null;
}

function assertionMeta(profile: Profile): { id: string; notOnOrAfter: Date | null } {
  const assertion = profile.getAssertion?.() as { Assertion?: { $?: { ID?: string }; Conditions?: { $?: { NotOnOrAfter?: string } }[] } } | undefined;
  const id = assertion?.Assertion?.$?.ID ?? '';
  const end = assertion?.Assertion?.Conditions?.[0]?.$?.NotOnOrAfter;
  const date = end ? new Date(end) : null;
  return { id, notOnOrAfter: date && !Number.isNaN(date.getTime()) ? date : null };
}

function refusal(error: unknown): AssertionRefused {
  const detail = error instanceof Error ? error.message : String(error);
  // A subject confirmation is only ever refused for its time window.
  if (/expired|not yet valid|No valid subject confirmation/i.test(detail)) return { reason: 'expired', detail };
  // Our request id is used up (the answer came twice) or was never ours.
  if (/InResponseTo is not valid/i.test(detail)) return { reason: 'replayed', detail };
  return { reason: 'invalid', detail };
}

export interface NodeSamlOptions {
  /** The request ids we sent, shared by every process (node-saml's cache interface). */
  readonly requests: CacheProvider;
  /** Clock skew accepted on NotBefore/NotOnOrAfter; a minute by default. */
  readonly clockSkewMs?: number;
}

/**
 * The store's SAML 2.0 service provider on @node-saml/node-saml: requests by HTTP-Redirect, answers
 * by HTTP-POST; the assertion must be signed with the connection's certificate (a signed response
 * alone is not enough), be within its time window, name this store's entity id as audience, come
 * from the connection's identity provider, and answer a request we sent in the last ten minutes.
 */
export function nodeSamlServiceProvider(options: NodeSamlOptions): SamlServiceProvider {
  const saml = (c: SsoConnection, sp: ServiceProviderUrls) => new SAML({
    entryPoint: c.idpSsoUrl,
    issuer: sp.entityId,
    callbackUrl: sp.acsUrl,
    audience: sp.entityId,
    // A connection saved without its certificate still has metadata; it can verify nothing (an enabled one always has one).
    idpCert: certificatesIn(c.idpCertificate).length > 0 ? certificatesIn(c.idpCertificate) : ['none'],
    idpIssuer: c.idpEntityId,
    wantAssertionsSigned: true,
    wantAuthnResponseSigned: false,
    validateInResponseTo: ValidateInResponseTo.always,
    requestIdExpirationPeriodMs: 10 * 60 * 1000,
    cacheProvider: options.requests,
    acceptedClockSkewMs: options.clockSkewMs ?? 60_000,
    identifierFormat: 'urn:oasis:names:tc:SAML:1.1:nameid-format:emailAddress',
    disableRequestedAuthnContext: true,
    signatureAlgorithm: 'sha256',
  });

  return {
    loginUrl: (c, sp, relayState) => saml(c, sp).getAuthorizeUrlAsync(relayState, undefined, {}),

    async verify(c, sp, samlResponse): Promise<E.Either<AssertionRefused, VerifiedAssertion>> {
      let profile: Profile | null;
      try {
        ({ profile } = await saml(c, sp).validatePostResponseAsync({ SAMLResponse: samlResponse }));
      } catch (error) {
        return E.left(refusal(error));
      }
      if (profile === null) return E.left({ reason: 'invalid', detail: 'no profile (a logout response)' });
      // node-saml checks the Issuer only on logout messages: the signed assertion's must be the connection's.
      if (text(profile.issuer) !== c.idpEntityId) return E.left({ reason: 'invalid', detail: `unknown issuer ${text(profile.issuer).slice(0, 200)}` });
      const { id, notOnOrAfter } = assertionMeta(profile);
      if (id === '') return E.left({ reason: 'invalid', detail: 'assertion without an ID' });
      const nameId = text(profile.nameID);
      const email = (firstOf(profile, ['email', 'mail', 'http://schemas.xmlsoap.org/ws/2005/05/identity/claims/emailaddress']) || nameId).toLowerCase();
      if (!EMAIL.test(email) || email.length > 254) return E.left({ reason: 'invalid', detail: 'no e-mail address in the assertion' });
      return E.right({
        id, issuer: c.idpEntityId, nameId, email,
        firstName: firstOf(profile, ['firstName', 'givenName', 'given_name', 'http://schemas.xmlsoap.org/ws/2005/05/identity/claims/givenname']) || email.split('@')[0] || email,
        lastName: firstOf(profile, ['lastName', 'sn', 'surname', 'family_name', 'http://schemas.xmlsoap.org/ws/2005/05/identity/claims/surname']),
        authnContext: authnContextOf(profile),
        notOnOrAfter: notOnOrAfter ?? new Date(Date.now() + DEFAULT_LIFETIME_MS),
      });
    },

    metadata: (c, sp) => saml(c, sp).generateServiceProviderMetadata(null),
  };
}
