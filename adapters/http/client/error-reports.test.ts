import { describe, expect, it } from 'vitest';
import type { ClientErrorReport } from '../contract/error-routes';
import { createErrorReports, REPORTS_PER_MINUTE } from './error-reports';
import { TechnicalError } from './technical-error';

function setup() {
  const sent: ClientErrorReport[] = [];
  let now = 0;
  const report = createErrorReports({ send: async (r) => { sent.push(r); }, now: () => now });
  return { sent, report, advance: (ms: number) => { now += ms; } };
}

describe('the browser\'s error reports', () => {
  it('sends the method, the url with its query values masked, the status and the scrubbed body (at most 2,000 characters)', () => {
    const { sent, report } = setup();
    report(new TechnicalError('server', 'GET', '/api/dealer/customer/?search=Jane', 500, { detail: 'x'.repeat(3000), email: 'jane@example.com' }));
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ kind: 'server', method: 'GET', url: '/api/dealer/customer/?search=[redacted]', status: 500 });
    expect(sent[0]!.body).toHaveLength(2000);
    report(new TechnicalError('network', 'POST', '/api/dealer/order/', null, 'Network Error'));
    expect(sent[1]).toEqual({ kind: 'network', method: 'POST', url: '/api/dealer/order/', status: null, body: 'Network Error' });
  });

  it('sends the same failure once a minute and at most five a minute in all', () => {
    const { sent, report, advance } = setup();
    const same = () => new TechnicalError('server', 'GET', '/api/dealer/x/', 502, '');
    report(same());
    report(same());
    expect(sent).toHaveLength(1);
    for (let i = 0; i < 10; i += 1) report(new TechnicalError('server', 'GET', `/api/dealer/y/${i}/`, 500, ''));
    expect(sent).toHaveLength(REPORTS_PER_MINUTE);
    advance(60_000);
    report(same());
    expect(sent).toHaveLength(REPORTS_PER_MINUTE + 1);
    expect(sent.every((r) => !('body' in r))).toBe(true);
  });

  it('swallows a report that cannot be sent', async () => {
    const report = createErrorReports({ send: () => Promise.reject(new Error('offline')), now: () => 0 });
    expect(() => report(new TechnicalError('timeout', 'GET', '/api/x/', null, 'timeout'))).not.toThrow();
    await Promise.resolve();
  });
});
