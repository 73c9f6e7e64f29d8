import * as E from 'fp-ts/Either';
import type { CreditDraftRequest } from '../../../adapters/http/contract/credit/credit-draft';
import { attempt } from './credit-call';
import type { CustomerCreditPort } from './credit-application-port';

/** Where the draft's saving stands, as the form says it: nothing to say yet, saving, saved, or not saved (answers still on screen). */
export type SaveState = 'idle' | 'saving' | 'saved' | 'failed';

/**
 * Saves the customer's draft (PUT …/draft/) one save after another, so that an older draft never
 * lands after a newer one; the state said is the newest save's. A failure keeps nothing from the
 * customer (the form holds every answer) and the next save or a retry sends the whole draft again.
 */
export function draftSaver(port: Pick<CustomerCreditPort, 'saveDraft'>, orderId: number, say: (s: SaveState) => void) {
  let queue: Promise<void> = Promise.resolve();
  let latest = 0;
  return {
    save(body: CreditDraftRequest): void {
      const mine = ++latest;
      say('saving');
      queue = queue.then(async () => {
        if (mine !== latest) return; // A newer draft is queued: it holds this one's answers too.
        const answer = await attempt(() => port.saveDraft(orderId, body));
        if (mine === latest) say(E.isRight(answer) ? 'saved' : 'failed');
      });
    },
    /** Resolves once every save asked so far has been answered. */
    settled: (): Promise<void> => queue,
  };
}
