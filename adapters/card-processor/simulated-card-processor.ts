import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import * as E from 'fp-ts/Either';
import type { CardProcessor } from '@dealer-panel/core/stores/card-processor';
import { processorRefused } from '@dealer-panel/core/stores/card-processor';
import { CONNECT_CALLBACK_PATH } from './callback-path';

/** The simulated processor's own authorize page (served by our server in demo mode). */
export const SIMULATED_CONNECT_PATH = '/api/card-processor/simulated/connect';

/** The accounts this processor knows: one per authorization (`acct_sim_<nonce>`) and the demo stores' own. */
const SIMULATED_ACCOUNT = /^acct_sim_(?:[A-Za-z0-9_-]{16}|demo_[a-z]{1,16})$/;

/** The demo's processor plus what its authorize page needs: a code for the dealer who clicks Authorize. */
export interface SimulatedCardProcessor extends CardProcessor {
  /** A fresh authorization code, as the processor's page would hand back to the callback. */
  authorize(): string;
}

/**
 * A card processor that needs no account anywhere (the demo default). Codes are signed with
 * `secret` (`sim_<nonce>.<mac>`), so any process sharing the secret accepts them; a code is used
 * once per process (the state, stored in the database, is what is single-use across processes).
 * The account id is derived from the nonce: `acct_sim_<nonce>`. The demo's stores are seeded with
 * `acct_sim_demo_<store>` (seed-demo-deposits.ts): the processor knows those as connected too, as
 * Stripe knows every account that authorized the platform, so the demo can disconnect them.
 */
export function simulatedCardProcessor(options: { readonly secret: string }): SimulatedCardProcessor {
  const mac = (nonce: string) => createHmac('sha256', options.secret).update(`card-processor:${nonce}`).digest('base64url').slice(0, 22);
  const used = new Set<string>();
  const revoked = new Set<string>();
  return {
    kind: 'simulated',
    info: () => ({ clientId: 'ca_simulated', redirectUri: CONNECT_CALLBACK_PATH }),
    connectUrl: (state) => `${SIMULATED_CONNECT_PATH}?state=${encodeURIComponent(state)}`,
    authorize() {
      const nonce = randomBytes(12).toString('base64url');
      return `sim_${nonce}.${mac(nonce)}`;
    },
    completeConnect: (code) => async () => {
      const match = /^sim_([A-Za-z0-9_-]{16})\.([A-Za-z0-9_-]{22})$/.exec(code);
      const nonce = match?.[1];
      const given = match?.[2];
      if (nonce === undefined || given === undefined || !timingSafeEqual(Buffer.from(given), Buffer.from(mac(nonce)))) {
        return E.left(processorRefused('code_refused', `Authorization code does not exist: ${code.slice(0, 40)}`));
      }
      if (used.has(code)) return E.left(processorRefused('code_refused', `Authorization code already used: ${code.slice(0, 40)}`));
      used.add(code);
      revoked.delete(`acct_sim_${nonce}`);
      return E.right({ accountId: `acct_sim_${nonce}` });
    },
    disconnect: (accountId) => async () => {
      if (!SIMULATED_ACCOUNT.test(accountId) || revoked.has(accountId)) {
        return E.left(processorRefused('not_connected', `This application is not connected to account ${accountId}, or that account does not exist.`));
      }
      revoked.add(accountId);
      return E.right(undefined);
    },
  };
}
