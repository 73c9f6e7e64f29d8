import * as E from 'fp-ts/Either';
import { describe, expect, it } from 'vitest';
import type { Content } from 'pdfmake/interfaces';
import { cents } from '@dealer-panel/core/shared/money';
import { priceDeal } from '@dealer-panel/core/payments/engine/price-deal';
import type { Quote } from '@dealer-panel/core/payments/engine/quote';
import type { PaymentMethod } from '@dealer-panel/core/payments/engine/deal';
import { sampleDeal, sampleFee } from '@dealer-panel/core/payments/engine/testing/sample-deal';
import type { DealRecap, RecapLanguage, RecapMethod } from '@dealer-panel/core/recap/deal-recap';
import { pdfPageCount, renderPdf } from './pdf-renderer';
import { recapDocument, recapFileName } from './recap-document';
import { moneyText } from './recap-text';

function quoteOf(method: PaymentMethod): Quote {
  const deal = sampleDeal({
    method, region: 'QC', fees: [sampleFee({ name: 'Documentation' })],
    accessories: [{ name: 'Winter tires', nameFr: 'Pneus d\'hiver', price: cents(120_000), installation: cents(15_000), installed: true }],
    protections: [{ name: 'Tire and rim', nameFr: 'Pneus et jantes', price: cents(89_900), taxes: 'all' }],
    tradeIn: { type: 'owned', credit: cents(800_000), owing: cents(250_000) }, downPayment: cents(method === 'cash' ? 0 : 300_000),
    term: method === 'cash' ? null : method === 'lease' ? 48 : 72,
  });
  const q = priceDeal(deal);
  if (E.isLeft(q)) throw new Error(JSON.stringify(q.left));
  return q.right;
}

const method = (m: PaymentMethod, chosen: boolean): RecapMethod => ({
  method: m, chosen, term: m === 'cash' ? null : m === 'lease' ? 48 : 72, frequency: 'monthly', downPaymentCents: m === 'cash' ? 0 : 300_000,
  tradeIn: { type: 'owned', creditCents: 800_000, owingCents: 250_000 }, quote: quoteOf(m), problem: null,
});

function recap(language: RecapLanguage, over: Partial<DealRecap> = {}): DealRecap {
  return {
    language,
    printedAt: new Date('2026-11-28T15:30:00Z'),
    store: { name: 'Concessionnaire Laval', addressLines: ['1200 boul. Chomedey', 'Laval QC H7V 2X4'], phone: '4505550123', email: 'ventes@laval.example', country: 'CA', timeZone: 'America/Toronto', defaultLanguage: 'fr_CA' },
    order: { id: 4321, createdAt: new Date('2026-11-01T12:00:00Z'), commissionNumber: 'C-77' },
    customer: { firstName: 'Hélène', lastName: 'Gagné', email: 'helene@example.com', phone: '5145550199' },
    vehicle: { year: 2026, make: 'Honda', model: 'CR-V', trim: 'EX-L', vin: '2HKRS4H77TH400123', stockNumber: 'L1234', odometer: 12345, condition: 'Used' },
    methods: [method('cash', false), method('finance', true), method('lease', false)],
    deposit: { state: 'confirmed', amountCents: 50_000 },
    disclosures: [{ key: 'pricing_footer', text: { en: 'Prices exclude licence fees.', fr: 'Les prix excluent les droits d\'immatriculation.' } }],
    ...over,
  };
}

/** Every string a document definition holds, in order (what the PDF will show). */
function textOf(node: Content | Content[] | undefined | unknown): string[] {
  if (node === undefined || node === null) return [];
  if (typeof node === 'string' || typeof node === 'number') return [String(node)];
  if (Array.isArray(node)) return node.flatMap(textOf);
  if (typeof node !== 'object') return [];
  const o = node as Record<string, unknown>;
  const table = o['table'] as { body?: unknown[][] } | undefined;
  return [
    ...textOf(o['text']), ...textOf(o['stack']), ...textOf(o['columns']), ...(table?.body ?? []).flatMap((row) => textOf(row)),
  ];
}
const documentText = (r: DealRecap): string => textOf(recapDocument(r).content).join('\n');

describe('the deal recap document', () => {
  it('shows every method\'s payment, term, rate and down payment and each breakdown line, in English', () => {
    const r = recap('en');
    const text = documentText(r);
    for (const m of r.methods) {
      const q = m.quote as Quote;
      expect(text).toContain(moneyText(q.payment, 'en_CA', 'CAD'));
      for (const line of q.breakdown) expect(text).toContain(moneyText(line.amount, 'en_CA', 'CAD'));
    }
    expect(text).toContain('72 months');
    expect(text).toContain('6.99%');
    expect(text).toContain('$3,000.00'); // the down payment
    expect(text).toContain('Fee: Documentation');
    expect(text).toContain('Accessory: Winter tires');
    expect(text).toContain('Protection plan: Tire and rim');
    expect(text).toMatch(/GST 5%/);
    expect(text).toMatch(/QST 9\.975%/);
    expect(text).toContain('$8,000.00'); // trade-in credit
    expect(text).toContain('$2,500.00'); // owing
    expect(text).toContain('Paid');
    expect(text).toContain('$500.00');
    expect(text).toContain('Hélène Gagné');
    expect(text).toContain('(514) 555-0199');
    expect(text).toContain('2026 Honda CR-V EX-L');
    expect(text).toContain('2HKRS4H77TH400123');
    expect(text).toContain('12,345 km');
    expect(text).toContain('Prices exclude licence fees.');
    expect(text).not.toContain('Les prix excluent');
    expect(text).toContain('2026-11-28 10:30'); // printed at the store's clock (Toronto, UTC-5)
    expect(text).toContain('Customer\'s signature');
  });

  it('writes French labels and Québec money ("1 234,56 $")', () => {
    const r = recap('fr');
    const text = documentText(r);
    const finance = r.methods[1]?.quote as Quote;
    const fr = moneyText(finance.payment, 'fr_CA', 'CAD');
    expect(fr).toMatch(/^\d{1,3}(\u00a0\d{3})*,\d{2}\u00a0\$$/);
    expect(text).toContain(fr);
    expect(text).toContain('3\u00a0000,00\u00a0$');
    expect(text).toContain('72 mois');
    expect(text).toContain('Récapitulatif de la transaction');
    expect(text).toMatch(/Accessoire\s?: Pneus d'hiver/);
    expect(text).toMatch(/TPS/);
    expect(text).toMatch(/TVQ/);
    expect(text).toContain('Les prix excluent les droits d\'immatriculation.');
    expect(text).not.toContain('Prices exclude');
    expect(text).not.toContain('$3,000.00');
    expect(recapFileName(r)).toBe('transaction-4321-recapitulatif-fr.pdf');
  });

  it('prints both languages: labels in English and French, the disclosures in two columns', () => {
    const r = recap('both');
    const doc = recapDocument(r);
    const text = textOf(doc.content).join('\n');
    expect(text).toContain('Deal recap / Récapitulatif de la transaction');
    expect(text).toContain('Payment / Paiement');
    // The store is French-speaking: figures in the Québec format.
    expect(text).toContain('3\u00a0000,00\u00a0$');
    const columns = (doc.content as Content[]).map((c) => c as { stack?: unknown[] }).find((c) => Array.isArray(c.stack) && textOf(c.stack).includes('Prices exclude licence fees.'));
    expect(columns).toBeDefined();
    expect(textOf(columns)).toEqual(expect.arrayContaining(['Prices exclude licence fees.', 'Les prix excluent les droits d\'immatriculation.']));
    expect(recapFileName(r)).toBe('deal-4321-recap-both.pdf');
  });

  it('says when a method cannot be priced, and when the deal has no vehicle, trade-in or deposit', () => {
    const r = recap('en', {
      vehicle: null, deposit: { state: null, amountCents: null },
      methods: [{ ...method('cash', true), quote: null, problem: 'not_priced', tradeIn: { type: 'none', creditCents: 0, owingCents: 0 } }],
    });
    const text = documentText(r);
    expect(text).toContain('Cannot be calculated with its details.');
    expect(text).toContain('No vehicle chosen yet.');
    expect(text).toContain('No trade-in.');
    expect(text).toContain('No deposit.');
  });

  it.each(['en', 'fr', 'both'] as const)('renders a normal deal on one page (%s)', async (language) => {
    const bytes = await renderPdf(recapDocument(recap(language)));
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(pdfPageCount(bytes)).toBe(1);
  });

  it('counts pages: a document that overflows has more than one', async () => {
    const long = 'Lorem ipsum dolor sit amet. '.repeat(400);
    const bytes = await renderPdf(recapDocument(recap('both', { disclosures: [{ key: 'pricing_footer', text: { en: long, fr: long } }] })));
    expect(pdfPageCount(bytes)).toBeGreaterThan(1);
  });
});
