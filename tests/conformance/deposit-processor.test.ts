import { describe, expect, it } from 'vitest';
import { fakeClock } from '@dealer-panel/core/access/testing/in-memory-ports';
import { DEFAULT_HOLD_PERIOD_MS } from '@dealer-panel/core/deposits/deposit';
import { outcomeOfCard, SIMULATED_TEST_CARDS, simulatedDepositProcessor } from '../../adapters/card-processor/simulated-deposit-processor';
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
});
