/**
 * The desking grid (issue 18.1): POST /api/dealer/payment-type/{id}/desking/grid/ with 7 terms × 5
 * down payments on a fixture finance and lease deal, one request at a time through Fastify's
 * inject (no socket): the deal read once, 35 cells each assembled and priced by the worksheet's
 * engine. Also the three target-payment solves. Target: a 7 × 5 grid under 50 ms on the server.
 * Standalone: `npx tsx tests/bench/desking.ts [requests]` (PGlite, and PostgreSQL too when
 * TEST_DATABASE_URL is set); `npm run bench` includes it.
 */
import { loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import type { Database } from '../../adapters/persistence/shared/database';
import { throwawayPglite, throwawayPostgres } from '../../adapters/persistence/shared/throwaway-database';
import { testApp } from '../api/support/test-app';
import { benchDealer, ms, percentile } from './bench-dealer';

export interface DeskingRow { readonly engine: string; readonly what: string; readonly n: number; readonly p50: number; readonly p95: number; readonly max: number; readonly cpu: number }

const GRID = { terms: [24, 36, 48, 60, 72, 84, 96], down_payments: ['0.00', '1000.00', '2500.00', '5000.00', '7500.00'] };

export async function runDeskingBench(engine: string, database: Database, requests = 30): Promise<DeskingRow[]> {
  const t = await testApp(database, { rateScale: 1000 });
  try {
    const { cf, admin } = await benchDealer(t, {
      leaseRates: [{ term_from: 24, term_to: 96, rate: '4.9' }],
      residuals: [24, 36, 48, 60, 72, 84, 96].map((term) => ({ term, residual: String(70 - term / 3) })),
    });
    const types = (await admin.get(`/api/dealer/order/${cf.orders.gagneFinance}/payment-types/`)).json().results as { id: number; method: string }[];
    const idOf = (m: string) => types.find((x) => x.method === m)!.id;
    const cases: [string, string, unknown][] = [
      ['grid 7 × 5 (finance)', `/api/dealer/payment-type/${idOf('finance')}/desking/grid/`, GRID],
      ['grid 7 × 5 (lease)', `/api/dealer/payment-type/${idOf('lease')}/desking/grid/`, GRID],
      ['target: down payment (finance)', `/api/dealer/payment-type/${idOf('finance')}/desking/target/`, { target_payment: '450.00', solve_for: 'down_payment' }],
      ['target: selling price (finance)', `/api/dealer/payment-type/${idOf('finance')}/desking/target/`, { target_payment: '450.00', solve_for: 'selling_price' }],
      ['target: term (lease)', `/api/dealer/payment-type/${idOf('lease')}/desking/target/`, { target_payment: '450.00', solve_for: 'term' }],
    ];
    const rows: DeskingRow[] = [];
    for (const [what, url, body] of cases) {
      const warm = await admin.post(url, body);
      if (warm.statusCode !== 200) throw new Error(`${url}: ${warm.statusCode} ${warm.body}`);
      const times: number[] = [];
      const cpuBefore = process.cpuUsage();
      for (let i = 0; i < requests; i += 1) {
        const start = performance.now();
        const r = await admin.post(url, body);
        times.push(performance.now() - start);
        if (r.statusCode !== 200) throw new Error(`${url}: ${r.statusCode}`);
      }
      const cpu = process.cpuUsage(cpuBefore);
      times.sort((a, b) => a - b);
      rows.push({ engine, what, n: requests, p50: ms(percentile(times, 50)), p95: ms(percentile(times, 95)), max: ms(times[times.length - 1] ?? 0), cpu: ms((cpu.user + cpu.system) / 1000 / requests) });
    }
    return rows;
  } finally {
    await t.close();
  }
}

export function deskingSection(rows: readonly DeskingRow[]): string {
  return `## Desking grid and target payment

\`POST /api/dealer/payment-type/{id}/desking/grid/\` (7 terms × 5 down payments: 35 cells, each assembled and priced by the
worksheet's engine) and \`…/desking/target/\` on a fixture deal, one request at a time through Fastify's inject (no socket),
the deal read once per request, nothing stored. Target: a 7 × 5 grid under 50 ms on the server. "CPU ms" is this
process's CPU time per request (on PGlite the database's too).

| engine | request | requests | p50 ms | p95 ms | max ms | CPU ms |
| --- | --- | --- | --- | --- | --- | --- |
${rows.map((r) => `| ${r.engine} | ${r.what} | ${r.n} | ${r.p50} | ${r.p95} | ${r.max} | ${r.cpu} |`).join('\n')}
`;
}

if (process.argv[1]?.endsWith('desking.ts')) {
  const requests = Number(process.argv[2] ?? 30);
  const pg = process.env.TEST_DATABASE_URL;
  const all = async (): Promise<DeskingRow[]> => [
    ...(await runDeskingBench('PGlite', await throwawayPglite(), requests)),
    ...(pg ? await runDeskingBench('PostgreSQL', await throwawayPostgres(pg), requests) : []),
  ];
  all().then((rows) => {
    process.stdout.write(`load average: ${loadavg().map((x) => x.toFixed(2)).join(' ')}\n`);
    process.stdout.write(deskingSection(rows));
    process.exit(0);
  }, (error: unknown) => { process.stderr.write(`${String(error)}\n`); process.exit(1); });
}
