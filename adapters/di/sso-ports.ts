import type { CertificateReader } from '@dealer-panel/core/access/sso';
import type { SamlServiceProvider, SsoAssertionLedger, SsoConnectionRepository } from '@dealer-panel/core/access/sso-ports';
import type { Db } from '../persistence/shared/database';
import { drizzleSsoConnections, drizzleSsoLedger, drizzleSsoRequests } from '../persistence/access/drizzle-sso-repository';
import { nodeSamlServiceProvider, x509CertificateReader } from '../sso/node-saml-service-provider';

/** Manufacturer single sign-on (issue 13.9): the organizations' SAML connections, the ledger of assertions already used, the service provider, and the certificate reader. */
export interface SsoPorts {
  readonly ssoConnections: SsoConnectionRepository;
  readonly ssoLedger: SsoAssertionLedger;
  readonly saml: SamlServiceProvider;
  readonly certificates: CertificateReader;
}

export const ssoPorts = (db: Db): SsoPorts => ({
  ssoConnections: drizzleSsoConnections(db),
  ssoLedger: drizzleSsoLedger(db),
  saml: nodeSamlServiceProvider({ requests: drizzleSsoRequests(db) }),
  certificates: x509CertificateReader,
});
