import { beforeAll, describe, expect, it } from 'vitest';
import type { Dms, DmsDeal } from '@dealer-panel/core/dms/dms';
import { dmsUseCases } from '@dealer-panel/core/dms/dms-use-cases';
import { dmsDeps } from '../../adapters/di/server-deps';
import { throwawayEngines } from '../../adapters/persistence/shared/throwaway-database';
import { renderPdf } from '../../adapters/pdf/pdf-renderer';
import { moneyText, type RecapLocale } from '../../adapters/pdf/recap-text';
import { D, fixtureBank, typesOf } from './support/payment-fixture';
import { pdfText, spaced } from './support/pdf-text';
import { signedInSuite } from './support/signed-in';

// Issue 29 item 1: the printed recap read the deal without its stored down payment and trade-in
// ($0.00 down, another payment). The deal is priced as the worksheet prices it (the keys it sends),
// then the PDF's own text must carry every figure the worksheet's answer shows, in each language.

const cents = (wire: string): number => Math.round(Number(wire) * 100);

/** What the worksheet sends for a method when the dealer typed $5,000 down over 84 months with a trade-in (payment-details.ts `pricingDetails`). */
const worksheetBody = (method: 'cash' | 'finance') => ({
  ...(method === 'finance' ? { term: 84, payment_frequency: 'biweekly' } : {}),
  down_payment: '5000', trade_in_credit: '3200', trade_in_owing: '1100', include_tax: true, incentives: [], accessories: [], install_accessories_ids: [],
});

interface Shown { readonly payment: string; readonly selling_price: string; readonly total_taxes: string; readonly total_due: string | null; readonly amount_financed: string | null; readonly breakdown: readonly { code: string; amount: string }[] }

for (const engine of throwawayEngines()) {
  describe(`the recap's figures are the worksheet's (${engine.kind})`, () => {
    const { t, cf, staff: { admin, superAdmin } } = signedInSuite(engine, { customers: true, staff: { admin: 'admin', superAdmin: 'super_admin' } });
    let order: number;
    const shown: Partial<Record<'cash' | 'finance', Shown>> = {};

    beforeAll(async () => {
      await fixtureBank(superAdmin, t.fixture.dealerships.ontario);
      const created = await admin.post(`${D}/order/`, { customer: cf.customers.belanger, vehicle: cf.vehicles.civic, payment_type: 'finance' });
      expect(created.statusCode, created.body).toBe(201);
      order = created.json().id;
      const fee = await admin.post(`${D}/fees/custom/`, { name: 'Tire levy', name_fr: 'Écofrais pneus', amount: '345.67', order });
      expect(fee.statusCode, fee.body).toBe(201);
      const types = await typesOf(admin, order);
      for (const method of ['cash', 'finance'] as const) {
        const r = await admin.post(`${D}/payment-type/${types[method]!.id}/pricing/`, worksheetBody(method));
        expect(r.statusCode, r.body).toBe(200);
        shown[method] = r.json().quote;
      }
    });

    it('stores what the worksheet priced: a reload shows it', async () => {
      const finance = (await typesOf(admin, order)).finance!;
      expect({ term: finance.term, down: finance.down_payment, payment: finance.payment }).toEqual({ term: 84, down: '5000.00', payment: shown.finance!.payment });
    });

    it.each([['en', 'en_CA', '84 months'], ['fr', 'fr_CA', '84 mois']] as const)('prints each figure in %s as the worksheet shows it', async (lang, locale: RecapLocale, term) => {
      const r = await admin.get(`${D}/order/${order}/recap.pdf?lang=${lang}`);
      expect(r.statusCode, r.body).toBe(200);
      const text = pdfText(r.rawPayload);
      const money = (wire: string) => spaced(moneyText(cents(wire), locale, 'CAD'));
      expect(text).toContain(spaced(term));
      for (const figure of ['5000', '3200', '1100', '345.67']) expect(text, figure).toContain(money(figure));
      for (const method of ['cash', 'finance'] as const) {
        const q = shown[method]!;
        const figures = [q.payment, q.selling_price, q.total_taxes, q.total_due, q.amount_financed].filter((x): x is string => x !== null);
        for (const figure of figures) expect(text, `${method} ${figure}`).toContain(money(figure));
      }
      const fee = shown.finance!.breakdown.find((l) => l.code === 'fee' || l.code === 'capitalized_fee');
      expect(fee?.amount).toBe('345.67');
    });

    it('pushes to the DMS the deal the worksheet stored: its down payment and selling price', async () => {
      const sent: DmsDeal[] = [];
      const deps = dmsDeps(t.ports);
      const dms: Dms = { system: deps.dms.system, push: (r) => async () => { sent.push(r.deal); return deps.dms.push(r)(); } };
      const U = dmsUseCases({ ...deps, dms });
      const scheduled = await admin.post(`/api/dms-integrations/integrations/${order}/schedule_push/`);
      expect(scheduled.statusCode, scheduled.body).toBe(202);
      await U.runPush(scheduled.json().push.id);
      expect(sent.map((d) => d.price)).toEqual([{ paymentType: 'finance', sellingPriceCents: cents(shown.finance!.selling_price), downPaymentCents: 500_000 }]);
    });

    it('starts the customer\'s quote from the deal the worksheet stored, at the worksheet\'s payment', async () => {
      const flow = await admin.get(`/praq/${order}/upsert/`);
      expect(flow.statusCode, flow.body).toBe(200);
      const active = await admin.post(`${D}/praq/flow/${flow.json().id}/activate/`);
      expect(active.statusCode, active.body).toBe(200);
      const [quote] = active.json().results;
      expect(quote).toMatchObject({ method: 'finance', term: 84, down_payment: '5000.00', payment_frequency: 'biweekly', payment: shown.finance!.payment, selling_price: shown.finance!.selling_price });
    });

    it('reads a PDF as its reader would (the text helper itself)', async () => {
      const bytes = await renderPdf({ content: [{ text: `Mise de fonds ${moneyText(500_000, 'fr_CA', 'CAD')}`, bold: true }, { table: { body: [['84 mois', 'Écofrais']] } }] });
      expect(pdfText(bytes)).toBe('Mise de fonds 5 000,00 $ 84 mois Écofrais');
    });
  });
}
