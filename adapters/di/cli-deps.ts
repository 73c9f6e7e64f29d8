import type { CliDeps } from '../cli/cli-deps';
import { createDealerUser } from '@dealer-panel/core/access/create-dealer-user';
import { signIn } from '@dealer-panel/core/access/sign-in';
import { setUpFirstStore } from '@dealer-panel/core/people/setup/set-up-first-store';
import { drizzleFirstStoreRepository } from '../persistence/people/drizzle-first-store-repository';
import type { Ports } from './ports';
import { seedDemoData } from './seed-demo';
import { rotateCreditKey } from '@dealer-panel/core/credit/rotate-credit-key';
import { rotateTotpSecrets } from '@dealer-panel/core/access/rotate-totp-secrets';
import { rotatePullCredentials } from '@dealer-panel/core/inventory/feeds/rotate-pull-credentials';
import { actingStaff } from '@dealer-panel/core/access/acting-staff';
import { cliDealerCalls } from './cli-dealer-calls';

/** PUBLIC_URL's default, as the server's (adapters/di/server.ts) with its default port. */
export const DEFAULT_PUBLIC_URL = 'http://localhost:3000';

export function cliDeps(p: Ports, options: { readonly publicUrl?: string } = {}): CliDeps {
  const base = (options.publicUrl?.trim() || DEFAULT_PUBLIC_URL).replace(/\/+$/, '');
  return {
    seedDemo: () => seedDemoData(p),
    outbox: p.outbox,
    signIn: signIn(p),
    // Every value sealed with CREDIT_ENCRYPTION_KEY, kind after kind (docs/reliability.md "Key rotation").
    rotateCreditKey: async () => ({
      keyId: p.creditCipher.currentKeyId,
      kinds: {
        credit_applications: await rotateCreditKey({ credit: p.credit, cipher: p.creditCipher }),
        pull_credentials: await rotatePullCredentials({ pulls: p.feedPulls, cipher: p.creditCipher }),
        totp_secrets: await rotateTotpSecrets({ secondFactors: p.secondFactors, cipher: p.creditCipher }),
      },
    }),
    createUser: createDealerUser(p),
    setUp: setUpFirstStore({ setup: drizzleFirstStoreRepository(p.database.db), secrets: p.secrets, clock: p.clock }),
    // The invitation's link (adapters/http/server/people/users-routes.ts): the reset-password screen, told it is a first password.
    setPasswordLink: (token) => `${base}/dealer/reset-password?token=${encodeURIComponent(token)}&invitation=1`,
    // Read afresh for each command: a deactivated account or a changed role stops at once.
    actAs: (email, dealershipId) => actingStaff(p, email, dealershipId, p.clock.now(), 'cli'),
    dealer: cliDealerCalls(p, base),
  };
}
