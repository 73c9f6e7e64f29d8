import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { creditApplications, creditDrafts } from '../../adapters/persistence/schema';
import { throwawayEngines } from '../../adapters/persistence/shared/throwaway-database';
import type { FieldCipher } from '@dealer-panel/core/credit/credit-cipher';
import { rotateCreditKey } from '@dealer-panel/core/credit/rotate-credit-key';
import { Agent } from './support/test-app';
import { linkToken, ONTARIO_APPLICANT } from './support/credit-bodies';
import { signedInSuite } from './support/signed-in';

const C = '/api/customer/credit-application';

/** Issue 29 item 4: the customer's draft, kept server-side per completed step, on each engine. */
for (const engine of throwawayEngines()) {
  describe(`credit application draft (${engine.kind})`, () => {
    const { t, cf } = signedInSuite(engine, { customers: true, staff: {} });
    let customer: Agent;
    let token: string;
    let otherToken: string;
    let deal: number;
    const as = (tok: string) => ({ headers: { 'x-deal-token': tok } });
    const draftRow = async () => JSON.stringify(await t.ports.database.db.execute(sql`select * from credit_drafts where order_id = ${deal}`));
    const put = (body: unknown, tok = token) => customer.request('PUT', `${C}/${deal}/draft/`, body, as(tok));
    const get = (tok = token) => customer.request('GET', `${C}/${deal}/draft/`, undefined, as(tok));
    const firstSteps = { primary_application: ONTARIO_APPLICANT, consent: true, acknowledgement: true };

    beforeAll(async () => {
      customer = new Agent(t.app);
      deal = cf.orders.gagneFinance;
      token = await linkToken(t, deal);
      otherToken = await linkToken(t, cf.orders.tremblayFinance);
    });

    it('has no draft at first, and keeps steps 1 to 3 as they are completed: resumes at the step reached', async () => {
      expect((await get()).json()).toEqual({ draft: null });
      for (const step of ['acknowledgement', 'applicant', 'employment']) {
        const r = await put({ ...firstSteps, step });
        expect(r.statusCode, r.body).toBe(200);
        expect(r.json().draft.step).toBe(step);
      }
      const read = await get();
      expect(read.statusCode).toBe(200);
      expect(read.headers['cache-control']).toBe('no-store');
      expect(read.json().draft).toMatchObject({
        step: 'employment', has_co_applicant: false, consent: true, acknowledgement: true,
        primary_application: { first_name: 'Hélène', email: 'helene@example.com', insurance_number: '••• ••• 286', date_of_birth: '••••', employer: '' },
        saved_at: expect.any(String),
      });
    });

    it('keeps the sensitive answers sealed in the database row', async () => {
      const row = await draftRow();
      expect(row).toContain('Hélène');
      for (const secret of ['046 454 286', '046454286', '1985-04-12']) expect(row).not.toContain(secret);
    });

    it('answers another deal\'s token 404 and no token 401, reading or writing', async () => {
      expect((await get(otherToken)).statusCode).toBe(404);
      expect((await put({ ...firstSteps, step: 'applicant' }, otherToken)).statusCode).toBe(404);
      expect((await customer.request('GET', `${C}/${deal}/draft/`)).statusCode).toBe(401);
    });

    it('refuses a bad step with every field named and changes nothing', async () => {
      const before = await draftRow();
      const bad = await put({ ...firstSteps, primary_application: { ...ONTARIO_APPLICANT, email: 'nope', first_name: '' }, step: 'employment' });
      expect(bad.statusCode, bad.body).toBe(400);
      expect(bad.headers['content-type']).toContain('application/problem+json');
      expect(bad.json().errors).toEqual({
        'primary_application.email': ['email.invalid'], 'primary_application.first_name': ['required'], 'primary_application.confirm_email': ['email_confirmation.mismatch'],
      });
      const typed = await put({ primary_application: { first_name: 7 }, step: 'nowhere' });
      expect([typed.statusCode, Object.keys(typed.json().errors).sort()]).toEqual([400, ['primary_application.first_name', 'step']]);
      const skipped = await put({ ...firstSteps, step: 'co_applicant_info' });
      expect([skipped.statusCode, skipped.json().errors]).toEqual([400, { step: ['list.invalid_choice'] }]);
      expect(await draftRow()).toBe(before);
    });

    it('submits with the masked answers standing for the kept ones, then removes the draft', async () => {
      const shown = (await get()).json().draft;
      const body = { ...firstSteps, primary_application: { ...ONTARIO_APPLICANT, insurance_number: shown.primary_application.insurance_number, date_of_birth: '••••' }, step: 'review' };
      expect((await put(body)).statusCode).toBe(200);
      const sent = await customer.post(`${C}/${deal}/submit_application/`, { ...body, step: undefined }, as(token));
      expect(sent.statusCode, sent.body).toBe(200);
      expect(await t.ports.database.db.select().from(creditDrafts).where(eq(creditDrafts.orderId, deal))).toEqual([]);
      expect((await get()).json()).toEqual({ draft: null });
      expect((await put({ ...firstSteps, step: 'applicant' })).statusCode).toBe(409);
      const [app] = await t.ports.database.db.select().from(creditApplications).where(eq(creditApplications.orderId, deal));
      expect(JSON.parse(t.ports.creditCipher.open({ keyId: app!.applicantKeyId, ciphertext: app!.applicantSealed }))).toMatchObject({ insurance_number: '046 454 286', date_of_birth: '1985-04-12' });
    });

    it('seals a draft again on a key rotation, only the rows of older keys', async () => {
      const other = cf.orders.tremblayFinance;
      const saved = await customer.request('PUT', `${C}/${other}/draft/`, { ...firstSteps, step: 'employment' }, as(otherToken));
      expect(saved.statusCode, saved.body).toBe(200);
      const old = t.ports.creditCipher;
      // A stand-in for the next key: the old one still opens what it sealed.
      const next: FieldCipher = {
        currentKeyId: 'next-key', seal: (x) => ({ keyId: 'next-key', ciphertext: Buffer.from(x).toString('base64') }),
        open: (s) => (s.keyId === 'next-key' ? Buffer.from(s.ciphertext, 'base64').toString() : old.open(s)),
      };
      expect(await rotateCreditKey({ credit: t.ports.credit, cipher: next })).toEqual({ resealed: 2, skipped: 0 });
      const [row] = await t.ports.database.db.select().from(creditDrafts).where(eq(creditDrafts.orderId, other));
      expect(row?.applicantKeyId).toBe('next-key');
      expect(JSON.parse(next.open({ keyId: row!.applicantKeyId, ciphertext: row!.applicantSealed }))).toMatchObject({ insurance_number: '046 454 286' });
      expect(await rotateCreditKey({ credit: t.ports.credit, cipher: next })).toEqual({ resealed: 0, skipped: 0 });
    });
  });
}
