/**
 * `npm run bench`: load figures of the API on this machine, written to docs/benchmarks.md.
 * Traffic goes to 127.0.0.1 only, bounded in time (a few seconds per route) and connections.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { throwawayPglite, throwawayPostgres } from '../../adapters/persistence/shared/throwaway-database';
import type { Database } from '../../adapters/persistence/shared/database';
import { coldLoadSection, runColdLoadBench } from './cold-load';
import { customerSection, runCustomerBench, waitForQuiet } from './customers';
import { pricingSection, runPricingBench } from './pricing';
import { recapSection, runRecapBench } from './recap';
import { deskingSection, runDeskingBench } from './desking';
import { onBothEngines } from './on-both-engines';
import { historyOf } from './bench-section';
import { largestBodiesSection, runLargestBodies } from './largest-bodies';
import { analyticsSection, runAnalyticsBench } from './analytics';
import { pricingReportSection, runPricingReportBench } from './pricing-report';
import { feedImportSection, runFeedImportBench } from './feed-import';
import { feedsOutSection, runFeedsOutBench } from './feeds-out';
import { customerImportSection, runCustomerImportBench } from './customer-import';
import { inventoryListSection, runInventoryListBench } from './inventory-list';
import { lighthouseSection, missedTargets, runLighthouseBench } from './lighthouse';
import { memorySoakSection, runMemorySoak } from './memory-soak';
import { runLoad } from './load-generator';
import { runServerCpuBench, serverCpuSection } from './server-cpu';
import { signedIn, testApp, type Agent } from '../api/support/test-app';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = 10;

interface Row { readonly engine: string; readonly route: string; readonly rps: number; readonly p50: number; readonly p95: number; readonly p99: number }

async function measure(engine: string, url: string, route: string, headers: Record<string, string>): Promise<Row> {
  const r = await runLoad({ url: `${url}${route}`, connections: CONNECTIONS, seconds: SECONDS, headers });
  if (r.non2xx > 0) throw new Error(`${route}: ${r.non2xx} answers were not 2xx`);
  return { engine, route, rps: r.rps, p50: r.p50, p95: r.p97_5, p99: r.p99 };
}

async function benchEngine(engine: string, database: Database): Promise<Row[]> {
  const t = await testApp(database, { rateScale: 1000 });
  try {
    const agent: Agent = await signedIn(t, t.fixture.users.admin.email, t.fixture.users.admin.phone);
    const cookie = ['sessionid', 'csrftoken'].map((n) => `${n}=${agent.cookie(n) ?? ''}`).join('; ');
    const url = await t.app.listen({ port: 0, host: '127.0.0.1' });
    return [
      await measure(engine, url, '/api/health', {}),
      await measure(engine, url, '/api/dealer/user/current_user/', { cookie }),
      await measure(engine, url, '/api/dealer/user/managed_dealerships/', { cookie }),
    ];
  } finally {
    await t.close();
  }
}

const log = (s: string) => { process.stderr.write(`${s}\n`); };

async function main(): Promise<void> {
  await waitForQuiet(log);
  const rows = await benchEngine('PGlite', await throwawayPglite());
  const pg = process.env.TEST_DATABASE_URL ?? process.env.BENCH_DATABASE_URL;
  if (pg) rows.push(...(await benchEngine('PostgreSQL', await throwawayPostgres(pg))));
  const pricingRows = await onBothEngines((engine, database) => runPricingBench(engine, database, SECONDS, CONNECTIONS));
  const recapRows = await onBothEngines((engine, database) => runRecapBench(engine, database));
  const deskingRows = await onBothEngines((engine, database) => runDeskingBench(engine, database));
  const customers = customerSection(await runCustomerBench(log));
  // Server CPU per request (issue 34.4), PostgreSQL only; SERVER_CPU_BASE=<worktree of another commit> compares with it.
  const serverCpu = pg ? serverCpuSection(await runServerCpuBench(log, process.env.SERVER_CPU_BASE ?? null)) : '';
  const coldLoad = coldLoadSection(await runColdLoadBench(log));
  // After the cold load, which has just built the UI.
  const phoneScores = await runLighthouseBench(log, false);
  const largest = largestBodiesSection(await runLargestBodies(log));
  const analytics = analyticsSection(await runAnalyticsBench(log));
  const pricingReport = pricingReportSection(await onBothEngines((engine, database) => runPricingReportBench(engine, database)));
  const feedImport = feedImportSection(await onBothEngines((engine, database) => runFeedImportBench(engine, database)));
  const feedsOut = feedsOutSection(await onBothEngines((engine, database) => runFeedsOutBench(engine, database)));
  const customerImport = customerImportSection(await onBothEngines((engine, database) => runCustomerImportBench(engine, database)));
  const inventoryList = inventoryListSection(await onBothEngines((engine, database) => runInventoryListBench(engine, database)));
  // The memory soak (issue 34.6): MEMORY_SOAK_MINUTES, default 30.
  const soak = await runMemorySoak(log);
  const table = rows.map((r) => `| ${r.engine} | \`${r.route}\` | ${r.rps} | ${r.p50} | ${r.p95} | ${r.p99} |`).join('\n');
  const text = `# Benchmarks

Measured by \`npm run bench\` on ${new Date().toISOString().slice(0, 10)}, on the 2-core machine, ${CONNECTIONS} connections,
${SECONDS} s per route, one server process; autocannon fires from a process of its own (tests/bench/load-generator.ts).
Latencies in milliseconds (p95 column shows autocannon's p97.5).

## API

| engine | route | requests/s | p50 | p95 | p99 |
| --- | --- | --- | --- | --- | --- |
${table}

${pricingSection(pricingRows)}
${recapSection(recapRows)}
${deskingSection(deskingRows)}
${customers}
${serverCpu}
${coldLoad}
${lighthouseSection(phoneScores)}
${largest}
${analytics}
${pricingReport}
${feedImport}
${feedsOut}
${customerImport}
${inventoryList}
${memorySoakSection(soak)}`;
  const file = new URL('../../docs/benchmarks.md', import.meta.url);
  writeFileSync(file, `${text.trimEnd()}\n${historyOf(existsSync(file) ? readFileSync(file, 'utf8') : '')}`);
  process.stdout.write(`${text}\n`);
  // The payment engine (issue 34.5), one thread in a process of its own: it appends its section, and
  // exits non-zero when the new engine prices any deal differently from the frozen baseline.
  const engine = spawnSync(process.execPath, ['--import', 'tsx', 'tests/bench/engine.ts'], { cwd: new URL('../..', import.meta.url), stdio: 'inherit' });
  if (engine.status !== 0) throw new Error(`the engine bench failed (exit ${String(engine.status)})`);
  // A page under its Lighthouse target fails the benchmark (issue 34), once every figure is written.
  const missed = missedTargets(phoneScores);
  if (missed.length > 0) throw new Error(`Lighthouse under target:\n${missed.join('\n')}`);
  if (soak.figures.failures.length > 0) throw new Error(`Memory soak over target: ${soak.figures.failures.join('; ')}`);
}


main().then(() => process.exit(0), (error: unknown) => { process.stderr.write(`${String(error)}\n`); process.exit(1); });
