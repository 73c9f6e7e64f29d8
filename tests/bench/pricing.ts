/**
 * The pricing API under load: POST /api/dealer/payment-type/{id}/pricing/ for finance and lease on
 * a fixture deal, the deal read from the database in one statement (payment type, order, vehicle, the
 * order's own fees and choices) and the store's inputs (settings, global fees, incentives, lenders, time
 * zone) from their per-store cache (stored taxes kept a few seconds), priced, and stored when the
 * result changes: the same body again writes nothing, the "new down payment" row writes every call.
 * Target: p95 under 10 ms.
 * Standalone: `npx tsx tests/bench/pricing.ts [seconds]` (PGlite, and PostgreSQL too when TEST_DATABASE_URL is set);
 * `npm run bench` includes it.
 */
import type { Database } from '../../adapters/persistence/shared/database';
import { runOnBothEngines } from './on-both-engines';
import { testApp } from '../api/support/test-app';
import { runLoad } from './load-generator';
import { benchDealer } from './bench-dealer';

export interface PricingRow { readonly engine: string; readonly route: string; readonly rps: number; readonly p50: number; readonly p95: number; readonly p99: number }

export async function runPricingBench(engine: string, database: Database, seconds: number, connections = 10): Promise<PricingRow[]> {
  const t = await testApp(database, { rateScale: 1000 });
  try {
    const { cf, admin } = await benchDealer(t);
    const types = (await admin.get(`/api/dealer/order/${cf.orders.gagneFinance}/payment-types/`)).json().results as { id: number; method: string }[];
    const cookie = ['sessionid', 'csrftoken'].map((n) => `${n}=${admin.cookie(n) ?? ''}`).join('; ');
    const headers = { cookie, 'x-csrftoken': admin.cookie('csrftoken') ?? '', 'content-type': 'application/json' };
    const url = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const rows: PricingRow[] = [];
    const cases = [
      { label: 'finance', method: 'finance', body: { term: 60, down_payment: '2000.00', payment_frequency: 'biweekly' }, vary: false },
      { label: 'lease', method: 'lease', body: { term: 48, down_payment: '2500.00', distance_allowance: 20000 }, vary: false },
      { label: 'finance, a new down payment each call', method: 'finance', body: { term: 60, payment_frequency: 'biweekly' }, vary: true },
    ] as const;
    let n = 0;
    for (const c of cases) {
      const id = types.find((p) => p.method === c.method)?.id;
      const route = `/api/dealer/payment-type/${id}/pricing/`;
      const body = JSON.stringify(c.body);
      // Plain request data (no callbacks): it crosses to the load generator's process as JSON.
      const varied = Array.from({ length: 500 }, () => { n += 1; return { method: 'POST' as const, body: JSON.stringify({ ...c.body, down_payment: `${1000 + n}.00` }) }; });
      const r = await runLoad({
        url: `${url}${route}`, method: 'POST', body, headers, connections, seconds,
        ...(c.vary ? { requests: varied } : {}),
      });
      if (r.non2xx > 0) throw new Error(`${route}: ${r.non2xx} answers were not 2xx`);
      rows.push({ engine, route: `POST pricing (${c.label})`, rps: r.rps, p50: r.p50, p95: r.p97_5, p99: r.p99 });
    }
    return rows;
  } finally {
    await t.close();
  }
}

export function pricingSection(rows: readonly PricingRow[]): string {
  return `## Pricing API

\`POST /api/dealer/payment-type/{id}/pricing/\` on a fixture deal: read the payment type, order, vehicle and the order's own fees
in one statement, the store's settings, global fees, incentives, lenders and time zone from their per-store cache (forgotten on
every write of them, in every process), stored tax rates kept a few seconds; price with core/payments, store the details
and the payment when they change (the "new down payment" row stores at every call). Target p95 < 10 ms.

| engine | route | requests/s | p50 | p95 | p99 |
| --- | --- | --- | --- | --- | --- |
${rows.map((r) => `| ${r.engine} | ${r.route} | ${r.rps} | ${r.p50} | ${r.p95} | ${r.p99} |`).join('\n')}
`;
}

if (process.argv[1]?.endsWith('pricing.ts')) {
  const seconds = Number(process.argv[2] ?? 3);
  runOnBothEngines((engine, database) => runPricingBench(engine, database, seconds), pricingSection);
}
