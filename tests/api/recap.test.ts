import * as E from 'fp-ts/Either';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Content } from 'pdfmake/interfaces';
import { recapUseCases } from '@dealer-panel/core/recap/deal-recap';
import { auditLog } from '../../adapters/persistence/schema';
import { throwawayEngines } from '../../adapters/persistence/shared/throwaway-database';
import { pdfPageCount } from '../../adapters/pdf/pdf-renderer';
import { recapDocument } from '../../adapters/pdf/recap-document';
import { moneyText } from '../../adapters/pdf/recap-text';
import { D, fixtureBank, typesOf, type PaymentType } from './support/payment-fixture';
import { signedInSuite, STAFF } from './support/signed-in';

// The printed deal recap (issue 18 item 2): GET order/{id}/recap.pdf for staff, and the customer's by the deal link.

const cents = (wire: string | null): number | null => (wire === null ? null : Math.round(Number(wire) * 100));

/** Every string of a pdfmake content tree. */
function textOf(node: unknown): string[] {
  if (node === undefined || node === null) return [];
  if (typeof node === 'string' || typeof node === 'number') return [String(node)];
  if (Array.isArray(node)) return node.flatMap(textOf);
  if (typeof node !== 'object') return [];
  const o = node as Record<string, unknown>;
  const table = o['table'] as { body?: unknown[][] } | undefined;
  return [...textOf(o['text']), ...textOf(o['stack']), ...textOf(o['columns']), ...(table?.body ?? []).flatMap((row) => textOf(row))];
}

for (const engine of throwawayEngines()) {
  describe(`deal recap (${engine.kind})`, () => {
    const { t, cf, staff: { admin, manager, rep, corporate, other, superAdmin } } = signedInSuite(engine, { customers: true, staff: { ...STAFF, superAdmin: 'super_admin' } });
    const deal = () => cf.orders.gagneFinance;
    const url = (id: number, lang?: string) => `${D}/order/${id}/recap.pdf${lang === undefined ? '' : `?lang=${encodeURIComponent(lang)}`}`;
    let types: Record<string, PaymentType>;
    const printed = async () => (await t.ports.database.db.select().from(auditLog).where(eq(auditLog.action, 'deal_recap_printed'))).length;

    beforeAll(async () => {
      await fixtureBank(superAdmin, t.fixture.dealerships.ontario);
      types = await typesOf(manager, deal());
    });

    it('answers a one-page PDF inline, never cached, audited', async () => {
      const before = await printed();
      const r = await manager.get(url(deal(), 'fr'));
      expect(r.statusCode, r.body).toBe(200);
      expect(r.headers['content-type']).toBe('application/pdf');
      expect(r.headers['cache-control']).toBe('no-store');
      expect(r.headers['content-disposition']).toMatch(/^inline; filename="transaction-\d+-recapitulatif-fr\.pdf"/);
      expect(r.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      expect(pdfPageCount(r.rawPayload)).toBe(1);
      expect(await printed()).toBe(before + 1);
      const [row] = await t.ports.database.db.select().from(auditLog).where(eq(auditLog.action, 'deal_recap_printed')).orderBy(auditLog.id);
      expect(row).toMatchObject({ userId: t.fixture.users.manager.id, dealershipId: t.fixture.dealerships.ontario });
    });

    it.each(['en', 'both'])('prints in %s too, for every role that reads the deal', async (lang) => {
      for (const who of [admin, manager, corporate]) {
        const r = await who.get(url(deal(), lang));
        expect(r.statusCode, r.body).toBe(200);
        expect(r.headers['content-disposition']).toContain(`-${lang}.pdf`);
      }
    });

    it('refuses a bad language with 400 problem+json naming lang, and prints nothing', async () => {
      const before = await printed();
      for (const lang of ['de', '', 'EN']) {
        const r = await manager.get(url(deal(), lang));
        expect(r.statusCode, r.body).toBe(400);
        expect(r.headers['content-type']).toContain('application/problem+json');
        expect(r.json()).toMatchObject({ errors: { lang: ['recap.language_invalid'] } });
      }
      expect(await printed()).toBe(before);
    });

    it('is 404 for another store\'s deal, an unknown id, and a colleague\'s customer for a sales rep; 401 without a session', async () => {
      expect((await other.get(url(deal(), 'en'))).statusCode).toBe(404);
      expect((await manager.get(url(999_999, 'en'))).statusCode).toBe(404);
      const notHis = cf.orders.tremblayFinance; // the manager's customer
      expect((await rep.get(url(notHis, 'en'))).statusCode).toBe(404);
      expect((await t.app.inject({ method: 'GET', url: url(deal(), 'en') })).statusCode).toBe(401);
    });

    it('prints exactly the worksheet\'s figures: each method as POST pricing/ answers it', async () => {
      const worksheet = Object.fromEntries(await Promise.all(Object.values(types).map(async (pt) => {
        const r = await manager.post(`${D}/payment-type/${pt.id}/pricing/`, {});
        expect(r.statusCode, r.body).toBe(200);
        return [pt.method, r.json().quote] as const;
      })));
      const recap = await recapUseCases(t.ports).recap({ kind: 'customer', dealershipId: t.fixture.dealerships.ontario, ip: '127.0.0.1' }, deal(), 'en')();
      if (E.isLeft(recap)) throw new Error(JSON.stringify(recap.left));
      expect(recap.right.methods.map((m) => m.method).sort()).toEqual(['cash', 'finance', 'lease']);
      const text = textOf(recapDocument(recap.right).content as Content).join('\n');
      for (const m of recap.right.methods) {
        const api = worksheet[m.method];
        expect(m.quote, m.method).not.toBeNull();
        const q = m.quote!;
        expect({ payment: q.payment, selling: q.sellingPrice, taxes: q.totalTaxes, financed: q.amountFinanced, due: q.totalDue, term: q.term })
          .toEqual({ payment: cents(api.payment), selling: cents(api.selling_price), taxes: cents(api.total_taxes), financed: cents(api.amount_financed), due: cents(api.total_due), term: api.term });
        expect(q.breakdown.map((l) => [l.code, l.amount])).toEqual(api.breakdown.map((l: { code: string; amount: string }) => [l.code, cents(l.amount)]));
        expect(q.taxes.map((x) => [x.component, x.amount])).toEqual(api.taxes.map((x: { component: string; amount: string }) => [x.component, cents(x.amount)]));
        expect(text).toContain(moneyText(cents(api.payment)!, 'en_CA', 'CAD'));
      }
    });

    it('gives the customer their recap by the deal link, in their language, and nothing without it', async () => {
      const as = (token: string | null) => t.app.inject({ method: 'GET', url: `/api/customer/order/${deal()}/recap.pdf`, headers: token === null ? {} : { 'x-deal-token': token } });
      const ok = await as('fixture-gagneFinance');
      expect(ok.statusCode, ok.body).toBe(200);
      expect(ok.headers['content-type']).toBe('application/pdf');
      expect(ok.headers['cache-control']).toBe('no-store');
      expect(ok.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      expect((await as(null)).statusCode).toBe(401);
      expect((await as('fixture-tremblayFinance')).statusCode).toBe(404);
      const fr = await t.app.inject({ method: 'GET', url: `/api/customer/order/${deal()}/recap.pdf?lang=fr`, headers: { 'x-deal-token': 'fixture-gagneFinance' } });
      expect(fr.headers['content-disposition']).toContain('-fr.pdf');
      const bad = await t.app.inject({ method: 'GET', url: `/api/customer/order/${deal()}/recap.pdf?lang=xx`, headers: { 'x-deal-token': 'fixture-gagneFinance' } });
      expect(bad.statusCode).toBe(400);
    });
  });
}
