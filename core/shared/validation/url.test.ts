import { describe, expect, it } from 'vitest';
import { comparableUrl, uniqueURL, url } from './url';

describe('url', () => {
  it.each(['https://www.example.com', 'http://dealer.ca/new-cars?make=VW#top', 'HTTPS://EXAMPLE.COM', 'https://concession-côté.ca/fr',
    'https://192.168.0.10:8443/panel', 'https://example.co.uk:443', 'https://a.io/', 'https://xn--concession-ct-zib.ca'])('accepts %j', (value) => {
    expect(url(value)).toBeNull();
  });
  it('skips empty values', () => {
    expect(url('')).toBeNull();
  });
  it.each(['www.example.com', 'example.com', 'ftp://example.com', 'javascript:alert(1)', 'https://', 'https://localhost', 'https://example',
    'https://exa mple.com', 'https://example.com/a b', 'https://user:pass@example.com', 'https://-example.com', 'https://example.com:99999',
    'https://256.1.1.1', 'https://example.c', ' https://example.com', 'https://example.com\n', `https://example.com/${'a'.repeat(2048)}`])(
    'refuses %j',
    (value) => {
      expect(url(value)).toBe('url.invalid');
    },
  );
});

describe('uniqueURL', () => {
  it('refuses the same address with another protocol, case or final slash', () => {
    expect(uniqueURL('https://Dealer.ca/New', { other: 'http://dealer.ca/new/' })).toBe('uniqueURL.not_unique');
    expect(uniqueURL('dealer.ca', { other: 'HTTPS://DEALER.CA' })).toBe('uniqueURL.not_unique');
  });
  it('accepts a different address', () => {
    expect(uniqueURL('https://dealer.ca/new', { other: 'https://dealer.ca/used' })).toBeNull();
  });
  it('skips an empty value or an empty other address', () => {
    expect(uniqueURL('', { other: 'https://dealer.ca' })).toBeNull();
    expect(uniqueURL('https://dealer.ca', { other: '' })).toBeNull();
  });
  it('compares without scheme, case and final slash', () => {
    expect(comparableUrl(' HTTPS://Dealer.ca/ ')).toBe('dealer.ca');
  });
});
