import { describe, it } from 'vitest';
import fc from 'fast-check';
import { uniqueURL, url } from './url';

const label = fc.stringMatching(/^[a-z0-9](?:[a-z0-9-]{0,10}[a-z0-9])?$/);
const host = fc.tuple(fc.array(label, { minLength: 1, maxLength: 3 }), fc.stringMatching(/^[a-z]{2,6}$/)).map(([labels, tld]) => [...labels, tld].join('.'));
const path = fc.stringMatching(/^(?:\/[A-Za-z0-9._~%!$&'()*+,;=:@-]{0,12}){0,3}(?:\?[A-Za-z0-9=&]{0,10})?$/);
const scheme = fc.constantFrom('http://', 'https://', 'HTTPS://');
const webAddress = fc.tuple(scheme, host, path).map(([s, h, p]) => s + h + p);

describe('url (properties)', () => {
  it('accepts http(s) addresses with a host name and a path', () => {
    fc.assert(fc.property(webAddress, (value) => url(value) === null));
  });
  it('refuses them without their scheme or with a space inside', () => {
    fc.assert(
      fc.property(scheme, host, path, fc.nat(), (s, h, p, at) => {
        const whole = s + h + p;
        const i = s.length + (at % (whole.length - s.length));
        return url(h + p) === 'url.invalid' && url(whole.slice(0, i) + ' ' + whole.slice(i)) === 'url.invalid';
      }),
    );
  });
  it('uniqueURL refuses the same address however the scheme and case change', () => {
    fc.assert(
      fc.property(host, path, scheme, scheme, (h, p, s1, s2) => uniqueURL(s1 + h + p, { other: (s2 + h + p).toUpperCase() }) === 'uniqueURL.not_unique'),
    );
  });
  it('uniqueURL accepts addresses on different hosts', () => {
    fc.assert(fc.property(host, host, (a, b) => a === b || uniqueURL(`https://${a}/`, { other: `https://${b}/` }) === null));
  });
  it('never throws', () => {
    const anyText = fc.oneof(fc.string({ unit: 'grapheme' }), fc.string({ unit: 'binary' }), fc.webUrl());
    fc.assert(
      fc.property(anyText, anyText, (value, other) =>
        [null, 'url.invalid'].includes(url(value)) && [null, 'uniqueURL.not_unique'].includes(uniqueURL(value, { other })),
      ),
    );
  });
});
