import { aesFieldCipher } from '../system/aes-field-cipher';
import cluster from 'node:cluster';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { readFileSync } from 'node:fs';
import { isLoopback, loadConfig, ConfigError } from './config';
import { openDatabase } from '../persistence/shared/database';
import { openRedis, type SharedRedis } from '../persistence/shared/redis';
import { buildApp } from '../http/server/app';
import { defaultRateLimits } from '../http/server/platform/rate-limits';
import { ports as bindPorts } from './ports';
import { cardProcessorFrom, depositProcessorFrom, webhookSecretFrom } from './card-processor-config';
import { fileStoreFrom } from './file-store-config';
import { systemClock } from '../system/system-clock';
import { simulatedProcessorState } from '../card-processor/simulated-deposit-processor';
import { restoreSimulatedPayments } from '../card-processor/simulated-payments-restore';
import { simulatedWebhookSender } from '../card-processor/simulated-webhooks';
import { simulatedDeposits } from '../persistence/deposits/drizzle-deposit-repository';
import { serverDeps } from './server-deps';
import { twilioWiring, type TwilioWiring } from './twilio-wiring';
import { sentryFromEnv, teeErrorReporter } from '../error-reporting/sentry-error-reporter';
import { logErrorReporter } from '../http/server/platform/log-error-reporter';
import { monitoringFromEnv } from './app-config-env';
import { seedDemoData } from './seed-demo';
import { testHooks } from './test-hooks';
import { startHoldExpiryOnPostgres, startHoldExpiryTimer } from '../jobs/hold-expiry-job';
import { startPurgeOnPostgres, startPurgeTimer } from '../jobs/purge-job';
import { startJobQueue } from '../jobs/job-queue';
import { startFeedPullOnPostgres, startFeedPullTimer } from '../jobs/feed-pull-job';
import { httpsFeedFetcher } from '../tabular/https-feed-fetcher';
import { startAdfInbox } from '../jobs/adf-inbox';
import { inboxContext } from '@dealer-panel/core/leads/inbox-context';
import { fastXmlAdfCodec } from '../adf/adf-xml';
import { startAdfMailIntake } from './adf-mail-intake';
import { startDmsPushOnPostgres, startDmsPushTimer } from '../jobs/dms-push-job';
import { startMessageRelay } from './message-relay';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const version = (JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as { version: string }).version;

/** FILE_STORE=s3: the bucket's store; otherwise the ports' default (the database). */
async function files(config: Awaited<ReturnType<typeof loadConfig>>) {
  const store = await fileStoreFrom(config.fileStore);
  return store === null ? {} : { files: store };
}

/** The simulated processor sends its signed events to our own webhook, as Stripe would (not on a random port). */
function ownWebhooks(config: Awaited<ReturnType<typeof loadConfig>>, log: (msg: string, fields: object) => void) {
  if (config.cardProcessor.kind !== 'simulated' || config.port === 0) return undefined;
  const host = config.host === '0.0.0.0' || config.host === '::' ? '127.0.0.1' : config.host.includes(':') ? `[${config.host}]` : config.host;
  return simulatedWebhookSender({ url: `http://${host}:${config.port}/api/webhooks/stripe/`, secret: webhookSecretFrom(config.cardProcessor, config.sessionSecret), log });
}

/** PUBLIC_URL: where the panel is reached from outside (links in messages, Twilio's callbacks). */
const publicUrl = (config: Awaited<ReturnType<typeof loadConfig>>) => process.env.PUBLIC_URL?.trim() || `http://localhost:${config.port}`;

async function main(): Promise<void> {
  const config = await loadConfig(process.env);
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    owner: `dealer-panel server on ${config.host}:${config.port}`,
  });
  let app: Awaited<ReturnType<typeof buildApp>> | undefined;
  let redis: SharedRedis | null = null;
  let ports: ReturnType<typeof bindPorts>;
  let textProvider: TwilioWiring['textProvider'];
  try {
    if (config.redisUrl !== undefined) redis = await openRedis(config.redisUrl, config.redisKeyPrefix);
    // The simulated processor keeps payments in memory: it is told again of the ones our deposits refer to.
    const processorState = simulatedProcessorState();
    if (config.cardProcessor.kind === 'simulated') restoreSimulatedPayments(processorState, await simulatedDeposits(database.db));
    ports = bindPorts(database, { log: (msg, fields) => app?.log.info(fields, msg), warn: (msg, fields) => app?.log.warn(fields, msg), redis, cardProcessor: await cardProcessorFrom(config.cardProcessor, config.sessionSecret),
      depositProcessor: await depositProcessorFrom(config.cardProcessor, systemClock(), processorState, ownWebhooks(config, (msg, fields) => app?.log.warn(fields, msg))),
      webhookSecret: webhookSecretFrom(config.cardProcessor, config.sessionSecret),
      ...(await files(config)),
      signingSecret: config.sessionSecret, creditCipher: aesFieldCipher(config.creditKeys), feedFetcher: httpsFeedFetcher({ allowPrivateAddresses: config.feedPull.allowPrivateAddresses }), valuationFailures: config.valuationFailures, vendorTimeoutMs: config.vendorTimeoutMs, dmsSimulation: () => config.dmsSimulation, publicUrl: publicUrl(config),
      // Issue 30.2: without Twilio no text is offered (the demo's inbox still takes them).
      textMessages: config.appMode === 'demo' || config.messaging.twilio !== null });
    if (config.appMode === 'demo' && process.env.DEALER_PANEL_SEEDED !== '1') {
      const seeded = await seedDemoData(ports);
      process.stdout.write(`${JSON.stringify({ level: 30, msg: seeded.seeded ? 'demo data seeded' : 'demo data already present', ...seeded })}\n`);
    }
    const twilio = twilioWiring(ports, config.messaging.twilio, publicUrl(config));
    textProvider = twilio.textProvider;
    const deps = { ...serverDeps(ports), ...twilio.serverDeps, adfMailDomain: config.adfMail?.smtp?.domain ?? null };
    // SENTRY_DSN: reports go to Sentry too (the SDK is loaded only then); otherwise to the log alone.
    const sentry = await sentryFromEnv(process.env, version);
    app = await buildApp({
      ...(sentry === null ? {} : { errorReporter: teeErrorReporter(logErrorReporter({ error: (fields, msg) => app?.log.error(fields, msg) }), sentry) }),
      deps: config.appMode === 'demo' && process.env.E2E_HOOKS === '1' ? { ...deps, testHooks: testHooks(ports) } : deps,
      cookieSecret: config.sessionSecret,
      uiDir: path.join(root, 'dist/ui'),
      shopDir: path.join(root, 'dist/shop'),
      logger: { level: config.logLevel },
      rateLimits: defaultRateLimits(config.rateLimitScale),
      trustProxy: config.trustProxy,
      apiDocs: config.apiDocs,
      info: { version, appMode: config.appMode, activixRedirectUrl: process.env.ACTIVIX_REDIRECT_URL ?? '', monitoring: monitoringFromEnv(process.env) },
    });
  } catch (error) {
    await database.close();
    await redis?.close();
    throw error;
  }
  const server = app;
  const shared = redis;
  const feed = ports.writes;
  // Deposit holds end by a job that runs once across processes (docs/decisions/deposits.md "The hold-expiry job").
  // Trade-in offers past their last day expire in the same minute job (issue 16): one queue, run once across processes.
  const jobDeps = serverDeps(ports);
  const jobLog = (msg: string, fields: object) => server.log.info(fields, msg);
  const expire = async (limit: number) => {
    const holds = await jobDeps.deposits.expireHolds(limit);
    const offers = await jobDeps.tradeInOffers.expireDue(limit);
    if (holds > 0) jobLog('deposit holds expired', { expired: holds });
    if (offers > 0) jobLog('trade-in offers expired', { expired: offers });
    return holds + offers;
  };
  // On PostgreSQL one pg-boss instance (two connections) works both jobs' queues.
  const jobs = config.databaseUrl === undefined ? null : await startJobQueue(config.databaseUrl, { log: jobLog });
  const holdExpiry = jobs === null ? startHoldExpiryTimer(expire, { log: jobLog }) : await startHoldExpiryOnPostgres(jobs, expire, { log: jobLog });
  // Old idempotency keys and read notifications are forgotten once a day, once across processes (docs/decisions/persistence.md "Daily purge").
  const purge = jobs === null ? startPurgeTimer(ports, { log: jobLog }) : await startPurgeOnPostgres(jobs, ports, { log: jobLog });
  // The outbox's relay (issue 30.3): every written message is handed to its provider once, retried,
  // or failed with its reason (docs/reliability.md "Messages"). Without a provider, demo mode keeps
  // the message in the demo inbox; production fails texts with no_text_provider.
  const relay = await startMessageRelay({
    db: database.db, clock: ports.clock, messaging: config.messaging, mode: config.appMode, jobs, bell: ports.relayBell, log: jobLog,
    text: textProvider, optOuts: ports.optOuts,
  });
  // The watched folder of ADF leads (ADF_INBOX_DIR, off by default): its account is checked now, then before each scan.
  const inbox = config.adfInbox;
  if (inbox !== null) {
    const checked = await inboxContext(ports, inbox.storeId, inbox.userEmail, new Date());
    if (checked._tag === 'Left') throw new ConfigError([checked.left]);
  }
  const adfInbox = inbox === null ? null : startAdfInbox(inbox, {
    leads: jobDeps.leads, codec: fastXmlAdfCodec, context: () => inboxContext(ports, inbox.storeId, inbox.userEmail, new Date()), log: jobLog,
  });
  // ADF leads by e-mail (ADF_SMTP_PORT, ADF_IMAP_URL; off by default): the account is checked now, then for each e-mail.
  const adfMail = await startAdfMailIntake(config.adfMail, ports, jobDeps.leads, jobLog);
  // DMS pushes (issue 16 item 6): pg-boss jobs on PostgreSQL (once across processes, a crash re-run by the queue);
  // on the embedded database the pushes table is the queue, worked by a timer of this one process.
  const dmsRun = jobs === null ? null : await startDmsPushOnPostgres(jobs, jobDeps.dms.runPush, { log: jobLog });
  const dmsTimer = jobs === null ? startDmsPushTimer(() => jobDeps.dms.runDue(), { log: jobLog }) : null;
  if (dmsRun !== null) ports.dmsQueue.use(dmsRun.queue);
  if (dmsTimer !== null) {
    ports.dmsQueue.wake = () => { setImmediate(() => void dmsTimer.trigger()); };
    void dmsTimer.trigger();
  }
  // The stores' scheduled inventory pulls (issue 31 item 1): every 15 minutes, once across processes
  // on PostgreSQL (a stately queue), a timer on the embedded database; FEED_PULL_JOB=off stops them.
  // A pull that imported forgets the list counts (the inventory list's, as an upload does).
  const pullDue = async () => {
    const tally = await jobDeps.feedPulls.runDue();
    if (tally.pulled > 0) jobDeps.writeDone?.();
    return tally;
  };
  const feedPull = !config.feedPull.job ? null
    : jobs === null ? startFeedPullTimer(pullDue, { log: jobLog })
    : await startFeedPullOnPostgres(jobs, pullDue, { log: jobLog });
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    server.log.info({ signal }, 'shutting down: finishing requests in flight');
    await server.close();
    await holdExpiry.stop();
    await purge.stop();
    await adfInbox?.stop();
    await adfMail.stop();
    await dmsTimer?.stop();
    await dmsRun?.stop();
    await feedPull?.stop();
    await relay.stop();
    await jobs?.stop();
    await feed?.close();
    await database.close();
    await shared?.close();
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
  await server.listen({ port: config.port, host: config.host });
  server.log.info(`dealer panel on http://${config.host}:${config.port}/dealer/ (${database.kind}${shared === null ? '' : ' and Redis'}, ${config.appMode} mode)`);
  if (config.appMode === 'demo' && !isLoopback(config.host)) {
    server.log.warn(`demo mode on ${config.host}, reachable from other machines: the demo inbox shows every one-time code and reset link to anyone (APP_MODE=demo was set on purpose)`);
  }
}

/**
 * WEB_CONCURRENCY=N (issue 12.6): N server processes on the machine's port (node:cluster), sharing
 * one PostgreSQL: sessions, rate limits, one-time-code tries and the list counts' freshness live in
 * the database (rate limits, counts and their freshness in Redis when REDIS_URL is set), so any
 * process answers any request. The primary checks the configuration (and makes
 * the session secret once), migrates and loads the demo data once, then starts the workers and
 * replaces one that dies.
 */
async function primary(workers: number): Promise<void> {
  const config = await loadConfig(process.env);
  if (config.databaseUrl === undefined) throw new ConfigError([`WEB_CONCURRENCY=${workers} needs DATABASE_URL: the embedded database serves one process`]);
  // A Redis that cannot be used is told once here, not by every worker the primary would restart.
  if (config.redisUrl !== undefined) await (await openRedis(config.redisUrl, config.redisKeyPrefix)).close();
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, owner: 'dealer-panel primary' });
  try {
    if (config.appMode === 'demo') await seedDemoData(bindPorts(database, { log: () => undefined }));
  } finally {
    await database.close();
  }
  const env = { DEALER_PANEL_SEEDED: '1', SESSION_SECRET: config.sessionSecret };
  let stopping = false;
  cluster.on('exit', (worker, code, signal) => {
    if (stopping) return;
    process.stderr.write(`${JSON.stringify({ level: 40, msg: 'server process ended; starting another', pid: worker.process.pid, code, signal })}\n`);
    cluster.fork(env);
  });
  for (let i = 0; i < workers; i += 1) cluster.fork(env);
  const stop = () => {
    stopping = true;
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill('SIGTERM');
    cluster.disconnect(() => process.exit(0));
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
  process.stdout.write(`${JSON.stringify({ level: 30, msg: `dealer panel: ${workers} server processes on http://${config.host}:${config.port}/dealer/` })}\n`);
}

const workers = Number(process.env.WEB_CONCURRENCY ?? '1');
const run = cluster.isPrimary && Number.isInteger(workers) && workers > 1 ? primary(workers) : main();

run.catch((error: unknown) => {
  if (error instanceof ConfigError || (error instanceof Error && (error.name === 'DataDirInUseError' || error.name === 'DatabaseUnreachableError' || error.name === 'RedisUnreachableError'))) {
    process.stderr.write(`${error.message}\n`);
  } else {
    process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  }
  process.exit(1);
});
