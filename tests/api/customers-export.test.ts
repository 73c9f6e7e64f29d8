import { describe, expect, it } from 'vitest';
import { throwawayEngines } from '../../adapters/persistence/shared/throwaway-database';
import { signedInSuite } from './support/signed-in';
import { signedIn } from './support/test-app';

const EXPORT = '/api/dealer/customer/export/';
const BOM = '\ufeff';
const lines = (body: string) => body.split('\r\n').filter((l) => l !== '');

/** GET customer/export/: the list's current view as CSV, streamed (designed endpoint, issue 5). */
for (const engine of throwawayEngines()) {
  describe(`customer export (${engine.kind})`, () => {
    const { t, staff: { admin: agent } } = signedInSuite(engine, { customers: true, staff: { admin: 'admin' } });

    it('answers the view as a CSV file: BOM, header row, every match in the list\'s order, CRLF', async () => {
      const r = await agent.get(EXPORT);
      expect(r.statusCode, r.body).toBe(200);
      expect(r.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(r.headers['content-disposition']).toMatch(/^attachment; filename="customers-\d{4}-\d{2}-\d{2}\.csv"$/);
      expect(r.headers['x-export-rows']).toBe('9');
      expect(r.headers['x-export-capped']).toBe('false');
      expect(r.body.startsWith(`${BOM}Name,Status,Email,Phone,Vehicle of interest,Payment,Deal steps,Waiting on,Rep,Created\r\n`)).toBe(true);
      const rows = lines(r.body.slice(1)).slice(1);
      expect(rows).toHaveLength(9);
      expect(rows[0]).toMatch(/^Hélène Gagné,Active,[^,]+,\(416\) 555-0101,2024 Honda Civic[^,]*,Finance,\d\/8,Dealer,rep Fixture,\d{4}-\d{2}-\d{2}$/);
      expect(rows.map((l) => l.split(',')[0]?.split(' ').slice(1).join(' '))).toEqual(['Gagné', 'Côté', 'Bélanger', 'Wilson', 'Lévesque', 'Thompson', 'MacDonald', 'Tremblay', 'Clarke']);
    });

    it('takes the list\'s filters, ignores its page, and names the deal that met the deal filters', async () => {
      const r = await agent.get(`${EXPORT}?make=Toyota&page=7`);
      expect(r.statusCode, r.body).toBe(200);
      const rows = lines(r.body).slice(1);
      expect(r.headers['x-export-rows']).toBe(String(rows.length));
      expect(rows.length).toBeGreaterThan(0);
      for (const row of rows) expect(row).toMatch(/Toyota/);
      expect(rows.find((l) => l.startsWith('Hélène Gagné'))).toMatch(/,Cash,/); // her Toyota is her cash deal
    });

    it('answers a bad parameter 400 naming it, like the list', async () => {
      const r = await agent.get(`${EXPORT}?payment_type=bitcoin`);
      expect(r.statusCode).toBe(400);
      expect(r.headers['content-type']).toMatch(/problem\+json/);
      expect(r.json().errors).toHaveProperty('payment_type');
    });

    it('writes French headers and values with ";" for a French session', async () => {
      const fr = await signedIn(t, t.fixture.users.manager.email, t.fixture.users.manager.phone);
      expect((await fr.post('/i18n/', { language: 'fr_CA' })).statusCode).toBe(200);
      const r = await fr.get(`${EXPORT}?payment_type=lease`);
      expect(r.statusCode, r.body).toBe(200);
      expect(r.headers['content-disposition']).toMatch(/filename="clients-/);
      const [header, ...rows] = lines(r.body.slice(1));
      expect(header).toBe("Nom;Statut;Courriel;Téléphone;Véhicule d'intérêt;Paiement;Étapes;En attente de;Représentant;Créé le");
      expect(rows.map((l) => l.split(';')[5])).toEqual(['Location', 'Location']);
      expect(rows[0]?.split(';')[1]).toBe('Actif');
    });

    it('is refused without a session', async () => {
      const anonymous = await t.app.inject({ method: 'GET', url: EXPORT });
      expect(anonymous.statusCode).toBe(401);
    });
  });
}
