import * as E from 'fp-ts/Either';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CardProcessor } from '@dealer-panel/core/stores/card-processor';

/** An adapter under test and how a dealer gets a code for it (its authorize page). */
export interface CardProcessorSubject {
  readonly processor: CardProcessor;
  authorize(state: string): Promise<string> | string;
  close?(): Promise<void>;
}

/** The CardProcessor contract (core/stores/card-processor.ts), the same for every adapter. */
export function cardProcessorContract(name: string, open: () => Promise<CardProcessorSubject>): void {
  describe(`CardProcessor: ${name}`, () => {
    let subject: CardProcessorSubject;
    beforeAll(async () => { subject = await open(); });
    afterAll(async () => { await subject.close?.(); });

    it('gives a connect URL carrying the state, and the client id and redirect uri', () => {
      const url = subject.processor.connectUrl('st-ä/&?=1');
      expect(new URL(url, 'http://x.test').searchParams.get('state')).toBe('st-ä/&?=1');
      const info = subject.processor.info();
      expect(info.clientId).not.toBe('');
      expect(info.redirectUri).toMatch(/\/stripe_connect\/callback\/$/);
    });

    it('trades a code for an account once, then refuses the same code', async () => {
      const code = await subject.authorize('s1');
      const first = await subject.processor.completeConnect(code)();
      expect(E.isRight(first) && first.right.accountId).toMatch(/^acct_/);
      const again = await subject.processor.completeConnect(code)();
      expect(E.isLeft(again) && again.left).toMatchObject({ _tag: 'ProcessorRefused', reason: 'code_refused' });
    });

    it('refuses an unknown or malformed code with a message', async () => {
      for (const code of ['ac_unknown', 'sim_AAAAAAAAAAAAAAAA.AAAAAAAAAAAAAAAAAAAAAA', '']) {
        const result = await subject.processor.completeConnect(code)();
        expect(E.isLeft(result)).toBe(true);
        if (E.isLeft(result)) expect(result.left.message).not.toBe('');
      }
    });

    it('disconnects a connected account once; an unknown account is refused with a message', async () => {
      const traded = await subject.processor.completeConnect(await subject.authorize('s2'))();
      if (E.isLeft(traded)) throw new Error(traded.left.message);
      expect(E.isRight(await subject.processor.disconnect(traded.right.accountId)())).toBe(true);
      const twice = await subject.processor.disconnect(traded.right.accountId)();
      expect(E.isLeft(twice) && twice.left.message).toMatch(/not connected/);
      expect(E.isLeft(twice) && twice.left.reason).toBe('not_connected');
      const unknown = await subject.processor.disconnect('acct_nobody')();
      expect(E.isLeft(unknown) && unknown.left).toMatchObject({ _tag: 'ProcessorRefused', reason: 'not_connected' });
    });
  });
}
