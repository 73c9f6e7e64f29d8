import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

const dir = () => mkdtempSync(path.join(tmpdir(), 'dp-config-'));

describe('configuration', () => {
  it('has working defaults and keeps a generated secret under DATA_DIR in demo mode', async () => {
    const dataDir = dir();
    const c = await loadConfig({ DATA_DIR: dataDir });
    expect(c).toMatchObject({ port: 8080, host: '127.0.0.1', appMode: 'demo', databaseUrl: undefined, rateLimitScale: 1, trustProxy: { kind: 'none' } });
    expect(c.sessionSecret.length).toBeGreaterThanOrEqual(32);
    expect(readFileSync(path.join(dataDir, 'session-secret'), 'utf8')).toBe(c.sessionSecret);
    expect((await loadConfig({ DATA_DIR: dataDir })).sessionSecret).toBe(c.sessionSecret);
  });

  it('lists every bad variable at once', async () => {
    const error = await loadConfig({ PORT: 'eighty', APP_MODE: 'staging', DATABASE_URL: 'mysql://x', SESSION_SECRET: 'short', LOG_LEVEL: 'loud', TRUST_PROXY: 'true', FILE_STORE: 'ftp' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ConfigError);
    const problems = (error as ConfigError).problems.join('\n');
    for (const name of ['PORT', 'APP_MODE', 'DATABASE_URL', 'SESSION_SECRET', 'LOG_LEVEL', 'TRUST_PROXY', 'FILE_STORE']) expect(problems).toContain(name);
  });

  it('reads TRUST_PROXY as addresses or a number of proxies', async () => {
    const dataDir = dir();
    expect((await loadConfig({ DATA_DIR: dataDir, TRUST_PROXY: '10.0.0.1, 10.1.0.0/16,loopback' })).trustProxy).toEqual({ kind: 'addresses', addresses: ['10.0.0.1', '10.1.0.0/16', 'loopback'] });
    expect((await loadConfig({ DATA_DIR: dataDir, TRUST_PROXY: '2' })).trustProxy).toEqual({ kind: 'hops', hops: 2 });
    const error = await loadConfig({ DATA_DIR: dataDir, TRUST_PROXY: '10.0.0.1,proxy.local' }).catch((e: unknown) => e);
    expect((error as ConfigError).problems).toEqual([expect.stringContaining('"proxy.local"')]);
  });

  it('reads REDIS_URL and REDIS_KEY_PREFIX, and says what is wrong with them', async () => {
    const dataDir = dir();
    expect(await loadConfig({ DATA_DIR: dataDir })).toMatchObject({ redisUrl: undefined, redisKeyPrefix: 'dealer-panel:' });
    expect(await loadConfig({ DATA_DIR: dataDir, REDIS_URL: ' redis://127.0.0.1:6379/3 ', REDIS_KEY_PREFIX: 'shop-2:' })).toMatchObject({ redisUrl: 'redis://127.0.0.1:6379/3', redisKeyPrefix: 'shop-2:' });
    expect((await loadConfig({ DATA_DIR: dataDir, REDIS_URL: 'rediss://:secret@cache.example:6380' })).redisUrl).toBe('rediss://:secret@cache.example:6380');
    const problems = async (env: Record<string, string>) => ((await loadConfig({ DATA_DIR: dataDir, ...env }).catch((e: unknown) => e)) as ConfigError).problems;
    expect(await problems({ REDIS_URL: 'http://127.0.0.1:6379' })).toEqual(['REDIS_URL must start with redis:// or rediss://']);
    expect(await problems({ REDIS_URL: '127.0.0.1:6379' })).toEqual([expect.stringContaining('REDIS_URL must')]);
    expect(await problems({ REDIS_URL: 'redis://127.0.0.1:6379/zero' })).toEqual([expect.stringContaining('database number')]);
    expect(await problems({ REDIS_KEY_PREFIX: 'has space' })).toEqual([expect.stringContaining('REDIS_KEY_PREFIX')]);
  });

  it('runs the scheduled pulls unless FEED_PULL_JOB=off, refuses private addresses unless told, and names bad values', async () => {
    expect((await loadConfig({ DATA_DIR: dir() })).feedPull).toEqual({ job: true, allowPrivateAddresses: false });
    expect((await loadConfig({ DATA_DIR: dir(), FEED_PULL_JOB: 'off', FEED_PULL_ALLOW_PRIVATE: 'true' })).feedPull).toEqual({ job: false, allowPrivateAddresses: true });
    const error = await loadConfig({ DATA_DIR: dir(), FEED_PULL_JOB: 'sometimes', FEED_PULL_ALLOW_PRIVATE: 'yes' }).catch((e: unknown) => e);
    expect((error as ConfigError).problems).toEqual([expect.stringContaining('FEED_PULL_JOB'), expect.stringContaining('FEED_PULL_ALLOW_PRIVATE')]);
  });

  it('reads the valuation vendors\' failure plan and timeout, and names what is wrong with them', async () => {
    const c = await loadConfig({ DATA_DIR: dir(), VALUATION_SIMULATE: 'cbb=auth_failed, rapid=hang', VALUATION_TIMEOUT_MS: '500' });
    expect([c.valuationFailures, c.vendorTimeoutMs]).toEqual([new Map([['cbb', 'auth_failed'], ['rapid', 'hang']]), 500]);
    expect((await loadConfig({ DATA_DIR: dir() })).vendorTimeoutMs).toBe(8000);
    const error = await loadConfig({ DATA_DIR: dir(), VALUATION_SIMULATE: 'kbb=down', VALUATION_TIMEOUT_MS: '60000' }).catch((e: unknown) => e);
    const problems = (error as ConfigError).problems.join('\n');
    for (const name of ['VALUATION_SIMULATE', 'VALUATION_TIMEOUT_MS']) expect(problems).toContain(name);
  });

  it('reads API_DOCS: public in demo mode, signed-in staff in production, unless it says otherwise', async () => {
    expect((await loadConfig({ DATA_DIR: dir() })).apiDocs).toBe('public');
    expect((await loadConfig({ DATA_DIR: dir(), API_DOCS: 'staff' })).apiDocs).toBe('staff');
    const production = { APP_MODE: 'production', SESSION_SECRET: 's'.repeat(32), CREDIT_ENCRYPTION_KEY: Buffer.alloc(32, 7).toString('base64'), DATA_DIR: dir(), SMTP_URL: 'smtp://mail.example.com', MAIL_FROM: 'no-reply@example.com' };
    expect((await loadConfig(production)).apiDocs).toBe('staff');
    expect((await loadConfig({ ...production, API_DOCS: 'public' })).apiDocs).toBe('public');
    const error = await loadConfig({ DATA_DIR: dir(), API_DOCS: 'everyone' }).catch((e: unknown) => e);
    expect((error as ConfigError).problems).toEqual(['API_DOCS must be public or staff, got "everyone"']);
  });

  it('requires SESSION_SECRET in production', async () => {
    const error = await loadConfig({ APP_MODE: 'production', DATA_DIR: dir() }).catch((e: unknown) => e);
    expect((error as ConfigError).problems).toEqual(['SESSION_SECRET is required when APP_MODE=production', expect.stringContaining('CREDIT_ENCRYPTION_KEY is required'), expect.stringContaining('SMTP_URL is required when APP_MODE=production')]);
  });

  it('reads the credit encryption keys, and keeps a generated one under DATA_DIR in demo mode only', async () => {
    const dataDir = dir();
    const demo = await loadConfig({ DATA_DIR: dataDir });
    expect(demo.creditKeys.current).toHaveLength(32);
    expect(readFileSync(path.join(dataDir, 'credit-encryption-key'), 'utf8')).toBe(demo.creditKeys.current.toString('base64'));
    expect((await loadConfig({ DATA_DIR: dataDir })).creditKeys.current.equals(demo.creditKeys.current)).toBe(true);
    const key = Buffer.alloc(32, 7).toString('base64');
    const old = Buffer.alloc(32, 9).toString('base64');
    const set = await loadConfig({ DATA_DIR: dir(), CREDIT_ENCRYPTION_KEY: key, CREDIT_ENCRYPTION_PREVIOUS_KEYS: `${old}, ` });
    expect([set.creditKeys.current.toString('base64'), set.creditKeys.previous.map((k) => k.toString('base64'))]).toEqual([key, [old]]);
    const error = await loadConfig({ DATA_DIR: dir(), CREDIT_ENCRYPTION_KEY: 'c2hvcnQ=', CREDIT_ENCRYPTION_PREVIOUS_KEYS: 'nope!' }).catch((e: unknown) => e);
    expect((error as ConfigError).problems).toEqual([expect.stringContaining('PREVIOUS_KEYS: key 1'), expect.stringContaining('CREDIT_ENCRYPTION_KEY must be base64 of 32 bytes')]);
  });

  it('refuses demo mode by default on an address other machines reach, and says how to choose', async () => {
    for (const host of ['0.0.0.0', '::', '192.168.1.20']) {
      const error = await loadConfig({ HOST: host, DATA_DIR: dir() }).catch((e: unknown) => e);
      expect(error, host).toBeInstanceOf(ConfigError);
      expect((error as ConfigError).problems.join('\n')).toMatch(/APP_MODE is not set.*APP_MODE=production.*APP_MODE=demo/);
    }
    expect((await loadConfig({ HOST: '0.0.0.0', APP_MODE: 'demo', DATA_DIR: dir() })).appMode).toBe('demo');
    for (const host of ['127.0.0.1', 'localhost', '::1', '127.0.0.2']) expect((await loadConfig({ HOST: host, DATA_DIR: dir() })).appMode, host).toBe('demo');
  });
});
