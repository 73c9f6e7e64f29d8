import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { throwawayEngines } from '../../adapters/persistence/shared/throwaway-database';
import { Agent, PASSWORD, signedIn, testApp, type TestApp } from './support/test-app';

// /api/docs describes every operation of the API: in production it is for signed-in staff unless
// API_DOCS=public says otherwise; the demo keeps it open (docs/decisions/platform.md).
const DOC_URLS = ['/api/docs/json', '/api/docs/yaml', '/api/docs/', '/api/docs/static/index.html'];

for (const engine of throwawayEngines()) describe(`/api/docs (${engine.kind})`, () => {
  let demo: TestApp;
  let production: TestApp;
  let publicDocs: TestApp;
  beforeAll(async () => {
    demo = await testApp(await engine.open());
    production = await testApp(await engine.open(), { appMode: 'production' });
    publicDocs = await testApp(await engine.open(), { appMode: 'production', apiDocs: 'public' });
  });
  afterAll(async () => { await demo.close(); await production.close(); await publicDocs.close(); });

  it('is open to anyone in demo mode', async () => {
    for (const url of DOC_URLS) expect((await demo.app.inject({ method: 'GET', url })).statusCode, url).toBeLessThan(400);
  });

  it('is refused to an anonymous visitor in production (401, every page of it)', async () => {
    for (const url of DOC_URLS) {
      const r = await production.app.inject({ method: 'GET', url });
      expect(r.statusCode, url).toBe(401);
      expect(r.json().code).toBe('not_authenticated');
    }
  });

  it('is refused in production to a session that has not passed the one-time code', async () => {
    const agent = new Agent(production.app);
    await agent.post('/api/dealer/user/login/', { email: production.fixture.users.rep.email, password: PASSWORD });
    const r = await agent.get('/api/docs/json');
    expect(r.statusCode).toBe(403);
    expect(r.json().code).toBe('verification_required');
  });

  it('is served in production to signed-in staff', async () => {
    const rep = await signedIn(production, production.fixture.users.rep.email, production.fixture.users.rep.phone);
    const r = await rep.get('/api/docs/json');
    expect(r.statusCode).toBe(200);
    expect(r.json()).toMatchObject({ openapi: expect.stringMatching(/^3\./) });
  });

  it('is open to anyone in production with API_DOCS=public', async () => {
    for (const url of DOC_URLS) expect((await publicDocs.app.inject({ method: 'GET', url })).statusCode, url).toBeLessThan(400);
  });
});
