import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkClientError, errorReport, REPORT_BODY_LIMIT, reportBody, reportText, scrubText, scrubUrl } from './error-report';

describe('error reports: scrubbing and truncation (spec 000 section 8)', () => {
  it('masks query values but the plain ones, keeps the path, drops the fragment', () => {
    expect(scrubUrl('/api/dealer/customer/?search=Jane%20Doe&page=2&email=jane@example.com#top'))
      .toBe('/api/dealer/customer/?search=[redacted]&page=2&email=[redacted]');
    expect(scrubUrl('/api/dealer/order/42/fees-and-discounts/?method=lease')).toBe('/api/dealer/order/42/fees-and-discounts/?method=lease');
    expect(scrubUrl('/api/dealer/customer/?ordering=-created&page_size=%3Cscript%3E')).toBe('/api/dealer/customer/?ordering=-created&page_size=[redacted]');
    expect(scrubUrl('/api/public/gallery/Xk3_9fQ2LmPz7Rt0aBcD1eFg/pictures/4/')).toBe('/api/public/gallery/[token]/pictures/4/');
    expect(scrubUrl('/api/dealer/dealer-trade-in-questions/12/')).toBe('/api/dealer/dealer-trade-in-questions/12/');
  });

  it('masks e-mail addresses and phone or card numbers in text, not ids or amounts', () => {
    expect(scrubText('{"email":"jane.doe@example.com","phone":"(514) 555-0199","id":42,"amount":"499.00"}'))
      .toBe('{"email":"[email]","phone":"[number]","id":42,"amount":"499.00"}');
    expect(scrubText('card 4242 4242 4242 4242 declined')).toBe('card [number] declined');
  });

  it('writes JSON bodies out and caps them at 2,000 characters', () => {
    expect(reportBody({ code: 'internal_error' })).toBe('{"code":"internal_error"}');
    expect(reportBody(undefined)).toBe('');
    expect(reportBody('x'.repeat(5000))).toHaveLength(REPORT_BODY_LIMIT);
    const circular: Record<string, unknown> = {};
    circular.self = circular;
    expect(reportBody(circular)).toBe('[object Object]');
  });

  it('says the error text with the method, the url and the body on one line', () => {
    const r = errorReport({ origin: 'server', kind: 'unhandled', message: 'Error: boom for a@b.co', method: 'get', url: '/api/x/?search=bob', status: 500, body: '' });
    expect(r).toMatchObject({ method: 'GET', url: '/api/x/?search=[redacted]', message: 'Error: boom for [email]' });
    expect(reportText(r)).toBe('Error: boom for [email]: GET /api/x/?search=[redacted] -> 500');
  });

  it('checks a browser report field by field', () => {
    const bad = checkClientError({ kind: 'bogus', method: 'TRACE', url: 'https://elsewhere.example/x', status: 42, body: 'y'.repeat(2001) });
    expect(bad).toEqual({ ok: false, errors: { kind: ['choice.invalid'], method: ['choice.invalid'], url: ['url.invalid'], status: ['number.invalid'], body: ['text.too_long'] } });
    expect(checkClientError({ kind: 'network', method: 'GET', url: '//elsewhere.example/x', status: null }).ok).toBe(false);
    const good = checkClientError({ kind: 'server', method: 'POST', url: '/api/dealer/order/?search=joe', status: 502, body: 'Bad gateway for joe@example.com' });
    expect(good).toEqual({ ok: true, report: { origin: 'browser', kind: 'server', message: 'browser server error', method: 'POST', url: '/api/dealer/order/?search=[redacted]', status: 502, body: 'Bad gateway for [email]' } });
  });

  it('never throws, never passes 2,000 characters of body nor 500 of url, never leaks an e-mail', () => {
    fc.assert(fc.property(fc.string(), fc.emailAddress(), fc.anything(), (path, email, body) => {
      const r = errorReport({ origin: 'browser', kind: 'server', message: email, method: 'GET', url: `/${encodeURIComponent(path)}?q=${encodeURIComponent(email)}`, status: null, body: reportBody(body) });
      expect(r.body.length).toBeLessThanOrEqual(REPORT_BODY_LIMIT);
      expect(r.url.length).toBeLessThanOrEqual(500);
      expect(r.url).not.toContain(encodeURIComponent(email));
      expect(r.message).not.toContain(email);
    }));
  });

  // Issue 29.7: a failed query's message held a 250 KB e-mail; scrubbing it whole took minutes (the
  // e-mail pattern is quadratic on a long run), so a report of one stalled the server for everyone.
  it('makes a report of a megabyte message, url and body within the test\'s time, capped and scrubbed', () => {
    const huge = 'a'.repeat(1_000_000);
    const r = errorReport({ origin: 'server', kind: 'unhandled', message: `Error: params: rl|${huge}`, method: 'POST', url: `/api/${huge}`, status: 500, body: `x ${huge}` });
    expect(r.message).toBe(`Error: params: rl|${'a'.repeat(500 - 18)}`);
    expect(r.url.length).toBeLessThanOrEqual(500);
    expect(r.body.length).toBe(REPORT_BODY_LIMIT);
    expect(errorReport({ origin: 'server', kind: 'unhandled', message: `${'b'.repeat(300)} jane@example.com ${huge}`, method: 'GET', url: '/', status: 500, body: '' }).message)
      .toContain('[email]');
  }, 20_000);
});
