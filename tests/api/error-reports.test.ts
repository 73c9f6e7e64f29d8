import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ErrorReport } from '@dealer-panel/core/shared/ports/error-reporter';
import { throwawayEngines } from '../../adapters/persistence/shared/throwaway-database';
import { Agent, signedInAs, testApp, type TestApp } from './support/test-app';

const E = '/api/dealer/errors/';
const report = { kind: 'server', method: 'GET', url: '/api/dealer/customer/?search=Jane&page=2', status: 502, body: '{"detail":"upstream down for jane@example.com"}' };

/** Error reporting (spec 000 section 8): the browser's failed calls and the server's own 500s reach the reporter, scrubbed. */
describe('error reports', () => {
  const seen: [ErrorReport, unknown][] = [];
  let t: TestApp;

  beforeAll(async () => {
    const [pglite] = throwawayEngines();
    t = await testApp(await pglite!.open(), {
      rateScale: 1,
      errorReporter: { report: (r, cause) => { seen.push([r, cause]); } },
      // One use case fails as a bug would: the server answers 500 and reports it.
      deps: (d) => ({ ...d, fees: { ...d.fees, listGlobal: () => () => () => Promise.reject(new Error('boom for jane@example.com')) } }),
    });
  }, 60_000);
  afterAll(async () => { await t.close(); });

  it('takes a browser\'s report without a session (202), scrubbed again on the server', async () => {
    seen.length = 0;
    const r = await new Agent(t.app, '10.0.0.1').post(E, report);
    expect(r.statusCode, r.body).toBe(202);
    expect(seen).toHaveLength(1);
    expect(seen[0]![0]).toMatchObject({
      origin: 'browser', kind: 'server', method: 'GET', url: '/api/dealer/customer/?search=[redacted]&page=2', status: 502,
      body: '{"detail":"upstream down for [email]"}', requestId: expect.any(String),
    });
  });

  it('refuses a bad report with per-field codes (400) and reports nothing', async () => {
    seen.length = 0;
    const agent = new Agent(t.app, '10.0.0.2');
    const wrongTypes = await agent.post(E, { kind: 1, method: 'GET', url: '/x/' });
    expect([wrongTypes.statusCode, wrongTypes.headers['content-type'], wrongTypes.json().errors]).toEqual([400, 'application/problem+json; charset=utf-8', { kind: ['type.string'], status: ['required'] }]);
    const wrongValues = await agent.post(E, { kind: 'bogus', method: 'TRACE', url: 'https://elsewhere.example/', status: 7, body: 'x'.repeat(2001) });
    expect([wrongValues.statusCode, wrongValues.json().errors]).toEqual([400, {
      kind: ['choice.invalid'], method: ['choice.invalid'], url: ['url.invalid'], status: ['number.invalid'], body: ['text.too_long'],
    }]);
    const tooBig = await agent.post(E, { ...report, body: 'y'.repeat(9000) });
    expect(tooBig.statusCode).toBe(413);
    expect(seen).toHaveLength(0);
  });

  it('is rate-limited per address', async () => {
    const agent = new Agent(t.app, '10.0.0.3');
    const codes: number[] = [];
    for (let i = 0; i < 31; i += 1) codes.push((await agent.post(E, report)).statusCode);
    expect(codes.slice(0, 30).every((c) => c === 202)).toBe(true);
    expect(codes[30]).toBe(429);
    expect((await new Agent(t.app, '10.0.0.4').post(E, report)).statusCode).toBe(202);
  });

  it('reports the server\'s own unhandled 500 with its method, scrubbed url and the thrown error', async () => {
    seen.length = 0;
    const admin = await signedInAs(t, t.fixture.users.admin);
    const r = await admin.get('/api/dealer/fees/global/?search=jane@example.com');
    expect([r.statusCode, r.json().code]).toEqual([500, 'internal_error']);
    expect(r.body).not.toContain('boom');
    expect(seen).toHaveLength(1);
    const [sent, cause] = seen[0]!;
    expect(sent).toMatchObject({ origin: 'server', kind: 'unhandled', method: 'GET', url: '/api/dealer/fees/global/?search=[redacted]', status: 500, message: 'Error: boom for [email]' });
    // The thrown error goes on bounded and scrubbed (issue 29.7: a failed query's message carries the request's values), its frames kept.
    expect((cause as Error).message).toBe('boom for [email]');
    expect((cause as Error).stack).toContain('    at ');
  });
});
