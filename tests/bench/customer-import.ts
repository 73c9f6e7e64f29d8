/**
 * Customers from another CRM (issue 31 items 3 and 6): a 50,000-row export (English and Québec French
 * names, e-mails, phones, addresses, languages, reps by e-mail, notes, created dates, e-mail consent
 * with its date) imported into an empty store through the use case, the streaming reader (the file
 * read twice from disk: count, then rows) and the repository, 500 rows a transaction, each batch's
 * candidates (duplicates engine: e-mail, phone, name and postal code) read in one select. Target:
 * under 60 s. Memory: the process's peak RSS growth (the file is never held whole).
 * Standalone: `npx tsx tests/bench/customer-import.ts [customers]`; `npm run bench` includes it.
 */
import { createReadStream, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import * as E from 'fp-ts/Either';
import type { DealershipContext } from '@dealer-panel/core/access/dealership-context';
import { customerImportUseCases } from '@dealer-panel/core/customers/import/customer-import-history';
import type { Database } from '../../adapters/persistence/shared/database';
import { drizzleCustomerImportRepository } from '../../adapters/persistence/customers/drizzle-customer-import-repository';
import { users } from '../../adapters/persistence/schema';
import { openTabular } from '../../adapters/tabular/open-tabular';
import { insertDealership, insertRawMembership, insertUser } from '../conformance/support/fixtures';
import { loadAverage, writeBenchSection } from './bench-section';
import { runOnBothEngines } from './on-both-engines';
import { measured, rssPeak } from './measured';

export interface CustomerImportRow {
  readonly engine: string; readonly customers: number; readonly firstMs: number; readonly firstCpuMs: number;
  readonly rssGrowthMb: number; readonly counts: string;
  /** The same file imported again: every row matches a customer of the first run (nothing left to fill). */
  readonly againMs: number; readonly againCpuMs: number;
}

const FIRST = ['Jean', 'Marie', 'Éloïse', 'François', 'Luc', 'Chloé', 'Olivier', 'Émilie', 'Noah', 'Léa', 'William', 'Sophie', 'Gabriel', 'Zoé', 'Liam', 'Amélie'];
const LAST = ['Tremblay', 'Gagnon', 'Roy', 'Côté', 'Bouchard', 'Gauthier', 'Morin', 'Lavoie', 'Fortin', 'Gagné', 'Ouellet', 'Pelletier', 'Smith', 'Brown', 'Wilson', 'Bélanger'];
const CITIES = [['Montréal', 'QC', 'H'], ['Québec', 'QC', 'G'], ['Laval', 'QC', 'H'], ['Toronto', 'ON', 'M'], ['Ottawa', 'ON', 'K'], ['Gatineau', 'QC', 'J']] as const;
const LETTERS = 'ABCEGHJKLMNPRSTVXY';
/** A postal code of the city's letter, distinct for each i under 583,200 (names repeat; name and postal code together do not). */
const postalCode = (letter: string, i: number): string => {
  const at = (n: number, of: number) => Math.floor(i / n) % of;
  return `${letter}${String(at(1, 10))}${LETTERS[at(10, 18)] ?? 'A'} ${String(at(180, 10))}${LETTERS[at(1_800, 18)] ?? 'A'}${String(at(32_400, 10))}`;
};

/** Row i of the export: every customer distinct by e-mail and phone; the rep column names the store's user on half the rows. */
function exportFile(count: number, repEmail: string): { readonly path: string; readonly dir: string } {
  const dir = mkdtempSync(join(tmpdir(), 'crm-bench-'));
  const lines = ['First name,Last name,Email,Mobile phone,Address,City,Province,Postal code,Language,Sales rep,Notes,Created,Email consent,Consent date'];
  for (let i = 0; i < count; i += 1) {
    const [city, province, letter] = CITIES[i % CITIES.length] ?? CITIES[0];
    const first = FIRST[i % FIRST.length] ?? 'Jean';
    const last = LAST[Math.floor(i / FIRST.length) % LAST.length] ?? 'Roy';
    const phone = `514${String(2_000_000 + i).padStart(7, '0')}`;
    const consent = i % 3 === 0 ? 'yes,2024-05-01' : ',';
    lines.push(`${first},${last},client${String(i)}@example.ca,${phone},"${String(1 + (i % 9_000))} rue Principale",${city},${province},${postalCode(letter, i)},${i % 2 === 0 ? 'fr' : 'en'},${i % 2 === 0 ? repEmail : ''},"Came in for a test drive, row ${String(i)}",2023-${String(1 + (i % 12)).padStart(2, '0')}-15,${consent}`);
  }
  const path = join(dir, 'crm.csv');
  writeFileSync(path, `${lines.join('\n')}\n`);
  return { path, dir };
}

export async function runCustomerImportBench(engine: string, database: Database, count = 50_000): Promise<CustomerImportRow[]> {
  const db = database.db;
  try {
    const dealershipId = await insertDealership(db, { provinceCode: 'QC' });
    const userId = await insertUser(db);
    await insertRawMembership(db, userId, dealershipId, 'dealer_admin');
    const [rep] = await db.select({ email: users.email }).from(users).where(eq(users.id, userId));
    const file = exportFile(count, rep?.email ?? '');
    try {
      const uc = customerImportUseCases({ imports: drizzleCustomerImportRepository(db), openTabular, clock: { now: () => new Date() }, audit: { record: async () => {} } } as Parameters<typeof customerImportUseCases>[0]);
      const ctx = {
        user: { id: userId }, actor: { role: 'dealer_admin', isSuperAdmin: false, isCorporate: false },
        dealership: { id: dealershipId, country: 'CA', defaultLanguage: 'fr_CA' },
      } as unknown as DealershipContext;
      const memory = rssPeak();
      const once = async () => {
        const { ms, cpuMs, value: done } = await measured(() => uc.run(ctx, { source: () => createReadStream(file.path), fileName: 'crm.csv', mapping: null, dryRun: false, dayOrder: 'mdy', ip: 'bench' })());
        if (E.isLeft(done)) throw new Error(JSON.stringify(done.left));
        return { ms, cpuMs, counts: done.right.counts };
      };
      const first = await once();
      const rssGrowthMb = memory.stop();
      if (first.counts.created !== count) throw new Error(`unexpected counts ${JSON.stringify(first.counts)}`);
      const again = await once();
      if (again.counts.matched !== count) throw new Error(`unexpected counts again ${JSON.stringify(again.counts)}`);
      return [{
        engine, customers: count, firstMs: first.ms, firstCpuMs: first.cpuMs,
        rssGrowthMb, counts: `${String(first.counts.created)} created, then ${String(again.counts.matched)} matched`, againMs: again.ms, againCpuMs: again.cpuMs,
      }];
    } finally {
      rmSync(file.dir, { recursive: true, force: true });
    }
  } finally {
    await database.close();
  }
}

export function customerImportSection(rows: readonly CustomerImportRow[]): string {
  return `## Customer import from another CRM (issue 31 items 3 and 6)

A CRM export of ${String(rows[0]?.customers ?? 0)} customers (tests/bench/customer-import.ts: English and Québec French names, e-mail,
mobile, address, province, postal code, language, the rep's e-mail on half the rows, a note, the created date, e-mail consent
with its date on a third; names repeat, as Tremblays do) imported into an empty store, then the same file again (every row
matches the customer it created; the matched customers of a batch are read in one select). The use case, the streaming reader (the file read twice from disk)
and the repository: 500 rows a transaction, each batch's candidates in one select, its new customers in one insert, its
report rows in one insert (adapters/persistence/shared/json-recordset.ts). Target: under 60 s. CPU: this process's CPU time (on PGlite the database's
too). RSS growth: the process's peak resident memory above where it started. Load average when measured (1, 5, 15 min,
2 cores shared): ${loadAverage()}.

| engine | customers | import (ms) | its CPU (ms) | re-import (ms) | its CPU (ms) | peak RSS growth (MB) | counts | target |
| --- | --- | --- | --- | --- | --- | --- | --- | --- |
${rows.map((r) => `| ${r.engine} | ${String(r.customers)} | ${String(r.firstMs)} | ${String(r.firstCpuMs)} | ${String(r.againMs)} | ${String(r.againCpuMs)} | ${String(r.rssGrowthMb)} | ${r.counts} | ${r.firstMs < 60_000 && r.againMs < 60_000 ? 'met' : 'MISSED'} |`).join('\n')}
`;
}

if (process.argv[1]?.endsWith('customer-import.ts')) {
  const n = Number(process.argv[2] ?? 50_000);
  runOnBothEngines((engine, database) => runCustomerImportBench(engine, database, n), (rows) => {
    const section = customerImportSection(rows);
    writeBenchSection('## Customer import from another CRM', section);
    return section;
  });
}
