import type * as E from 'fp-ts/Either';
import type { SsoConnection, SsoSource } from './sso';

/** The stores' connections. Contract: `get` answers null when never saved; `save` replaces the row. */
export interface SsoConnectionRepository {
  get(dealershipId: number, source: SsoSource): Promise<SsoConnection | null>;
  list(dealershipId: number): Promise<readonly SsoConnection[]>;
  save(connection: SsoConnection): Promise<void>;
}

/**
 * Assertions already used. Contract: `claim` answers true the first time a key is claimed and
 * false ever after, also when two processes claim it at once; a key may be forgotten after `until`.
 */
export interface SsoAssertionLedger {
  claim(key: string, until: Date): Promise<boolean>;
}

/** This store's service provider for a source: what the manufacturer registers. */
export interface ServiceProviderUrls {
  readonly entityId: string;
  readonly acsUrl: string;
}

/** What a valid assertion says about the person (the adapter checked signature, times, audience, issuer, request id). */
export interface VerifiedAssertion {
  /** The assertion's ID, for the replay ledger. */
  readonly id: string;
  readonly issuer: string;
  readonly nameId: string;
  /** The e-mail: the `email`/`mail` attribute, else the NameID when it is an address. */
  readonly email: string;
  readonly firstName: string;
  readonly lastName: string;
  /** The AuthnContextClassRef of the AuthnStatement, null when absent. */
  readonly authnContext: string | null;
  /** When the assertion stops being acceptable (its conditions' NotOnOrAfter, or a default). */
  readonly notOnOrAfter: Date;
}

/** Why the adapter refused a response: 'expired' for a time-window failure, 'invalid' for everything else. */
export interface AssertionRefused {
  readonly reason: 'invalid' | 'expired' | 'replayed';
  /** The library's words, for the audit log only. */
  readonly detail: string;
}

/** The SAML 2.0 service provider (an adapter on a SAML library; no XML signature code in core). */
export interface SamlServiceProvider {
  /** The identity provider's sign-in URL carrying a new AuthnRequest (its id is remembered 10 minutes). */
  loginUrl(connection: SsoConnection, sp: ServiceProviderUrls, relayState: string): Promise<string>;
  /** Checks a base64 SAMLResponse posted back: signed by the connection's certificate, current, for us, answering our request. */
  verify(connection: SsoConnection, sp: ServiceProviderUrls, samlResponse: string): Promise<E.Either<AssertionRefused, VerifiedAssertion>>;
  metadata(connection: SsoConnection, sp: ServiceProviderUrls): string;
}
