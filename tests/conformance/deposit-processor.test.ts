import { describe, expect, it } from 'vitest';
import { fakeClock } from '@dealer-panel/core/access/testing/in-memory-ports';
import { DEFAULT_HOLD_PERIOD_MS } from '@dealer-panel/core/deposits/deposit';
import { outcomeOfCard, SIMULATED_CHALLENGE_ROUTE, SIMULATED_TEST_CARDS, simulatedDepositProcessor } from '../../adapters/card-processor/simulated-deposit-processor';
import { SIMULATED_CHALLENGE_ROUTE as SERVED_CHALLENGE_ROUTE } from '../../adapters/http/server/deposits/simulated-challenge-page';
import { depositProcessorContract } from './deposit-processor.contract';

depositProcessorContract('simulated', async () => {
  const clock = fakeClock();
  return {
    processor: simulatedDepositProcessor({ clock }), accountId: 'acct_sim_test',
    cards: { ok: '4242 4242 4242 4242', declined: '4000 0000 0000 0002', insufficientFunds: '4000 0000 0000 9995', expired: '4000 0000 0000 0069' },
    passHoldPeriod: () => clock.advance(DEFAULT_HOLD_PERIOD_MS),
  };
});

describe('the simulated processor\'s test cards', () => {
  it('are valid card numbers with the documented outcome; a mistyped number is incorrect_number', () => {
    for (const [card, outcome] of Object.entries(SIMULATED_TEST_CARDS)) expect(outcomeOfCard(card)).toBe(outcome);
    expect(outcomeOfCard('4242 4242 4242 4241')).toBe('incorrect_number');
    expect(outcomeOfCard('4012 8888 8888 1881')).toBe('success');
  });

  it('rejects (no answer) for the processing-error card', async () => {
    const processor = simulatedDepositProcessor({ clock: fakeClock() });
    await expect(processor.charge({ accountId: 'a', depositId: 1, amountCents: 100, currency: 'CAD', paymentMethod: '4000000000000119', idempotencyKey: 'k' })()).rejects.toThrow(/unavailable/);
  });

  it('asks for 3-D Secure with the authentication card: a challenge page, then held when passed or declined when failed; without a return address it is declined', async () => {
    const events: string[] = [];
    const processor = simulatedDepositProcessor({ clock: fakeClock(), onEvent: (e) => { events.push(e.type); } });
    const ask = (key: string, returnUrl?: string) => ({
      accountId: 'a', depositId: 1, amountCents: 100, currency: 'CAD' as const, paymentMethod: '4000 0027 6000 3184', idempotencyKey: key, ...(returnUrl === undefined ? {} : { returnUrl }),
    });
    const waiting = await processor.createHold(ask('k1', '/shop/deal/t/deposit?return=3ds'))();
    if (waiting._tag === 'Left') throw new Error('declined');
    expect(waiting.right).toMatchObject({ status: 'requires_action', nextActionUrl: '/api/card-processor/simulated/challenge?account=a&payment=pi_sim_1' });
    expect(events).toEqual([]);
    expect(SIMULATED_CHALLENGE_ROUTE).toBe(SERVED_CHALLENGE_ROUTE);
    expect(processor.challengeOf('a', 'pi_sim_1')).toEqual({ returnUrl: '/shop/deal/t/deposit?return=3ds', amountCents: 100, currency: 'CAD' });
    expect(processor.settleChallenge('a', 'pi_sim_1', true)?.payment).toMatchObject({ status: 'held', nextActionUrl: null });
    expect(processor.settleChallenge('a', 'pi_sim_1', false)).toBeNull();
    expect(await processor.retrieve('a', 'pi_sim_1')).toMatchObject({ status: 'held' });
    const second = await processor.charge(ask('k2', '/back'))();
    if (second._tag === 'Left') throw new Error('declined');
    expect(processor.settleChallenge('a', second.right.paymentId, false)?.payment).toMatchObject({ status: 'declined', declineCode: 'card_declined' });
    expect(events).toEqual(['payment_intent.amount_capturable_updated', 'payment_intent.payment_failed']);
    expect(await processor.charge(ask('k3'))()).toMatchObject({ _tag: 'Left', left: { _tag: 'CardDeclined', code: 'card_declined' } });
  });
});
