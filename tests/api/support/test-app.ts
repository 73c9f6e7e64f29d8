import type { FailurePlan } from '../../../adapters/valuation/simulated-valuation-vendors';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { buildApp } from '../../../adapters/http/server/app';
import { defaultRateLimits } from '../../../adapters/http/server/platform/rate-limits';
import type { TrustedProxies } from '../../../adapters/http/server/platform/trusted-proxies';
import type { AppInfo } from '../../../adapters/http/server/platform/app-routes';
import { ports as bindPorts, type Ports } from '../../../adapters/di/ports';
import { serverDeps } from '../../../adapters/di/server-deps';
import type { Database } from '../../../adapters/persistence/shared/database';
import type { SharedRedis } from '../../../adapters/persistence/shared/redis';
import { seedFixture, type Fixture } from './fixture';
import type { Clock } from '@dealer-panel/core/shared/ports/clock';
import type { DepositProcessor } from '@dealer-panel/core/deposits/deposit-processor';
import type { DmsSimulation } from '../../../adapters/dms/simulated-dms';
import type { ErrorReporter } from '@dealer-panel/core/shared/ports/error-reporter';
import type { ServerDeps } from '../../../adapters/http/server/server-deps';
import type { FeedFetcher } from '@dealer-panel/core/inventory/feeds/feed-pull';

/** A clock the test moves by hand. */
export function manualClock(start = new Date('2026-06-01T14:00:00Z')) {
  let now = start.getTime();
  return { now: () => new Date(now), advance: (ms: number) => { now += ms; } };
}

export interface TestApp {
  readonly app: FastifyInstance;
  readonly ports: Ports;
  readonly clock: ReturnType<typeof manualClock>;
  readonly fixture: Fixture;
  close(): Promise<void>;
}

export const FAST_ARGON2 = { memoryCost: 1024, timeCost: 1, parallelism: 1 };

export interface TestAppOptions {
  readonly appMode?: 'demo' | 'production';
  readonly rateScale?: number;
  readonly trustProxy?: TrustedProxies;
  readonly uiDir?: string;
  readonly shopDir?: string;
  /** The browser's monitoring settings (GOOGLE_ANALYTICS_ID, OPTIMIZELY_PROJECT_ID, DEALER_SENTRY_DSN); default: none. */
  readonly monitoring?: AppInfo['monitoring'];
  readonly redis?: SharedRedis;
  readonly warn?: (msg: string, fields: object) => void;
  /** Another deposit processor than the simulated one (Stripe against a local fake), on the test's clock. */
  readonly depositProcessor?: (clock: Clock) => DepositProcessor;
  /** The card processor webhook's signing secret (default: a random one). */
  readonly webhookSecret?: string;
  /** Which simulated valuation vendors fail, and how (the test may change the Map as it goes). */
  readonly valuationFailures?: FailurePlan;
  readonly vendorTimeoutMs?: number;
  /** How the simulated DMS behaves, read at each push (the test may change what it answers). */
  readonly dmsSimulation?: () => DmsSimulation;
  /** Where the app reports failures (default: its log, which is off in tests). */
  readonly errorReporter?: ErrorReporter;
  /** Changes the server's use cases (a test that needs one to fail). */
  readonly deps?: (deps: ServerDeps) => ServerDeps;
  /** API_DOCS: who may read /api/docs (default: the app's own, by its mode). */
  readonly apiDocs?: 'public' | 'staff';
  /** Whether text messages can be sent (Twilio configured; issue 30.2); default true, as in the demo. */
  readonly textMessages?: boolean;
  /** The scheduled pull's fetcher (default: the HTTPS one, private addresses refused). */
  readonly feedFetcher?: FeedFetcher;
  /**
   * How long session contexts are kept in memory (session-ports.ts). Default 0: tests write the
   * database directly (a role taken away, a store's flags) and expect the next request to see it.
   */
  readonly sessionCacheMs?: number;
}

export async function testApp(database: Database, options: TestAppOptions = {}): Promise<TestApp> {
  const clock = manualClock();
  const ports = bindPorts(database, {
    log: () => undefined, clock, argon2: FAST_ARGON2, sessionCacheMs: options.sessionCacheMs ?? 0, ...(options.redis ? { redis: options.redis } : {}), ...(options.warn ? { warn: options.warn } : {}),
    ...(options.depositProcessor ? { depositProcessor: options.depositProcessor(clock) } : {}), ...(options.webhookSecret ? { webhookSecret: options.webhookSecret } : {}),
    ...(options.valuationFailures ? { valuationFailures: options.valuationFailures } : {}), ...(options.vendorTimeoutMs ? { vendorTimeoutMs: options.vendorTimeoutMs } : {}),
    ...(options.dmsSimulation ? { dmsSimulation: options.dmsSimulation } : {}),
    ...(options.textMessages === undefined ? {} : { textMessages: options.textMessages }),
    ...(options.feedFetcher === undefined ? {} : { feedFetcher: options.feedFetcher }),
  });
  const fixture = await seedFixture(ports);
  const app = await buildApp({
    deps: options.deps ? options.deps(serverDeps(ports)) : serverDeps(ports),
    cookieSecret: 'x'.repeat(40),
    ...(options.errorReporter ? { errorReporter: options.errorReporter } : {}),
    uiDir: options.uiDir ?? '/nonexistent',
    ...(options.shopDir ? { shopDir: options.shopDir } : {}),
    logger: false,
    info: { version: 'test', appMode: options.appMode ?? 'demo', activixRedirectUrl: 'https://crm.example.test/dealer', ...(options.monitoring ? { monitoring: options.monitoring } : {}) },
    rateLimits: defaultRateLimits(options.rateScale ?? 100),
    ...(options.trustProxy ? { trustProxy: options.trustProxy } : {}),
    ...(options.apiDocs ? { apiDocs: options.apiDocs } : {}),
  });
  await app.ready();
  return { app, ports, clock, fixture, close: async () => { await app.close(); if (options.redis) await ports.writes?.close(); await database.close(); } };
}

/** A browser: keeps cookies and echoes the anti-forgery token like the real client. */
export class Agent {
  private readonly jar = new Map<string, string>();
  constructor(private readonly app: FastifyInstance, private readonly ip = '127.0.0.1') {}

  cookie(name: string): string | undefined {
    return this.jar.get(name);
  }

  dropCookie(name: string): void {
    this.jar.delete(name);
  }

  async request(method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, body?: unknown, opts: { csrf?: boolean; headers?: Readonly<Record<string, string>>; raw?: string } = {}): Promise<LightMyRequestResponse> {
    if (method !== 'GET' && !this.jar.has('csrftoken')) await this.request('GET', '/settings/');
    const headers: Record<string, string> = { ...opts.headers };
    if (this.jar.size > 0) headers.cookie = [...this.jar].map(([k, v]) => `${k}=${v}`).join('; ');
    const token = this.jar.get('csrftoken');
    if (method !== 'GET' && opts.csrf !== false && token) headers['x-csrftoken'] = token;
    const response = await this.app.inject({ method, url, headers, remoteAddress: this.ip, ...(opts.raw !== undefined ? { payload: opts.raw } : body === undefined ? {} : { payload: body as object }) });
    for (const c of response.cookies) {
      if (c.value === '' || (c.expires && c.expires.getTime() < Date.now())) this.jar.delete(c.name);
      else this.jar.set(c.name, c.value);
    }
    return response;
  }

  get(url: string) { return this.request('GET', url); }
  post(url: string, body: unknown = {}, opts: { csrf?: boolean; headers?: Readonly<Record<string, string>> } = {}) { return this.request('POST', url, body, opts); }
}

/** The newest code sent to a phone (or, by e-mail, to an address), read from the outbox as a person would read their phone. */
export async function latestCode(ports: Ports, to: string): Promise<string> {
  const messages = await ports.outbox.latest(50);
  const sms = messages.find((m) => m.channel === (to.includes('@') ? 'email' : 'sms') && m.to === to);
  const code = sms?.body.match(/\b(\d{6})\b/)?.[1];
  if (!code) throw new Error(`no code was sent to ${to}`);
  return code;
}

/** Signs in and passes the one-time code: a fully authenticated agent. */
export async function signedIn(t: TestApp, email: string, phone: string, ip?: string): Promise<Agent> {
  const agent = new Agent(t.app, ip);
  const login = await agent.post('/api/dealer/user/login/', { email, password: PASSWORD });
  if (login.statusCode !== 200) throw new Error(`login ${email}: ${login.statusCode} ${login.body}`);
  const sent = await agent.post('/api/dealer/user/send_otp/');
  // Without text messages (a production panel without Twilio) the code goes by e-mail (issue 30.5).
  const byEmail = sent.statusCode === 409 && (sent.json() as { code?: string }).code === 'text_messages_off';
  if (byEmail) {
    const mailed = await agent.post('/api/dealer/user/send_email_otp/');
    if (mailed.statusCode !== 200) throw new Error(`send_email_otp: ${mailed.statusCode} ${mailed.body}`);
  } else if (sent.statusCode !== 200) throw new Error(`send_otp: ${sent.statusCode} ${sent.body}`);
  const verified = await agent.post('/api/dealer/user/verification/', { token: await latestCode(t.ports, byEmail ? email : phone) });
  if (verified.statusCode !== 200) throw new Error(`verification: ${verified.statusCode} ${verified.body}`);
  return agent;
}

/** Signs a fixture user in, code included. */
export function signedInAs(t: TestApp, user: { readonly email: string; readonly phone: string }): Promise<Agent> {
  return signedIn(t, user.email, user.phone);
}

/** The fixture's staff, each signed in: the Ontario admin, manager, rep, corporate admin, and another group's admin. */
export async function signedInStaff(t: TestApp) {
  const u = t.fixture.users;
  return {
    admin: await signedInAs(t, u.admin), manager: await signedInAs(t, u.manager), rep: await signedInAs(t, u.rep),
    corporate: await signedInAs(t, u.corporate), other: await signedInAs(t, u.otherAdmin),
  };
}

export const PASSWORD = 'Fixture-Pass-2026';
