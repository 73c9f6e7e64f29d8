/**
 * Inventory feeds in (issue 31 items 1 and 6): a 10,000-vehicle CSV imported into an empty store,
 * then the same file again (every row unchanged), through the use case, the streaming reader (the
 * file read from disk twice: scan, then rows) and the repository, 500 rows a transaction. Targets:
 * under 20 s, and under 10 s unchanged. Memory: the process's peak RSS growth, to show it stays flat.
 * Standalone: `npx tsx tests/bench/feed-import.ts [vehicles]`; `npm run bench` includes it.
 */
import { createReadStream, writeFileSync } from 'node:fs';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as E from 'fp-ts/Either';
import type { DealershipContext } from '@dealer-panel/core/access/dealership-context';
import { feedImportUseCases } from '@dealer-panel/core/inventory/feeds/feed-import-use-cases';
import { vinCheckDigit } from '@dealer-panel/core/shared/validation/vin';
import type { Database } from '../../adapters/persistence/shared/database';
import { drizzleFeedImportRepository } from '../../adapters/persistence/inventory/drizzle-feed-import-repository';
import { openTabular } from '../../adapters/tabular/open-tabular';
import { insertDealership, insertUser } from '../conformance/support/fixtures';
import { loadAverage, writeBenchSection } from './bench-section';
import { runOnBothEngines } from './on-both-engines';
import { measured, rssPeak } from './measured';

export interface FeedRow { readonly engine: string; readonly vehicles: number; readonly firstMs: number; readonly unchangedMs: number; readonly firstCpuMs: number; readonly unchangedCpuMs: number; readonly rssGrowthMb: number; readonly counts: string }

const vin = (i: number): string => {
  const draft = `2T1BURHE0JC${String(i).padStart(6, '0')}`;
  return `${draft.slice(0, 8)}${vinCheckDigit(draft)}${draft.slice(9)}`;
};

function feedFile(vehicles: number): { readonly path: string; readonly dir: string } {
  const dir = mkdtempSync(join(tmpdir(), 'feed-bench-'));
  const lines = ['vin,id,year,make,model,trim,condition,price,vehicle_msrp,mileage,exterior_color,image_link,date_in_stock'];
  for (let i = 0; i < vehicles; i += 1) {
    lines.push(`${vin(i)},S${String(i)},2018,Toyota,Corolla,LE,used,${String(15_000 + (i % 5_000))}.00 CAD,25000 CAD,${String(40_000 + i)} km,Blue,https://img.example/${String(i)}.jpg,2024-03-01`);
  }
  const path = join(dir, 'feed.csv');
  writeFileSync(path, `${lines.join('\n')}\n`);
  return { path, dir };
}

export async function runFeedImportBench(engine: string, database: Database, vehicles = 10_000): Promise<FeedRow[]> {
  const file = feedFile(vehicles);
  try {
    const db = database.db;
    const dealershipId = await insertDealership(db);
    const userId = await insertUser(db);
    const ctx = { user: { id: userId }, dealership: { id: dealershipId, country: 'CA' }, actor: { role: 'dealer_admin', isSuperAdmin: false, isCorporate: false, showAnalyticsDashboard: false } } as unknown as DealershipContext;
    const U = feedImportUseCases({ imports: drizzleFeedImportRepository(db), openTabular, clock: { now: () => new Date() } });
    const memory = rssPeak();
    const once = async () => {
      const { ms, cpuMs, value: done } = await measured(() => U.import(ctx, { kind: 'full', dryRun: false, fileName: 'feed.csv', source: () => createReadStream(file.path), origin: 'upload', mapping: null }, 'bench')());
      if (E.isLeft(done)) throw new Error(JSON.stringify(done.left));
      return { ms, cpuMs, counts: done.right.counts };
    };
    const first = await once();
    const again = await once();
    const rssGrowthMb = memory.stop();
    if (first.counts.added !== vehicles || again.counts.unchanged !== vehicles) throw new Error(`unexpected counts ${JSON.stringify([first.counts, again.counts])}`);
    return [{
      engine, vehicles, firstMs: first.ms, unchangedMs: again.ms, firstCpuMs: first.cpuMs, unchangedCpuMs: again.cpuMs, rssGrowthMb,
      counts: `${String(first.counts.added)} added, then ${String(again.counts.unchanged)} unchanged`,
    }];
  } finally {
    rmSync(file.dir, { recursive: true, force: true });
    await database.close();
  }
}

export function feedImportSection(rows: readonly FeedRow[]): string {
  return `## Inventory feed import (issue 31 items 1 and 6)

A Google-format CSV of ${String(rows[0]?.vehicles ?? 0)} vehicles imported as a full feed into an empty store, then the same file again
(every row unchanged): the use case, the streaming reader (the file read twice from disk, a scan then the rows) and the
repository, 500 rows a transaction (each batch: one select of its vehicles, one insert of its new ones, one UPDATE … FROM
per set of changed columns, one insert of its report rows; rows sent as one JSON parameter, adapters/persistence/shared/json-recordset.ts).
Targets: under 20 s, and under 10 s unchanged. CPU: this process's CPU time (on PGlite the database's too; not PostgreSQL's
own), what the import costs whatever else runs. RSS growth: the process's peak resident memory above where it started (the
file is never held whole). Load average when measured (1, 5, 15 min, 2 cores shared): ${loadAverage()}.

| engine | vehicles | first import (ms) | its CPU (ms) | unchanged re-import (ms) | its CPU (ms) | peak RSS growth (MB) | counts |
| --- | --- | --- | --- | --- | --- | --- | --- |
${rows.map((r) => `| ${r.engine} | ${String(r.vehicles)} | ${String(r.firstMs)} | ${String(r.firstCpuMs)} | ${String(r.unchangedMs)} | ${String(r.unchangedCpuMs)} | ${String(r.rssGrowthMb)} | ${r.counts} |`).join('\n')}
`;
}

if (process.argv[1]?.endsWith('feed-import.ts')) {
  const n = Number(process.argv[2] ?? 10_000);
  runOnBothEngines((engine, database) => runFeedImportBench(engine, database, n), (rows) => {
    const section = feedImportSection(rows);
    writeBenchSection('## Inventory feed import', section);
    return section;
  });
}
