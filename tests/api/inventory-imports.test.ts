import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, vehicleImports, vehicles } from '../../adapters/persistence/schema';
import { throwawayEngines } from '../../adapters/persistence/shared/throwaway-database';
import { signedInSuite, STAFF } from './support/signed-in';
import type { Agent, TestApp } from './support/test-app';
import { upload } from './support/uploads';

const I = '/api/dealer/inventory/imports/';
const HEAD = 'VIN;No de stock;Année;Marque;Modèle;État;Prix\n';
const VINS = ['1HGCM82633A004352', '2T1BURHEXJC000001', '1FTFW1E54JF000002'];
const send = (t: TestApp, who: Agent, text: string | Buffer, fields: Record<string, string> = {}, url = I) =>
  upload(t, who, 'POST', url, [{ field: 'file', name: 'feed.csv', type: 'text/csv', bytes: Buffer.isBuffer(text) ? text : Buffer.from(text) }], fields);

for (const engine of throwawayEngines()) {
  describe(`inventory imports (${engine.kind})`, () => {
    const { t, staff: { admin, manager, rep, corporate, other } } = signedInSuite(engine, { staff: STAFF });
    const db = () => t.ports.database.db;
    const store = () => t.fixture.dealerships.ontario;
    const counts = async () => ({
      vehicles: (await db().select({ id: vehicles.id, price: vehicles.listingPriceCents, status: vehicles.stockStatus }).from(vehicles)),
      imports: (await db().select({ id: vehicleImports.id }).from(vehicleImports)).length,
    });

    it('imports a French semicolon file (a partial feed) and reports each row; the history, the report and the audit follow', async () => {
      const text = `${HEAD}${VINS[0]};Q-1;2003;Honda;Accord;Usagé;32 995,00 $\n${VINS[1]};Q-2;2018;Toyota;Corolla;Neuf;gratuit\n`;
      const r = await send(t, manager, text, { kind: 'partial' });
      expect(r.statusCode, r.body).toBe(201);
      const body = r.json();
      expect(body).toMatchObject({ kind: 'partial', status: 'done', rows_total: 2, rows_done: 2, counts: { added: 1, refused: 1, made_unavailable: 0 } });
      const [car] = await db().select().from(vehicles).where(and(eq(vehicles.dealershipId, store()), eq(vehicles.vin, VINS[0]!)));
      expect(car).toMatchObject({ stockNumber: 'Q-1', listingPriceCents: 3_299_500, condition: 'Used', stockStatus: 'I' });
      const rows = await manager.get(`${I}${String(body.id)}/rows/?outcome=refused`);
      expect(rows.json()).toMatchObject({ count: 1, results: [{ row: 3, outcome: 'refused', notes: [{ code: 'import.amount', field: 'price', column: 'Prix' }] }] });
      const list = await admin.get(I);
      expect(list.json()).toMatchObject({ results: [{ id: body.id, counts: { added: 1 } }] });
      const [audit] = await db().select().from(auditLog).where(eq(auditLog.action, 'inventory_imported'));
      expect(audit).toMatchObject({ dealershipId: store(), detail: { import_id: body.id, added: 1, refused: 1 } });
    });

    it('a dry run reports and writes no vehicle', async () => {
      const before = await counts();
      const r = await send(t, admin, `${HEAD}${VINS[2]};Q-3;2018;Ford;F-150;Neuf;50000\n`, { dry_run: 'true', kind: 'partial' });
      expect(r.json()).toMatchObject({ dry_run: true, counts: { added: 1 } });
      expect((await counts()).vehicles).toEqual(before.vehicles);
    });

    it.each([
      ['an empty file', '', 'file.empty'],
      ['a file of another kind (a zip, so an .xlsx)', Buffer.from([0x50, 0x4b, 0x03, 0x04, 0, 0, 0, 0]), 'file.not_a_table'],
      ['a PDF', '%PDF-1.7\n%âãÏÓ\n', 'file.not_a_table'],
      ['a header-only file', HEAD, 'file.header_only'],
      ['a row with 5,001 columns', `${HEAD}${Array.from({ length: 5_001 }, () => 'x').join(';')}\n`, 'file.too_many_columns'],
      ['quotes never closed', `${HEAD}${VINS[0]};"Q-1;2003;Honda;Accord;Usagé;1\n`, 'file.unclosed_quote'],
    ])('refuses %s with a clear answer and changes nothing', async (_name, text, code) => {
      const before = await counts();
      const r = await send(t, manager, text);
      expect(r.statusCode, r.body).toBe(400);
      expect(r.headers['content-type']).toContain('application/problem+json');
      expect(r.json()).toMatchObject({ code: 'invalid_file', errors: { file: [code] } });
      expect(await counts()).toEqual(before);
    });

    it('refuses a 200 MB file on its declared length, before reading it', async () => {
      const r = await t.app.inject({ method: 'POST', url: I, payload: 'x', headers: { 'content-type': 'multipart/form-data; boundary=b', 'content-length': String(200 * 1024 * 1024), cookie: `sessionid=${manager.cookie('sessionid') ?? ''}; csrftoken=${manager.cookie('csrftoken') ?? ''}`, 'x-csrftoken': manager.cookie('csrftoken') ?? '' } });
      expect([413]).toContain(r.statusCode);
    });

    it('keeps a formula in a cell as text and flags it; refuses duplicated VINs and stock numbers row by row', async () => {
      const text = `${HEAD}${VINS[0]};Q-1;2003;Honda;=HYPERLINK("http://evil");Usagé;1000\n${VINS[1]};D-1;2018;Toyota;Corolla;Neuf;1\n${VINS[1]};D-2;2018;Toyota;Corolla;Neuf;1\n`;
      const r = await send(t, manager, text, { kind: 'partial' });
      const id = r.json().id as number;
      const rows = (await manager.get(`${I}${String(id)}/rows/`)).json();
      expect(rows.results.map((x: { outcome: string; notes: { code: string }[] }) => [x.outcome, x.notes.map((n) => n.code)])).toEqual([
        ['updated', ['import.cell_formula']], ['refused', ['import.duplicate_vin']], ['refused', ['import.duplicate_vin']],
      ]);
      const [car] = await db().select({ model: vehicles.model }).from(vehicles).where(and(eq(vehicles.dealershipId, store()), eq(vehicles.vin, VINS[0]!)));
      expect(car?.model).toBe('=HYPERLINK("http://evil")');
    });

    it('refuses bad fields, a mapping that names a header the file lacks, and a bad page', async () => {
      expect((await send(t, manager, `${HEAD}x\n`, { kind: 'everything', dry_run: 'maybe' })).json()).toMatchObject({ code: 'invalid_input', errors: { kind: ['import.kind'], dry_run: ['import.dry_run'] } });
      expect((await send(t, manager, `${HEAD}x\n`, { mapping: JSON.stringify({ vin: ['Serial'] }) })).json()).toMatchObject({ code: 'invalid_mapping', errors: { 'mapping.vin': ['mapping.column_missing'] } });
      expect((await send(t, manager, 'a;b\n1;2\n')).json()).toMatchObject({ code: 'invalid_mapping', errors: { 'mapping.vin': ['mapping.vin_required'] } });
      expect((await manager.get(`${I}?page=0`)).statusCode).toBe(400);
      const put = await manager.put('/api/dealer/inventory/feed/', { mapping: { colour: ['Couleur'] }, kind: 'full', day_order: 'dmy' });
      expect(put.json()).toMatchObject({ code: 'invalid_input', errors: { 'mapping.colour': ['mapping.field_unknown'] } });
    });

    it('saves the store\'s mapping and kind, and previews a file with its guesses', async () => {
      const put = await manager.put('/api/dealer/inventory/feed/', { mapping: { vin: ['Serial'], price: ['Asking'] }, kind: 'partial', day_order: 'dmy' });
      expect(put.statusCode, put.body).toBe(200);
      expect((await admin.get('/api/dealer/inventory/feed/')).json()).toMatchObject({ mapping: { vin: ['Serial'], price: ['Asking'] }, kind: 'partial', day_order: 'dmy', pull: null });
      const preview = await send(t, manager, 'vin,id,price,image_link\n1HGCM82633A004352,A1,10499 USD,https://x.test/1.jpg\n', {}, `${I}preview/`);
      expect(preview.json()).toMatchObject({ separator: ',', headers: ['vin', 'id', 'price', 'image_link'], guess: { vin: ['vin'], stockNumber: ['id'], price: ['price'], photos: ['image_link'] }, saved_mapping_problems: [{ code: 'mapping.column_missing', field: 'vin', column: 'Serial' }, { code: 'mapping.column_missing', field: 'price', column: 'Asking' }] });
      await manager.put('/api/dealer/inventory/feed/', { mapping: null, kind: 'partial', day_order: 'mdy' });
    });

    it('lets admins and managers in, keeps reps and corporate users out, and hides another store\'s imports', async () => {
      const mine = (await admin.get(I)).json().results[0].id as number;
      for (const who of [rep, corporate]) {
        expect((await who.get(I)).statusCode).toBe(403);
        expect((await send(t, who, `${HEAD}x\n`)).statusCode).toBe(403);
      }
      expect((await other.get(`${I}${String(mine)}/`)).statusCode).toBe(404);
      expect((await other.get(`${I}${String(mine)}/rows/`)).statusCode).toBe(404);
      expect((await other.post(`${I}${String(mine)}/undo/`, {})).statusCode).toBe(404);
      expect((await other.get(I)).json().results).toEqual([]);
    });

    it('a full feed none of whose rows is taken (one VIN on every row) makes nothing unavailable and fails with its reason', async () => {
      const before = await counts();
      const r = await send(t, admin, `${HEAD}${VINS[0]};D-1;2003;Honda;Accord;Usagé;1000\n${VINS[0]};D-2;2003;Honda;Accord;Usagé;1000\n`, { kind: 'full' });
      expect(r.statusCode, r.body).toBe(201);
      expect(r.json()).toMatchObject({ status: 'failed', problem: { code: 'import.nothing_taken' }, counts: { refused: 2, made_unavailable: 0 } });
      expect((await counts()).vehicles).toEqual(before.vehicles);
    });

    it('a full feed makes the vehicles it leaves out unavailable, and its undo puts them back', async () => {
      const before = (await db().select({ id: vehicles.id, status: vehicles.stockStatus }).from(vehicles).where(eq(vehicles.dealershipId, store()))).sort((a, b) => a.id - b.id);
      const r = await send(t, admin, `${HEAD}${VINS[0]};Q-1;2003;Honda;Accord;Usagé;1000\n`, { kind: 'full' });
      const body = r.json();
      expect(body.counts.made_unavailable).toBe(before.filter((v) => v.status !== 'U' && v.status !== 'S').length - 1);
      const undo = await admin.post(`${I}${String(body.id)}/undo/`, {});
      expect(undo.statusCode, undo.body).toBe(200);
      const after = (await db().select({ id: vehicles.id, status: vehicles.stockStatus }).from(vehicles).where(eq(vehicles.dealershipId, store()))).sort((a, b) => a.id - b.id);
      expect(after).toEqual(before);
      expect((await admin.post(`${I}${String(body.id)}/undo/`, {})).json()).toMatchObject({ code: 'import_undo_refused', reason: 'already_undone' });
    });
  });
}
