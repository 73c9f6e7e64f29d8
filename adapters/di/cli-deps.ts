import * as E from 'fp-ts/Either';
import type { CliDeps } from '../cli/cli-deps';
import { createDealerUser } from '@dealer-panel/core/access/create-dealer-user';
import { signIn } from '@dealer-panel/core/access/sign-in';
import type { Ports } from './ports';
import { seedDemoData } from './seed-demo';
import { rotateCreditKey } from '@dealer-panel/core/credit/rotate-credit-key';

export function cliDeps(p: Ports): CliDeps {
  return {
    seedDemo: () => seedDemoData(p),
    outbox: p.outbox,
    signIn: signIn(p),
    rotateCreditKey: async () => ({ ...(await rotateCreditKey({ credit: p.credit, cipher: p.creditCipher })), keyId: p.creditCipher.currentKeyId }),
    createUser: async (input) => {
      const r = await createDealerUser(p)(input)();
      return E.isRight(r) ? { ok: true, id: r.right.id } : { ok: false, errors: r.left.errors };
    },
  };
}
