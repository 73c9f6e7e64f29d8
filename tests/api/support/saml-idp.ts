import { randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { inflateRawSync } from 'node:zlib';
import { generate } from 'selfsigned';
import { SignedXml } from 'xml-crypto';

// A local SAML 2.0 identity provider for the tests: a key and self-signed certificate made at start,
// assertions signed with xml-crypto (the library node-saml verifies with), and an HTTP endpoint
// that answers a sign-in request with an auto-posting form, as a manufacturer's portal does.

export interface KeyPair { readonly key: string; readonly cert: string }

/** A key and its self-signed certificate, valid from a day before `days` (negative: long expired) to `days` from now. */
export async function keyPair(days = 365): Promise<KeyPair> {
  const now = Date.now();
  const notAfter = now + days * 86_400_000;
  const pems = await generate([{ name: 'commonName', value: 'idp.test' }], {
    keySize: 2048, algorithm: 'sha256', notBeforeDate: new Date(Math.min(now, notAfter) - 2 * 86_400_000), notAfterDate: new Date(notAfter),
  });
  return { key: pems.private, cert: pems.cert };
}

/** The sign-in request our service provider sent, read from its redirect URL. */
export interface SignInRequest { readonly id: string; readonly acsUrl: string; readonly issuer: string; readonly relayState: string }

export function readSignInRequest(url: string): SignInRequest {
  const u = new URL(url);
  const xml = inflateRawSync(Buffer.from(u.searchParams.get('SAMLRequest') ?? '', 'base64')).toString('utf8');
  const attr = (name: string) => new RegExp(`${name}="([^"]*)"`).exec(xml)?.[1] ?? '';
  return { id: attr('ID'), acsUrl: attr('AssertionConsumerServiceURL'), issuer: />([^<]+)<\/saml:Issuer>/.exec(xml)?.[1] ?? '', relayState: u.searchParams.get('RelayState') ?? '' };
}

export interface AssertionOptions {
  readonly email: string;
  readonly firstName?: string;
  readonly lastName?: string;
  /** AuthnContextClassRef; PasswordProtectedTransport by default. */
  readonly authnContext?: string;
  readonly inResponseTo: string;
  readonly acsUrl: string;
  /** The service provider's entity id (the audience). */
  readonly audience: string;
  readonly issuer?: string;
  readonly notBefore?: Date;
  readonly notOnOrAfter?: Date;
  /** Sign with another key (a forged assertion), or not at all. */
  readonly signWith?: 'idp' | KeyPair | 'none';
  /** Changes the XML after it was signed (a tampered assertion). */
  readonly tamper?: (xml: string) => string;
  readonly assertionId?: string;
}

export const PASSWORD_CONTEXT = 'urn:oasis:names:tc:SAML:2.0:ac:classes:PasswordProtectedTransport';
export const MFA_CONTEXT = 'https://refeds.org/profile/mfa';

const id = () => `_${randomBytes(16).toString('hex')}`;
const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/"/g, '&quot;');

export interface TestIdp {
  readonly entityId: string;
  readonly ssoUrl: string;
  readonly keys: KeyPair;
  /** A base64 SAMLResponse as the identity provider would post it. */
  respond(options: AssertionOptions): string;
  /** Who the HTTP endpoint signs in next (the browser tests). */
  signInNext(user: Omit<AssertionOptions, 'inResponseTo' | 'acsUrl' | 'audience'>): void;
  close(): Promise<void>;
}

function assertionXml(o: AssertionOptions, issuer: string): string {
  const now = new Date();
  const notBefore = (o.notBefore ?? new Date(now.getTime() - 60_000)).toISOString();
  const notOnOrAfter = (o.notOnOrAfter ?? new Date(now.getTime() + 5 * 60_000)).toISOString();
  const attribute = (name: string, value: string) => `<saml:Attribute Name="${name}"><saml:AttributeValue>${esc(value)}</saml:AttributeValue></saml:Attribute>`;
  return `<samlp:Response xmlns:samlp="urn:oasis:names:tc:SAML:2.0:protocol" xmlns:saml="urn:oasis:names:tc:SAML:2.0:assertion" ID="${id()}" Version="2.0" IssueInstant="${now.toISOString()}" Destination="${esc(o.acsUrl)}" InResponseTo="${esc(o.inResponseTo)}">`
    + `<saml:Issuer>${esc(issuer)}</saml:Issuer><samlp:Status><samlp:StatusCode Value="urn:oasis:names:tc:SAML:2.0:status:Success"/></samlp:Status>`
    + `<saml:Assertion ID="${o.assertionId ?? id()}" Version="2.0" IssueInstant="${now.toISOString()}"><saml:Issuer>${esc(issuer)}</saml:Issuer>`
    + `<saml:Subject><saml:NameID Format="urn:oasis:names:tc:SAML:1.1:nameid-format:emailAddress">${esc(o.email)}</saml:NameID>`
    + `<saml:SubjectConfirmation Method="urn:oasis:names:tc:SAML:2.0:cm:bearer"><saml:SubjectConfirmationData InResponseTo="${esc(o.inResponseTo)}" NotOnOrAfter="${notOnOrAfter}" Recipient="${esc(o.acsUrl)}"/></saml:SubjectConfirmation></saml:Subject>`
    + `<saml:Conditions NotBefore="${notBefore}" NotOnOrAfter="${notOnOrAfter}"><saml:AudienceRestriction><saml:Audience>${esc(o.audience)}</saml:Audience></saml:AudienceRestriction></saml:Conditions>`
    + `<saml:AuthnStatement AuthnInstant="${now.toISOString()}" SessionIndex="${id()}"><saml:AuthnContext><saml:AuthnContextClassRef>${esc(o.authnContext ?? PASSWORD_CONTEXT)}</saml:AuthnContextClassRef></saml:AuthnContext></saml:AuthnStatement>`
    + `<saml:AttributeStatement>${attribute('email', o.email)}${attribute('firstName', o.firstName ?? 'Sam')}${attribute('lastName', o.lastName ?? 'Portal')}</saml:AttributeStatement>`
    + '</saml:Assertion></samlp:Response>';
}

function signed(xml: string, keys: KeyPair): string {
  const sig = new SignedXml({ privateKey: keys.key, publicCert: keys.cert, signatureAlgorithm: 'http://www.w3.org/2001/04/xmldsig-more#rsa-sha256', canonicalizationAlgorithm: 'http://www.w3.org/2001/10/xml-exc-c14n#' });
  sig.addReference({
    xpath: "//*[local-name(.)='Assertion']",
    transforms: ['http://www.w3.org/2000/09/xmldsig#enveloped-signature', 'http://www.w3.org/2001/10/xml-exc-c14n#'],
    digestAlgorithm: 'http://www.w3.org/2001/04/xmlenc#sha256',
  });
  sig.computeSignature(xml, { location: { reference: "//*[local-name(.)='Assertion']/*[local-name(.)='Issuer']", action: 'after' } });
  return sig.getSignedXml();
}

/** Starts the identity provider on a free port of 127.0.0.1. */
export async function startTestIdp(): Promise<TestIdp> {
  const keys = await keyPair();
  let next: Omit<AssertionOptions, 'inResponseTo' | 'acsUrl' | 'audience'> | null = null;
  const server: Server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    if (url.pathname !== '/sso' || next === null) { res.writeHead(404).end('no sign-in expected'); return; }
    const request = readSignInRequest(url.toString());
    const response = idp.respond({ ...next, inResponseTo: request.id, acsUrl: request.acsUrl, audience: request.issuer });
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(
      `<!doctype html><html><body><p>Test identity provider</p><form id="f" method="post" action="${esc(request.acsUrl)}">`
      + `<input type="hidden" name="SAMLResponse" value="${esc(response)}"><input type="hidden" name="RelayState" value="${esc(request.relayState)}">`
      + '<button type="submit">Continue</button></form><script>document.getElementById("f").submit()</script></body></html>');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const idp: TestIdp = {
    entityId: `${base}/idp`,
    ssoUrl: `${base}/sso`,
    keys,
    respond(o) {
      const xml = assertionXml(o, o.issuer ?? idp.entityId);
      const signWith = o.signWith ?? 'idp';
      const out = signWith === 'none' ? xml : signed(xml, signWith === 'idp' ? keys : signWith);
      return Buffer.from(o.tamper ? o.tamper(out) : out, 'utf8').toString('base64');
    },
    signInNext(user) { next = user; },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
  return idp;
}
