import { describe, expect, it } from 'vitest';
import { throwawayEngines } from '../../adapters/persistence/shared/throwaway-database';
import { signedInSuite, STAFF } from './support/signed-in';
import { upload } from './support/uploads';

const I = '/api/dealer/customers/imports/';
const csv = (text: string, name = 'crm.csv') => [{ field: 'file', name, type: 'text/csv', bytes: Buffer.from(text) }];

/** Issue 31 item 3: customers from another CRM, over HTTP: bad input, roles, another store. */
for (const engine of throwawayEngines()) {
  describe(`customer imports (${engine.kind})`, () => {
    const { t, staff } = signedInSuite(engine, { staff: STAFF });

    it('answers every bad file with 400 and its code, nothing imported', async () => {
      const bad = async (bytes: Buffer | string, name = 'crm.csv') => (await upload(t, staff.admin, 'POST', I, [{ field: 'file', name, type: 'text/csv', bytes: Buffer.from(bytes) }])).json().errors;
      expect(await bad('')).toEqual({ file: ['file.empty'] });
      expect(await bad(Buffer.from([0x25, 0x50, 0x44, 0x46, 0x2d, 0x31, 0x2e, 0x34, 0, 1, 2]), 'a.pdf')).toEqual({ file: ['file.not_a_table'] });
      expect(await bad('First Name,Last Name,Email\n')).toEqual({ file: ['file.header_only'] });
      expect(await bad('First Name,Email\n"Ann,ann@x.com\nBo,bo@x.com\n')).toEqual({ file: ['file.unclosed_quote'] });
      expect((await upload(t, staff.admin, 'POST', I, [])).json().errors).toEqual({ file: ['required'] });
      expect((await staff.admin.post(I, { file: 'x' })).statusCode).toBe(415);
      expect((await staff.admin.get(I)).json().count).toBe(0);
    });

    it('dry-runs, then imports: a formula cell and a repeated e-mail refused beside their column; report, history, undo', async () => {
      const file = 'First Name,Last Name,Email,Postal Code,Sales Rep Email\nAnn,Lee,ann.import@example.com,H2X 1Y4,nobody@nowhere.ca\nBo,"=HYPERLINK(""x"")",bo.import@example.com,H2X 1Y4,\nAnnie,Lee,ann.import@example.com,H2X 1Y4,\n';
      const dry = await upload(t, staff.manager, 'POST', `${I}?dry_run=1`, csv(file));
      expect(dry.statusCode).toBe(200);
      expect(dry.json()).toMatchObject({ id: null, dry_run: true, total: 3, counts: { created: 1, matched: 0, refused: 2 } });
      expect(dry.json().rows[1].refusals).toContainEqual({ column: 'Last Name', reason: 'cell.formula' });
      expect(dry.json().rows[2].refusals).toEqual([{ column: 'Email', reason: 'import.duplicate_in_file' }]);
      expect(dry.json().rows[0].warnings).toEqual(['import.rep_not_a_user']);
      const done = await upload(t, staff.manager, 'POST', I, csv(file));
      expect(done.json()).toMatchObject({ dry_run: false, counts: { created: 1, matched: 0, refused: 2 } });
      const id = done.json().id as number;
      expect((await staff.manager.get(I)).json().results[0]).toMatchObject({ id, status: 'done', total: 3, done: 3 });
      expect((await staff.manager.get(`${I}${id}/?page=1`)).json()).toMatchObject({ count: 3, rows: [{ row: 2 }, { row: 3 }, { row: 4 }] });
      expect((await staff.manager.get(`${I}${id}/?outcome=refused`)).json()).toMatchObject({ count: 2, rows: [{ row: 3, outcome: 'refused' }, { row: 4, outcome: 'refused' }] });
      expect((await staff.manager.get(`${I}${id}/?outcome=refused&page=2`)).json()).toMatchObject({ count: 2, page: 2, rows: [] });
      expect((await staff.manager.get(`${I}${id}/?outcome=everything`)).json()).toMatchObject({ code: 'invalid_query', errors: { outcome: ['list.outcome_invalid'] } });
      expect((await staff.manager.get(`${I}${id}/?page=0`)).statusCode).toBe(400);
      expect((await staff.other.get(`${I}${id}/`)).statusCode).toBe(404);
      expect((await staff.other.post(`${I}${id}/undo/`, {})).statusCode).toBe(404);
      expect((await staff.rep.get(I)).statusCode).toBe(403);
      expect((await upload(t, staff.rep, 'POST', I, csv(file))).statusCode).toBe(403);
      expect((await staff.corporate.get(I)).statusCode).toBe(403);
      expect((await staff.manager.post(`${I}${id}/undo/`, {})).json()).toEqual({ removed: 1, restored: 0, kept: 0 });
      expect((await staff.manager.post(`${I}${id}/undo/`, {})).statusCode).toBe(409);
    });

    it('saves the mapping, refuses an unknown field', async () => {
      expect((await staff.admin.put(`${I}mapping/`, { first_name: ['Given'], email: ['Mail'] })).statusCode).toBe(200);
      expect((await staff.admin.get(`${I}mapping/?headers=Prénom,Courriel`)).json()).toMatchObject({ saved: { first_name: ['Given'], email: ['Mail'] }, guess: { first_name: ['Prénom'], email: ['Courriel'] } });
      expect((await staff.admin.put(`${I}mapping/`, { shoe: ['x'] })).json().errors).toEqual({ shoe: ['mapping.field_unknown'] });
      expect((await staff.admin.put(`${I}mapping/`, { email: 'Mail' })).statusCode).toBe(400);
    });
  });
}
