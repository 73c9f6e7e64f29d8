// The worksheet's HTTP port over the real client (a scripted server): what it sends and how it reads the answers.
// Here rather than next to the port: ui code may not import the client's adapters (dependency rule).
import * as E from 'fp-ts/Either';
import { firstValueFrom } from 'rxjs';
import { describe, expect, it } from 'vitest';
import { problemBody, scriptedClient } from '../../adapters/http/client/scripted-adapter';
import { quoteBody } from '../../adapters/http/contract/payments/payments';
import { aVehicle } from '../../ui/features/orders/testing/vehicle-fixture';
import { httpWorksheetSource } from '../../ui/features/payments/worksheet/http-worksheet-source';
import { pricingDetails } from '../../ui/features/payments/worksheet/payment-details';
import { quoteFor, someDetails } from '../../ui/features/payments/worksheet/testing/worksheet-fixture';
import { anIncentive, anOrderBody, aPaymentType, paymentTypes } from '../../ui/features/payments/worksheet/testing/worksheet-wire';
import { detailsOf, incentiveChoices, worksheetData } from '../../ui/features/payments/worksheet/worksheet-data';

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

  it('opens with the accessories the order records to install, only among its accessories', () => {
    const details = detailsOf(aPaymentType('finance'), anOrderBody({ accessory_ids: [3, 4], install_accessory_ids: [4, 8] }));
    expect(details).toMatchObject({ accessories: [3, 4], install_accessories_ids: [4] });
  });

  it('offers an incentive only for its condition, make, model and years', () => {
    const car = aVehicle({ make: 'Honda', model: 'Civic', year: 2024, is_new: true });
    const ids = (list: ReturnType<typeof anIncentive>[]) => incentiveChoices(list, car).map((c) => c.id);
    expect(ids([anIncentive({ id: 1, make: 'honda' }), anIncentive({ id: 2, make: 'Toyota' }), anIncentive({ id: 3, year_from: 2025 }), anIncentive({ id: 4, active: false }), anIncentive({ id: 5, model: 'Civic', year_to: 2024 })])).toEqual([1, 5]);
  });

  it('offers the optional accessories and the plans sold with each method, a plan priced for the term as the server prices it', async () => {
    const accessory = (id: number, over: Record<string, unknown> = {}) => ({
      id, dealership: 1, type: 'accessory', active: true, category: 'A', title_en: `Mats ${id}`, title_fr: id === 3 ? 'Tapis' : '', description_en: '', description_fr: '',
      sku: '', price: '189.50', installation_charge_override: null, pre_installed: false, vehicle_types: [], image_media: null, files: { img: null, pdf: null }, ...over,
    });
    const price = (term: number, amount: string, distance: number | null = null) => ({ id: term, plan: 5, term, distance, price: amount, min_vehicle_price: null, max_vehicle_price: null });
    const plan = (id: number, over: Record<string, unknown> = {}) => ({
      id, dealership: 1, type: null, active: true, category: 'protection_plan', kind: null, name: `Plan ${id}`, name_fr: '', description: '', description_fr: '',
      payment_type: ['finance', 'lease'], vehicle_condition: [], vehicle_types: [], pdf_url: '', pdf_url_fr: '', video_url: '', video_url_fr: '',
      gst: true, hst: true, pst: true, qst: true, use_pen_for_localized_prices: false, pen_coverage: '', pen_product_for_coverage: null, product_code: '',
      duration_type: 'months', custom_duration_label_en: '', custom_duration_label_fr: '', prices_set: true,
      prices: [price(12, '400.00'), price(36, '900.00', 60_000), price(36, '1100.00'), price(60, '1500.00')], province_taxes: [],
      image_media: null, pdf_media: null, files: { img: null, pdf: null }, ...over,
    });
    const { client, seen } = scriptedClient({
      ...OPEN,
      'GET /api/dealer/order/41/addons/': [{ status: 200, body: { accessories: [accessory(3), accessory(4, { pre_installed: true })], protection_plans: [plan(5), plan(6, { payment_type: [] })] } }],
    });
    const data = await httpWorksheetSource(client.call).load(41);
    if (E.isLeft(data)) throw new Error('not opened');
    expect(data.right.choices.accessories?.map((c) => [c.id, c.nameFr, c.amount])).toEqual([[3, 'Tapis', 18950]]);
    const plans = data.right.choices.protections ?? [];
    expect(plans.map((c) => [c.id, c.methods])).toEqual([[5, ['finance', 'lease']], [6, []]]);
    // 36 months: the unlimited distance first; 48 has no row, the longest shorter term (36) applies; cash: 12 months.
    expect([36, 48, null, 6].map((term) => plans[0]?.priceFor?.(term))).toEqual([110000, 110000, 40000, 40000]);
    expect(seen.some((r) => r.url.includes('/aftermarket/'))).toBe(false);
  });

  it('reads a method\'s fees and discounts, includes a global on the deal, and records the add-ons on the order', async () => {
    const rows = { order: 41, method: 'lease', fees_total: '499.00', discounts_total: '0.00', results: [] };
    const { client, seen } = scriptedClient({
      ...OPEN,
      'GET /api/dealer/order/41/fees-and-discounts/': [{ status: 200, body: rows }],
      'PUT /api/dealer/order/41/fees-and-discounts/77/': [{ status: 200, body: rows }, { status: 403, body: problemBody(403, 'forbidden') }],
      'PATCH /api/dealer/order/41/': [{ status: 200, body: anOrderBody({ accessory_ids: [3], protection_ids: [5] }) }],
    });
    const source = httpWorksheetSource(client.call);
    const read = await source.dealFees(41, 'lease');
    expect(E.isRight(read) && read.right.fees_total).toBe('499.00');
    expect(seen[0]?.params).toEqual({ method: 'lease' });
    expect(E.isRight(await source.setFeeIncluded(41, 77, true))).toBe(true);
    expect(seen[1]?.data).toEqual({ included: true });
    const refused = await source.setFeeIncluded(41, 77, false);
    expect(E.isLeft(refused) && refused.left.code).toBe('forbidden');
    expect(E.isRight(await source.saveAddOns(41, { accessory_ids: [3], install_accessory_ids: [3], protection_ids: [5] }))).toBe(true);
    expect(seen[3]?.data).toEqual({ accessory_ids: [3], install_accessory_ids: [3], protection_ids: [5] });
  });

  it('opens each method with the deal\'s plans it sells (cash does not sell this one)', () => {
    const plan = { id: 5, name: 'Plan', nameFr: 'Plan', amount: 0 as never, methods: ['finance', 'lease'] as const, priceFor: () => null };
    const choices = { fees: null, discounts: null, incentives: null, accessories: null, protections: [plan] };
    const data = worksheetData(anOrderBody({ protection_ids: [5] }), paymentTypes().results, 'apr', choices);
    expect([data.details.cash.protections, data.details.finance.protections, data.details.lease.protections]).toEqual([[], [5], [5]]);
    const unknown = worksheetData(anOrderBody({ protection_ids: [5] }), paymentTypes().results, 'apr', { ...choices, protections: null });
    expect(unknown.details.cash.protections).toEqual([5]);
  });
});

