// The worksheet's HTTP port over the real client (a scripted server): what it sends and how it reads the answers.
// Here rather than next to the port: ui code may not import the client's adapters (dependency rule).
import * as E from 'fp-ts/Either';
import { firstValueFrom } from 'rxjs';
import { describe, expect, it } from 'vitest';
import { problemBody, scriptedClient } from '../../adapters/http/client/scripted-adapter';
import { quoteBody } from '../../adapters/http/contract/payments';
import { aVehicle } from '../../ui/features/orders/testing/vehicle-fixture';
import { httpWorksheetSource } from '../../ui/features/pricing-worksheet/http-worksheet-source';
import { pricingDetails } from '../../ui/features/pricing-worksheet/payment-details';
import { quoteFor, someDetails } from '../../ui/features/pricing-worksheet/testing/worksheet-fixture';
import { anIncentive, anOrderBody, aPaymentType, paymentTypes } from '../../ui/features/pricing-worksheet/testing/worksheet-wire';
import { detailsOf, incentiveChoices } from '../../ui/features/pricing-worksheet/worksheet-data';

const OPEN = {
  'GET /api/dealer/order/41/': [{ status: 200, body: anOrderBody() }],
  'GET /api/dealer/order/41/payment-types/': [{ status: 200, body: paymentTypes() }],
  'GET /api/dealer/payment-settings/incentives/': [{ status: 200, body: { results: [anIncentive(), anIncentive({ id: 10, applicable_new: false, applicable_used: true })] } }],
};

describe('the worksheet over HTTP', () => {
  it('opens with the order\'s vehicle, the active method, each record\'s details and the incentives that fit the car', async () => {
    const { client } = scriptedClient(OPEN);
    const data = await httpWorksheetSource(client.call).load(41);
    expect(E.isRight(data)).toBe(true);
    if (E.isLeft(data)) return;
    expect(data.right).toMatchObject({ orderId: 41, chosen: 'finance', vehicle: { stock_number: 'LMN10080' }, leaseRateMethod: 'apr' });
    expect(data.right.details.finance).toMatchObject({ term: 60, down_payment: '1000', rate: '', postal_code: '', fees: null, incentives: [9], accessories: [3] });
    expect(data.right.details.cash.term).toBeNull();
    expect(data.right.frequencies).toEqual({ cash: [], finance: ['monthly', 'biweekly'], lease: ['monthly', 'biweekly'] });
    expect(data.right.choices.incentives?.map((c) => [c.id, c.methods])).toEqual([[9, ['cash', 'finance']]]);
    expect(data.right.choices.fees).toBeNull();
  });

  it('opens without incentives when the list is refused, and says not_found for another dealership\'s deal', async () => {
    const { client, redirects } = scriptedClient({ ...OPEN, 'GET /api/dealer/payment-settings/incentives/': [{ status: 403, body: problemBody(403, 'forbidden') }] });
    const data = await httpWorksheetSource(client.call).load(41);
    expect(E.isRight(data) && data.right.choices.incentives).toBeNull();
    expect(redirects).toEqual([]);
    const missing = scriptedClient({ ...OPEN, 'GET /api/dealer/order/41/': [{ status: 404, body: problemBody(404, 'not_found') }] });
    const answer = await httpWorksheetSource(missing.client.call).load(41);
    expect(E.isLeft(answer) && answer.left.code).toBe('not_found');
  });

  it('prices a method on its own payment type with the order, and decodes the engine\'s quote', async () => {
    const quote = quoteFor('lease', someDetails({ distance_allowance: 20_000 }));
    const { client, seen } = scriptedClient({ ...OPEN, 'POST /api/dealer/payment-type/703/pricing/': [{ status: 200, body: { quote: quoteBody(quote), payment_type: aPaymentType('lease') } }] });
    const source = httpWorksheetSource(client.call);
    await source.load(41);
    const details = pricingDetails('lease', someDetails({ distance_allowance: 20_000, down_payment: '2500.', fees: null }));
    const outcome = await firstValueFrom(source.price(41, 'lease', details));
    expect(outcome.kind === 'priced' && outcome.quote.payment).toBe(quote.payment);
    expect(outcome.kind === 'priced' && outcome.quote.breakdown.map((l) => l.code)).toEqual(quote.breakdown.map((l) => l.code));
    const body = seen.find((r) => r.url.endsWith('/pricing/'))?.data as Record<string, unknown>;
    expect(body).toMatchObject({ order: 41, term: 36, distance_allowance: 20000, down_payment: '2500', include_tax: true });
    expect(body).not.toHaveProperty('fees');
    // An empty rate is the program's: said explicitly, or the server keeps a rate typed earlier.
    expect(body).toMatchObject({ rate_overwritten: '' });
  });

  it('turns a 400 into the fields\' errors, anything else into a problem', async () => {
    const { client } = scriptedClient({
      ...OPEN,
      'POST /api/dealer/payment-type/702/pricing/': [{ status: 400, body: problemBody(400, 'invalid', { rate_overwritten: ['rate.over_100'] }) }],
      'POST /api/dealer/payment-type/701/pricing/': [{ status: 409, body: problemBody(409, 'conflict') }],
    });
    const source = httpWorksheetSource(client.call);
    await source.load(41);
    expect(await firstValueFrom(source.price(41, 'finance', pricingDetails('finance', someDetails({ rate: '150' }))))).toEqual({ kind: 'rejected', errors: { rate_overwritten: ['rate.over_100'] } });
    expect(await firstValueFrom(source.price(41, 'cash', pricingDetails('cash', someDetails({ term: null }))))).toEqual({ kind: 'failed', problem: { code: 'conflict', retryAfterSeconds: null } });
  });

  it('records the chosen method with PATCH is_active on its payment type', async () => {
    const { client, seen } = scriptedClient({ ...OPEN, 'PATCH /api/dealer/payment-type/703/': [{ status: 200, body: aPaymentType('lease', { is_active: true }) }] });
    const source = httpWorksheetSource(client.call);
    await source.load(41);
    expect(await firstValueFrom(source.choose(41, 'lease'))).toEqual({ kind: 'chosen' });
    expect(seen.at(-1)).toMatchObject({ method: 'PATCH', data: { is_active: true } });
  });
});

describe('the worksheet\'s data', () => {
  it('reads a record\'s money as typed and keeps a typed rate and score', () => {
    const details = detailsOf(aPaymentType('finance', { rate: '4.99', credit_score: 742, down_payment: '2500.50', postal_code: '05401' }), anOrderBody());
    expect(details).toMatchObject({ rate: '4.99', credit_score: '742', down_payment: '2500.50', postal_code: '05401', distance_allowance: null });
  });

  it('offers an incentive only for its condition, make, model and years', () => {
    const car = aVehicle({ make: 'Honda', model: 'Civic', year: 2024, is_new: true });
    const ids = (list: ReturnType<typeof anIncentive>[]) => incentiveChoices(list, car).map((c) => c.id);
    expect(ids([anIncentive({ id: 1, make: 'honda' }), anIncentive({ id: 2, make: 'Toyota' }), anIncentive({ id: 3, year_from: 2025 }), anIncentive({ id: 4, active: false }), anIncentive({ id: 5, model: 'Civic', year_to: 2024 })])).toEqual([1, 5]);
  });
});
