import { describe, expect, it } from 'vitest';
import type { ErrorReport } from '@dealer-panel/core/shared/ports/error-reporter';
import { sentryErrorReporter, sentryFromEnv, teeErrorReporter, type SentrySdk } from './sentry-error-reporter';

const report: ErrorReport = { origin: 'browser', kind: 'server', message: 'browser server error', method: 'GET', url: '/api/dealer/order/?search=[redacted]', status: 502, body: '{"code":"bad_gateway"}', requestId: 'req-1' };

function fakeSdk() {
  const calls: { init: unknown[]; captured: [unknown, unknown][] } = { init: [], captured: [] };
  const sdk: SentrySdk = {
    init: (options) => { calls.init.push(options); },
    captureException: (exception, context) => { calls.captured.push([exception, context]); },
  };
  return { sdk, calls };
}

describe('the Sentry error reporter (through the SDK seam, no network)', () => {
  it('starts the SDK with the DSN, no default integrations and no personal data', () => {
    const { sdk, calls } = fakeSdk();
    sentryErrorReporter(sdk, { dsn: 'https://key@sentry.example/1', release: '1.2.3', environment: 'production' });
    expect(calls.init).toEqual([{ dsn: 'https://key@sentry.example/1', release: '1.2.3', environment: 'production', defaultIntegrations: false, sendDefaultPii: false }]);
  });

  it('captures a browser report as an error of the spec\'s text, tagged, with url and body as extra', () => {
    const { sdk, calls } = fakeSdk();
    sentryErrorReporter(sdk, { dsn: 'https://key@sentry.example/1' }).report(report);
    const [exception, context] = calls.captured[0]!;
    expect((exception as Error).message).toBe('browser server error: GET /api/dealer/order/?search=[redacted] -> 502 {"code":"bad_gateway"}');
    expect(context).toEqual({
      level: 'error', tags: { origin: 'browser', kind: 'server', method: 'GET', status: '502' },
      extra: { url: '/api/dealer/order/?search=[redacted]', body: '{"code":"bad_gateway"}', message: 'browser server error', request_id: 'req-1' },
    });
  });

  it('captures the thrown error itself (its stack) when there is one, and never throws', () => {
    const { sdk, calls } = fakeSdk();
    const boom = new Error('boom');
    sentryErrorReporter(sdk, { dsn: 'x' }).report({ ...report, origin: 'server', kind: 'unhandled' }, boom);
    expect(calls.captured[0]![0]).toBe(boom);
    const failing: SentrySdk = { init: () => undefined, captureException: () => { throw new Error('transport down'); } };
    expect(() => sentryErrorReporter(failing, { dsn: 'x' }).report(report)).not.toThrow();
  });

  it('is not loaded without SENTRY_DSN', async () => {
    expect(await sentryFromEnv({}, '1')).toBeNull();
    expect(await sentryFromEnv({ SENTRY_DSN: '  ' }, '1')).toBeNull();
  });

  it('tee gives each reporter every report', () => {
    const seen: ErrorReport[] = [];
    const { sdk, calls } = fakeSdk();
    teeErrorReporter({ report: (r) => { seen.push(r); } }, sentryErrorReporter(sdk, { dsn: 'x' })).report(report);
    expect(seen).toEqual([report]);
    expect(calls.captured).toHaveLength(1);
  });
});
