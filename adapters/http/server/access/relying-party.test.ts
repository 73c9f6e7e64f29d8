import { describe, expect, it } from 'vitest';
import { relyingParty } from './relying-party';

describe('the passkeys relying party', () => {
  it('is PUBLIC_URL when set, whatever host the request names', () => {
    expect(relyingParty('https://panel.example.ca/dealer/', { protocol: 'http', host: 'evil.test' })).toEqual({ id: 'panel.example.ca', origin: 'https://panel.example.ca', name: 'Dealer panel' });
    expect(relyingParty('https://panel.example.ca:8443', { protocol: 'http', host: 'x' })?.origin).toBe('https://panel.example.ca:8443');
  });

  it("is the request's own host without it, the default port left out as browsers write origins", () => {
    expect(relyingParty(undefined, { protocol: 'http', host: '127.0.0.1:8350' })).toEqual({ id: '127.0.0.1', origin: 'http://127.0.0.1:8350', name: 'Dealer panel' });
    expect(relyingParty('  ', { protocol: 'http', host: 'localhost:80' })).toMatchObject({ id: 'localhost', origin: 'http://localhost' });
  });

  it('is nothing for a host that is no address', () => {
    expect(relyingParty(undefined, { protocol: 'http', host: 'bad host/' })).toBeNull();
    expect(relyingParty('ftp://files.example.ca', { protocol: 'http', host: 'x' })).toBeNull();
  });
});
