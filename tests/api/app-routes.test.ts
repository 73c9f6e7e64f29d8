import { existsSync, readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { throwawayPglite } from '../../adapters/persistence/shared/throwaway-database';
import { Agent, PASSWORD, signedIn, testApp, type TestApp } from './support/test-app';

/** The spec sits beside the repository (../shared/spec); SPEC_DIR or /work/shared/spec when the clone lives elsewhere. */
function specFile(): string {
  const candidates = [process.env['SPEC_DIR'], new URL('../../../shared/spec', import.meta.url).pathname, '/work/shared/spec']
    .filter((dir): dir is string => dir !== undefined && dir !== '')
    .map((dir) => `${dir}/endpoints.tsv`);
  const found = candidates.find((file) => existsSync(file));
  if (found === undefined) throw new Error(`endpoints.tsv not found in ${candidates.join(', ')}`);
  return found;
}
/** The areas whose endpoints are built; docs/status.md lists the others. */
const BUILT_AREAS = new Set(['access', 'people', 'customers', 'orders', 'inventory', 'fees', 'add-ons', 'payments', 'quotes', 'credit', 'deposits', 'appointments', 'customer-side', 'dms', 'trade-ins']);

function specEndpoints(): { method: string; path: string; area: string }[] {
  const tsv = readFileSync(specFile(), 'utf8');
  return tsv.split('\n').filter((l) => l.trim() && !l.startsWith('#')).map((l) => {
    const [method = '', path = '', area = ''] = l.split('\t');
    return { method, path, area: area.trim() };
  });
}

describe('application routes', () => {
  let t: TestApp;
  let production: TestApp;
  beforeAll(async () => {
    t = await testApp(await throwawayPglite());
    production = await testApp(await throwawayPglite(), { appMode: 'production' });
  });
  afterAll(async () => { await t.close(); await production.close(); });

  it('routes every endpoint of the built areas and describes it in the OpenAPI document', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as { paths: Record<string, Record<string, unknown>> };
    const wanted = specEndpoints().filter((e) => BUILT_AREAS.has(e.area));
    expect(wanted.length).toBeGreaterThanOrEqual(140);
    for (const e of wanted) {
      const url = e.path.replace(/\{(\w+)\}/g, ':$1');
      expect(t.app.hasRoute({ method: e.method as 'GET', url }), `${e.method} ${e.path} is routed`).toBe(true);
      expect(doc.paths[e.path]?.[e.method.toLowerCase()], `${e.method} ${e.path} is in /api/docs`).toBeDefined();
    }
  });

  it('answers unknown API paths with problem+json 404', async () => {
    const r = await t.app.inject({ method: 'GET', url: '/api/dealer/nothing-here/' });
    expect(r.statusCode).toBe(404);
    expect(r.headers['content-type']).toContain('application/problem+json');
  });

  it('redirects / to /dealer/', async () => {
    const r = await t.app.inject({ method: 'GET', url: '/' });
    expect(r.statusCode).toBe(302);
    expect(r.headers.location).toBe('/dealer/');
  });

  it('reports the database in /api/health', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/health' })).json()).toEqual({ status: 'ok', database: 'ok' });
  });

  it('keeps the language chosen before sign-in, and sets the user language once signed in', async () => {
    const agent = new Agent(t.app);
    expect((await agent.get('/i18n/')).json()).toEqual({ language: 'en_US' });
    expect((await agent.post('/i18n/', { language: 'fr_CA' })).json()).toEqual({ language: 'fr_CA' });
    expect((await agent.get('/i18n/')).json()).toEqual({ language: 'fr_CA' });
    expect((await agent.post('/i18n/', { language: 'de_DE' })).statusCode).toBe(400);
    const signed = await signedIn(t, t.fixture.users.manager.email, t.fixture.users.manager.phone);
    await signed.post('/i18n/', { language: 'fr_CA' });
    expect((await signed.get('/api/dealer/user/current_user/')).json().user.language).toBe('fr_CA');
  });

  it('follows the browser on a first visit (no session, no cookie); a choice or a signed-in user wins over it', async () => {
    const french = { 'accept-language': 'fr-CA,fr;q=0.9,en;q=0.8' };
    const first = new Agent(t.app);
    expect((await first.request('GET', '/i18n/', undefined, { headers: french })).json()).toEqual({ language: 'fr_CA' });
    expect((await first.request('GET', '/i18n/', undefined, { headers: { 'accept-language': 'en-CA' } })).json()).toEqual({ language: 'en_CA' });
    expect((await first.request('GET', '/i18n/', undefined, { headers: { 'accept-language': 'de-DE' } })).json()).toEqual({ language: 'en_US' });
    await first.post('/i18n/', { language: 'en_CA' });
    expect((await first.request('GET', '/i18n/', undefined, { headers: french })).json()).toEqual({ language: 'en_CA' });
    const signed = await signedIn(t, t.fixture.users.manager.email, t.fixture.users.manager.phone);
    await signed.post('/i18n/', { language: 'en_US' });
    expect((await signed.request('GET', '/i18n/', undefined, { headers: french })).json()).toEqual({ language: 'en_US' });
  });

  it('after a sign-out, the sign-in page keeps the language the person used; the next user’s own language wins over it', async () => {
    const english = { headers: { 'accept-language': 'en-CA' } };
    const agent = await signedIn(t, t.fixture.users.admin.email, t.fixture.users.admin.phone);
    await agent.post('/i18n/', { language: 'fr_CA' });
    agent.dropCookie('dp_language'); // the user's saved language, not a choice made on this browser
    expect((await agent.post('/api/dealer/user/logout/')).statusCode).toBe(200);
    expect(agent.cookie('dp_last_language')).toBe('fr_CA');
    expect((await agent.request('GET', '/i18n/', undefined, english)).json()).toEqual({ language: 'fr_CA' });
    const login = await agent.post('/api/dealer/user/login/', { email: t.fixture.users.rep.email, password: PASSWORD });
    expect(login.statusCode).toBe(200);
    expect(login.json().user.language).not.toBe('fr_CA');
    expect((await agent.request('GET', '/i18n/', undefined, english)).json()).toEqual({ language: login.json().user.language });
  });

  it('shows the demo inbox in demo mode only, newest first', async () => {
    await new Agent(t.app).post('/api/dealer/user/reset_password/', { email: t.fixture.users.rep.email });
    const inbox = (await t.app.inject({ method: 'GET', url: '/api/demo/outbox/' })).json() as { channel: string; created_at: string }[];
    expect(inbox[0]?.channel).toBe('email');
    const times = inbox.map((m) => m.created_at);
    expect([...times].sort().reverse()).toEqual(times);
    expect((await production.app.inject({ method: 'GET', url: '/api/demo/outbox/' })).statusCode).toBe(404);
  });

  it('gives static data to verified users only', async () => {
    expect((await new Agent(t.app).get('/api/dealer/dealership/static_data/')).statusCode).toBe(401);
    const agent = await signedIn(t, t.fixture.users.rep.email, t.fixture.users.rep.phone);
    const data = (await agent.get('/api/dealer/dealership/static_data/')).json();
    expect(data.provinceList).toContainEqual({ code: 'QC', name: 'Quebec', country: 'CA' });
    expect(data.frequency_choices).toEqual(['monthly', 'semimonthly', 'biweekly', 'weekly']);
  });

  it('rate-limits sign-in attempts with 429 and Retry-After', async () => {
    const limited = await testApp(await throwawayPglite(), { rateScale: 1 });
    try {
      const agent = new Agent(limited.app, '10.0.0.9');
      const statuses: number[] = [];
      for (let i = 0; i < 11; i += 1) statuses.push((await agent.post('/api/dealer/user/login/', { email: 'x@fixture.test', password: 'wrong-1' })).statusCode);
      expect(statuses.slice(0, 10)).toEqual(Array(10).fill(400));
      const last = await agent.post('/api/dealer/user/login/', { email: 'x@fixture.test', password: PASSWORD });
      expect(last.statusCode).toBe(429);
      expect(last.json().code).toBe('rate_limited');
      expect(Number(last.headers['retry-after'])).toBeGreaterThan(0);
      // another colleague at the same address is not locked out
      expect((await agent.post('/api/dealer/user/login/', { email: limited.fixture.users.admin.email, password: PASSWORD })).statusCode).toBe(200);
    } finally {
      await limited.close();
    }
  });
});
