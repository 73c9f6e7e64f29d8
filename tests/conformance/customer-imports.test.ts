import { eq } from 'drizzle-orm';
import * as E from 'fp-ts/Either';
import { expect, it } from 'vitest';
import type { DealershipContext } from '@dealer-panel/core/access/dealership-context';
import { customerImportUseCases } from '@dealer-panel/core/customers/import/customer-import-history';
import { drizzleCustomerImportRepository } from '../../adapters/persistence/customers/drizzle-customer-import-repository';
import { customers, users } from '../../adapters/persistence/schema';
import { openTabular } from '../../adapters/tabular/open-tabular';
import { insertDealership, insertRawMembership, insertUser } from './support/fixtures';
import { insertOrder } from './support/deal-fixtures';
import { forEachEngine } from './support/engines';
import { statementSpy } from './support/statement-spy';

const LETTERS = 'abcdefghijklmnopqrstuvwxyz';
const source = (text: string) => async function* () { yield new TextEncoder().encode(text); };

forEachEngine((engine) => {
  async function setup() {
    const spy = statementSpy(engine.db());
    const db = engine.db();
    const dealershipId = await insertDealership(db, { provinceCode: 'QC' });
    const userId = await insertUser(db);
    await insertRawMembership(db, userId, dealershipId, 'dealer_admin');
    const [rep] = await db.select({ email: users.email }).from(users).where(eq(users.id, userId));
    const audit: string[] = [];
    const uc = customerImportUseCases({
      imports: drizzleCustomerImportRepository(spy.db), openTabular, clock: { now: () => new Date() },
      audit: { record: async (e) => { audit.push(e.action); } },
    } as Parameters<typeof customerImportUseCases>[0]);
    const ctx = {
      user: { id: userId }, actor: { role: 'dealer_admin', isSuperAdmin: false, isCorporate: false },
      dealership: { id: dealershipId, country: 'CA', defaultLanguage: 'fr_CA' },
    } as unknown as DealershipContext;
    return { db, dealershipId, uc, ctx, repEmail: rep!.email, audit, spy };
  }
  const run = (uc: Awaited<ReturnType<typeof setup>>['uc'], ctx: DealershipContext, text: string, dryRun: boolean) =>
    uc.run(ctx, { source: source(text), fileName: 'crm.csv', mapping: null, dryRun, dayOrder: 'mdy', ip: '127.0.0.1' })();

  it('dry run plans without writing; the import creates, matches (fills only blanks) and refuses; undo puts it back', async () => {
    const { db, dealershipId, uc, ctx, repEmail, audit } = await setup();
    const [old] = await db.insert(customers).values({ dealershipId, firstName: 'Marie', lastName: 'Tremblay', email: 'marie@example.com', city: 'Laval', postalCode: 'H7N 1A1' }).returning({ id: customers.id });
    const file = [
      'Prénom,Nom,Courriel,Cellulaire,Ville,Code postal,Représentant,Consentement,Date du consentement',
      `Jean,Roy,jean@example.com,514 555 0123,Montréal,H2X 1Y4,${repEmail},oui,2023-12-24`,
      'Marie,Tremblay,marie@example.com,450 555 0100,Québec,H7N 1A1,ghost@nowhere.ca,,',
      'Luc,Roy,jean@example.com,,,H2X 1Y4,,,',
      'X1,Roy,bad,,,,,,',
    ].join('\n');
    const dry = await run(uc, ctx, file, true);
    expect(E.isRight(dry) && dry.right.counts).toEqual({ created: 1, matched: 1, refused: 2 });
    expect(E.isRight(dry) && dry.right.rows.map((r) => [r.row, r.customerId, r.customerName])).toEqual([[2, null, null], [3, old!.id, 'Marie Tremblay'], [4, null, null], [5, null, null]]);
    expect((await db.select().from(customers).where(eq(customers.dealershipId, dealershipId))).length).toBe(1);
    const done = await run(uc, ctx, file, false);
    if (E.isLeft(done)) throw new Error('import refused');
    expect(done.right.counts).toEqual({ created: 1, matched: 1, refused: 2 });
    const all = await db.select().from(customers).where(eq(customers.dealershipId, dealershipId));
    expect(all).toHaveLength(2);
    const marie = all.find((c) => c.id === old!.id)!;
    expect([marie.city, marie.phone]).toEqual(['Laval', '4505550100']);
    const jean = all.find((c) => c.email === 'jean@example.com')!;
    expect([jean.salesRepId !== null, jean.emailConsent, jean.emailConsentAt, jean.language]).toEqual([true, 'given', '2023-12-24', 'fr_CA']);
    const report = await uc.report(ctx, done.right.id!, {})();
    if (E.isLeft(report)) throw new Error('no report');
    expect(report.right.rows.map((r) => [r.row, r.outcome, r.customerName])).toEqual([[2, 'created', 'Jean Roy'], [3, 'matched', 'Marie Tremblay'], [4, 'refused', null], [5, 'refused', null]]);
    expect(report.right.rows[1]!.warnings).toEqual(['import.rep_not_a_user']);
    expect(report.right.rows[2]!.refusals).toEqual([{ column: 'Courriel', reason: 'import.duplicate_in_file' }]);
    expect(report.right.import).toMatchObject({ status: 'done', total: 4, done: 4 });
    const undone = await uc.undo(ctx, done.right.id!, '127.0.0.1')();
    expect(undone).toEqual(E.right({ removed: 1, restored: 1, kept: 0 }));
    const after = await db.select().from(customers).where(eq(customers.dealershipId, dealershipId));
    expect(after.map((c) => [c.id, c.phone])).toEqual([[old!.id, '']]);
    expect(E.isLeft(await uc.undo(ctx, done.right.id!, '127.0.0.1')())).toBe(true);
    expect(audit).toEqual(['customers_imported', 'customer_import_undone']);
  });

  it('keeps on undo a created customer that has a deal since', async () => {
    const { db, uc, ctx } = await setup();
    const done = await run(uc, ctx, 'First Name,Last Name,Email,Postal Code\nAnn,Lee,ann@example.com,H2X 1Y4\nBo,Lee,bo@example.com,H2X 1Y4\n', false);
    if (E.isLeft(done)) throw new Error('import refused');
    const [ann] = await db.select().from(customers).where(eq(customers.email, 'ann@example.com'));
    await insertOrder(db, ctx.dealership.id, { customerId: ann!.id });
    expect(await uc.undo(ctx, done.right.id!, '::1')()).toEqual(E.right({ removed: 1, restored: 0, kept: 1 }));
  });

  it('answers a file problem with nothing written, and another store never sees the import', async () => {
    const { uc, ctx } = await setup();
    expect(await run(uc, ctx, '', false)).toEqual(E.left({ _tag: 'InvalidInput', errors: { file: ['file.empty'] } }));
    expect(await run(uc, ctx, 'First Name,Email\n', false)).toEqual(E.left({ _tag: 'InvalidInput', errors: { file: ['file.header_only'] } }));
    expect(await run(uc, ctx, 'First Name,Email\n"Ann,ann@x.com\n', false)).toEqual(E.left({ _tag: 'InvalidInput', errors: { file: ['file.unclosed_quote'] } }));
    const list = await uc.list(ctx, {})();
    expect(E.isRight(list) && list.right.count).toBe(0);
    const done = await run(uc, ctx, 'Name,Email,Postal code\nAnn Lee,ann2@example.com,H2X 1Y4\n', false);
    const other = await setup();
    expect(await other.uc.report(other.ctx, E.isRight(done) ? done.right.id! : 0, {})()).toEqual(E.left({ _tag: 'NotFound' }));
    expect(await other.uc.undo(other.ctx, E.isRight(done) ? done.right.id! : 0, '::1')()).toEqual(E.left({ _tag: 'NotFound' }));
  });

  it('saves the store\'s mapping and uses it for the next file', async () => {
    const { uc, ctx } = await setup();
    expect(E.isRight(await uc.saveMapping(ctx, { first_name: ['Given'], last_name: ['Family'], email: ['Mail'], postal_code: ['Zip'] }, '::1')())).toBe(true);
    expect(await uc.saveMapping(ctx, { shoe_size: ['x'] }, '::1')()).toEqual(E.left({ _tag: 'InvalidInput', errors: { shoe_size: ['mapping.field_unknown'] } }));
    const dry = await run(uc, ctx, 'Given,Family,Mail,Zip\nAnn,Lee,ann3@example.com,H2X 1Y4\n', true);
    expect(E.isRight(dry) && dry.right.counts.created).toBe(1);
  });

  it('reads the customers a batch matches in one statement, however many rows match (a re-import)', async () => {
    const { uc, ctx, spy } = await setup();
    const file = (n: number, from: number) => ['First Name,Last Name,Email,Postal Code',
      ...Array.from({ length: n }, (_, i) => `Ann,Lee-${LETTERS[(from + i) % 26]!}${LETTERS[Math.floor((from + i) / 26) % 26]!},ann${String(from + i)}@example.com,H2X 1Y4`)].join('\n');
    const statementsOf = async (text: string, matched: number) => {
      spy.reset();
      const done = await run(uc, ctx, text, false);
      expect(E.isRight(done) && done.right.counts).toEqual({ created: 0, matched, refused: 0 });
      return spy.count();
    };
    expect(E.isRight(await run(uc, ctx, file(40, 0), false))).toBe(true);
    expect(E.isRight(await run(uc, ctx, file(3, 100), false))).toBe(true);
    expect(await statementsOf(file(40, 0), 40)).toBe(await statementsOf(file(3, 100), 3));
  });

  it('fills one customer from two rows of a batch, each row filling what the other left empty, and undoes both', async () => {
    const { db, dealershipId, uc, ctx } = await setup();
    const [old] = await db.insert(customers).values({ dealershipId, firstName: 'Zoé', lastName: 'Côté', email: 'zoe@example.com', phone: '4385550199' }).returning({ id: customers.id });
    const done = await run(uc, ctx, 'Prénom,Nom,Courriel,Cellulaire,Adresse,Ville,Code postal\nZoé,Côté,zoe@example.com,,,Laval,H7N 1A1\nZoé,Côté,,438 555 0199,12 rue Cartier,Québec,G1R 2B5\n', false);
    if (E.isLeft(done)) throw new Error('import refused');
    expect(done.right.counts).toEqual({ created: 0, matched: 2, refused: 0 });
    const report = await uc.report(ctx, done.right.id!, {})();
    expect(E.isRight(report) && report.right.rows.map((r) => [r.outcome, r.customerId, r.filled])).toEqual([['matched', old!.id, ['city', 'postalCode']], ['matched', old!.id, ['addressLine1']]]);
    const [zoe] = await db.select().from(customers).where(eq(customers.id, old!.id));
    expect([zoe!.city, zoe!.postalCode, zoe!.addressLine1]).toEqual(['Laval', 'H7N 1A1', '12 rue Cartier']);
    expect(await uc.undo(ctx, done.right.id!, '::1')()).toEqual(E.right({ removed: 0, restored: 2, kept: 0 }));
    const [undone] = await db.select().from(customers).where(eq(customers.id, old!.id));
    expect([undone!.city, undone!.postalCode, undone!.addressLine1]).toEqual(['', '', '']);
  });
});

