import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { readCardProcessorConfig, type CardProcessorConfig } from './card-processor-config';
import { readFileStoreConfig, type FileStoreConfig } from './file-store-config';
import { demoCreditKeys, readCreditKeys, type CreditKeys } from './credit-key-config';
import { parseTrustedProxies, TRUST_NONE, type TrustedProxies } from '../http/server/platform/trusted-proxies';
import { parseFailurePlan, type FailurePlan } from '../valuation/simulated-valuation-vendors';
import type { AdfInboxConfig } from '../jobs/adf-inbox';
import { readAdfInboxConfig } from './adf-inbox-config';
import { readAdfMailConfig, type AdfMailConfig } from './adf-mail-config';
import { readMessagingConfig, type MessagingConfig } from './messaging-config';
import { parseDmsSimulation, type DmsSimulation } from '../dms/simulated-dms';

export interface Config {
  readonly port: number;
  readonly host: string;
  readonly databaseUrl: string | undefined;
  /** redis://… or rediss://…: rate limits, list counts and the news of writes shared through Redis (issue 12.6). */
  readonly redisUrl: string | undefined;
  /** What every Redis key and channel starts with (several apps or tests on one Redis). */
  readonly redisKeyPrefix: string;
  readonly dataDir: string;
  readonly sessionSecret: string;
  readonly appMode: 'demo' | 'production';
  readonly logLevel: string;
  /** Multiplies every rate limit (browser tests sign in more often than people do). */
  readonly rateLimitScale: number;
  /** Proxies whose X-Forwarded-For is believed; none by default (the rate limits count by address). */
  readonly trustProxy: TrustedProxies;
  /** CARD_PROCESSOR and its STRIPE_* variables (card-processor-config.ts). */
  readonly cardProcessor: CardProcessorConfig;
  /** FILE_STORE and its S3_* variables (file-store-config.ts). */
  readonly fileStore: FileStoreConfig;
  /** CREDIT_ENCRYPTION_KEY and CREDIT_ENCRYPTION_PREVIOUS_KEYS (credit-key-config.ts): the credit application's sensitive fields. */
  readonly creditKeys: CreditKeys;
  /** VALUATION_SIMULATE ("cbb=auth_failed,rapid=hang"): which simulated valuation vendors fail, and how. */
  readonly valuationFailures: FailurePlan;
  /** DMS_SIMULATE (ok, unavailable, hang, fail-first:N): how the simulated DMS misbehaves (default ok). */
  readonly dmsSimulation: DmsSimulation;
  /** VALUATION_TIMEOUT_MS: each valuation vendor's own timeout (default 8000). */
  readonly vendorTimeoutMs: number;
  /** ADF_INBOX_* (adf-inbox-config.ts): the watched folder of ADF leads; null when off (the default). */
  readonly adfInbox: AdfInboxConfig | null;
  /** ADF_SMTP_*, ADF_IMAP_* and ADF_MAIL_USER (adf-mail-config.ts): ADF leads by e-mail; null when off (the default). */
  readonly adfMail: AdfMailConfig | null;
  /** API_DOCS (public or staff): who may read /api/docs; default public in demo mode, signed-in staff in production. */
  readonly apiDocs: 'public' | 'staff';
  /** SMTP_URL, MAIL_FROM and TWILIO_* (messaging-config.ts): where e-mails and text messages go; SMTP is required in production. */
  readonly messaging: MessagingConfig;
  /** FEED_PULL_JOB (on or off, default on) runs the stores' scheduled inventory pulls; FEED_PULL_ALLOW_PRIVATE (default false) lets them reach hosts on loopback, private or link-local addresses. */
  readonly feedPull: { readonly job: boolean; readonly allowPrivateAddresses: boolean };
}

export class ConfigError extends Error {
  constructor(readonly problems: readonly string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

type Env = Readonly<Record<string, string | undefined>>;

/** Reads and checks every variable, then reports all the bad ones at once. */
export async function loadConfig(env: Env): Promise<Config> {
  const problems: string[] = [];
  const port = Number(env.PORT ?? '8080');
  if (!Number.isInteger(port) || port < 0 || port > 65535) problems.push(`PORT must be a port number (0-65535), got "${env.PORT}"`);
  const host = env.HOST ?? '127.0.0.1';
  if (host.trim() === '') problems.push('HOST must not be empty');
  const appMode = env.APP_MODE ?? 'demo';
  if (appMode !== 'demo' && appMode !== 'production') problems.push(`APP_MODE must be demo or production, got "${appMode}"`);
  // Demo mode shows every one-time code and reset link to anyone (the demo inbox): a server that
  // forgot APP_MODE must not be reachable from other machines in it.
  if (env.APP_MODE === undefined && !isLoopback(host)) {
    problems.push(`HOST=${host} is reachable from other machines, and APP_MODE is not set: demo mode shows every one-time code and reset link to anyone. Set APP_MODE=production (with SESSION_SECRET), or APP_MODE=demo to expose the demo on purpose`);
  }
  const databaseUrl = env.DATABASE_URL?.trim() || undefined;
  if (databaseUrl && !/^postgres(ql)?:\/\//.test(databaseUrl)) problems.push('DATABASE_URL must start with postgres:// or postgresql://');
  const redisUrl = env.REDIS_URL?.trim() || undefined;
  const redisProblem = redisUrl === undefined ? null : redisUrlProblem(redisUrl);
  if (redisProblem !== null) problems.push(redisProblem);
  const redisKeyPrefix = env.REDIS_KEY_PREFIX ?? 'dealer-panel:';
  if (!/^[\w:.-]{1,64}$/.test(redisKeyPrefix)) problems.push(`REDIS_KEY_PREFIX must be 1 to 64 letters, digits, '_', ':', '.' or '-', got "${redisKeyPrefix}"`);
  const dataDir = env.DATA_DIR ?? './data';
  const logLevel = env.LOG_LEVEL ?? 'info';
  if (!['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'].includes(logLevel)) problems.push(`LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent, got "${logLevel}"`);
  const rateLimitScale = Number(env.RATE_LIMIT_SCALE ?? '1');
  if (!Number.isInteger(rateLimitScale) || rateLimitScale < 1 || rateLimitScale > 1000) problems.push(`RATE_LIMIT_SCALE must be a whole number from 1 to 1000, got "${env.RATE_LIMIT_SCALE}"`);
  const trust = parseTrustedProxies(env.TRUST_PROXY);
  if ('problem' in trust) problems.push(trust.problem);
  let sessionSecret = env.SESSION_SECRET;
  if (sessionSecret !== undefined && sessionSecret.length < 32) problems.push('SESSION_SECRET must be at least 32 characters');
  if (sessionSecret === undefined && appMode === 'production') problems.push('SESSION_SECRET is required when APP_MODE=production');
  const cardProcessor = readCardProcessorConfig(env, problems);
  const fileStore = readFileStoreConfig(env, problems);
  const creditKeySource = readCreditKeys(env, appMode, problems);
  const valuation = parseFailurePlan(env.VALUATION_SIMULATE);
  problems.push(...valuation.problems);
  const dmsSimulation = parseDmsSimulation(env.DMS_SIMULATE);
  if (dmsSimulation === null) problems.push(`DMS_SIMULATE must be ok, unavailable, hang or fail-first:N (N from 0 to 999), got "${env.DMS_SIMULATE}"`);
  const vendorTimeoutMs = Number(env.VALUATION_TIMEOUT_MS ?? '8000');
  if (!Number.isInteger(vendorTimeoutMs) || vendorTimeoutMs < 100 || vendorTimeoutMs > 14_000) problems.push(`VALUATION_TIMEOUT_MS must be a whole number from 100 to 14000, got "${env.VALUATION_TIMEOUT_MS}"`);
  const adfInbox = readAdfInboxConfig(env, problems);
  const adfMail = readAdfMailConfig(env, problems);
  const messaging = readMessagingConfig(env, appMode, problems);
  const apiDocs = env.API_DOCS ?? (appMode === 'production' ? 'staff' : 'public');
  if (apiDocs !== 'public' && apiDocs !== 'staff') problems.push(`API_DOCS must be public or staff, got "${apiDocs}"`);
  const feedPullJob = env.FEED_PULL_JOB ?? 'on';
  if (feedPullJob !== 'on' && feedPullJob !== 'off') problems.push(`FEED_PULL_JOB must be on or off, got "${feedPullJob}"`);
  const feedPullPrivate = env.FEED_PULL_ALLOW_PRIVATE ?? 'false';
  if (feedPullPrivate !== 'true' && feedPullPrivate !== 'false') problems.push(`FEED_PULL_ALLOW_PRIVATE must be true or false, got "${feedPullPrivate}"`);
  if (problems.length > 0) throw new ConfigError(problems);
  sessionSecret ??= await keptSecret(dataDir);
  const creditKeys = creditKeySource === null || creditKeySource.kind === 'env' ? creditKeySource?.keys : await demoCreditKeys(dataDir, creditKeySource.previous);
  if (creditKeys === undefined) throw new ConfigError(['CREDIT_ENCRYPTION_KEY could not be read']);
  return { port, host, databaseUrl, redisUrl, redisKeyPrefix, dataDir, sessionSecret, appMode: appMode as Config['appMode'], logLevel, rateLimitScale, trustProxy: 'value' in trust ? trust.value : TRUST_NONE, cardProcessor, fileStore, creditKeys, valuationFailures: valuation.plan, vendorTimeoutMs, adfInbox, adfMail, dmsSimulation: dmsSimulation ?? { mode: 'ok' }, apiDocs: apiDocs as Config['apiDocs'], messaging,
    feedPull: { job: feedPullJob === 'on', allowPrivateAddresses: feedPullPrivate === 'true' } };
}

/** Why REDIS_URL cannot be used as written (scheme, host, database number), or null. */
function redisUrlProblem(url: string): string | null {
  let parsed: URL;
  try { parsed = new URL(url); } catch { return 'REDIS_URL must be a URL such as redis://127.0.0.1:6379/0'; }
  if (parsed.protocol !== 'redis:' && parsed.protocol !== 'rediss:') return 'REDIS_URL must start with redis:// or rediss://';
  if (parsed.hostname === '') return 'REDIS_URL must name a host, as in redis://127.0.0.1:6379/0';
  if (!/^\/?(\d{1,2})?$/.test(parsed.pathname)) return `REDIS_URL's path must be a database number (redis://host:6379/0), got "${parsed.pathname}"`;
  return null;
}

/** Whether a listening address only accepts connections from this machine. */
export function isLoopback(host: string): boolean {
  const h = host.trim().toLowerCase().replace(/^\[|\]$/g, '');
  return h === 'localhost' || h === '::1' || /^127(\.\d{1,3}){3}$/.test(h) || h === '::ffff:127.0.0.1';
}

/** Demo mode: a secret generated once and kept under DATA_DIR, so sessions survive a restart. */
async function keptSecret(dataDir: string): Promise<string> {
  const file = path.join(dataDir, 'session-secret');
  try {
    const kept = (await readFile(file, 'utf8')).trim();
    if (kept.length >= 32) return kept;
  } catch { /* not there yet */ }
  await mkdir(dataDir, { recursive: true });
  const secret = randomBytes(32).toString('base64url');
  await writeFile(file, secret, { mode: 0o600 });
  return secret;
}
