/**
 * The printed deal recap: GET /api/dealer/order/{id}/recap.pdf on a fixture deal, one request at a
 * time (a person prints one recap): the deal read, its three methods priced by the worksheet's use
 * case, the pdfmake document built and rendered with its embedded font. Target: under 300 ms.
 * Standalone: `npx tsx tests/bench/recap.ts [requests]` (PGlite, and PostgreSQL too when TEST_DATABASE_URL is set);
 * `npm run bench` includes it.
 */
import { performance } from 'node:perf_hooks';
import type { Database } from '../../adapters/persistence/shared/database';
import { runOnBothEngines } from './on-both-engines';
import { testApp } from '../api/support/test-app';
import { benchDealer, ms, percentile } from './bench-dealer';

export interface RecapRow { readonly engine: string; readonly lang: string; readonly n: number; readonly p50: number; readonly p95: number; readonly max: number; readonly cpu: number; readonly bytes: number }


export async function runRecapBench(engine: string, database: Database, requests = 30): Promise<RecapRow[]> {
  const t = await testApp(database, { rateScale: 1000 });
  try {
    const { cf, admin } = await benchDealer(t);
    const rows: RecapRow[] = [];
    for (const lang of ['en', 'fr', 'both']) {
      const url = `/api/dealer/order/${cf.orders.gagneFinance}/recap.pdf?lang=${lang}`;
      const warm = await admin.get(url);
      if (warm.statusCode !== 200) throw new Error(`${url}: ${warm.statusCode} ${warm.body}`);
      const times: number[] = [];
      const cpuBefore = process.cpuUsage();
      for (let i = 0; i < requests; i += 1) {
        const start = performance.now();
        const r = await admin.get(url);
        times.push(performance.now() - start);
        if (r.statusCode !== 200) throw new Error(`${url}: ${r.statusCode}`);
      }
      const cpu = process.cpuUsage(cpuBefore);
      times.sort((a, b) => a - b);
      rows.push({
        engine, lang, n: requests, p50: ms(percentile(times, 50)), p95: ms(percentile(times, 95)), max: ms(times[times.length - 1] ?? 0),
        cpu: ms((cpu.user + cpu.system) / 1000 / requests), bytes: warm.rawPayload.length,
      });
    }
    return rows;
  } finally {
    await t.close();
  }
}

export function recapSection(rows: readonly RecapRow[]): string {
  return `## Deal recap (PDF)

\`GET /api/dealer/order/{id}/recap.pdf?lang=\` on a fixture deal, one request at a time, through Fastify's inject (no socket):
the deal, customer, store and disclosures read, the three methods priced by the worksheet's use case, the pdfmake document
built and rendered (Roboto subset embedded), the audit row written. Target < 300 ms. "CPU ms" is this process's CPU time
per recap (the server's and, on PGlite, the database's; not PostgreSQL's own): what a recap costs whatever else runs.

| engine | lang | requests | p50 ms | p95 ms | max ms | CPU ms | bytes |
| --- | --- | --- | --- | --- | --- | --- | --- |
${rows.map((r) => `| ${r.engine} | ${r.lang} | ${r.n} | ${r.p50} | ${r.p95} | ${r.max} | ${r.cpu} | ${r.bytes} |`).join('\n')}
`;
}

if (process.argv[1]?.endsWith('recap.ts')) {
  const requests = Number(process.argv[2] ?? 30);
  runOnBothEngines((engine, database) => runRecapBench(engine, database, requests), recapSection);
}
