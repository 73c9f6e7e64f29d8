import { describe, expect, it } from 'vitest';
import { landing, serviceProvider } from './sso-routes';

describe('landing', () => {
  it('keeps a path inside the panel', () => {
    expect(landing('/dealer/customers?page=2')).toBe('/dealer/customers?page=2');
    expect(landing('/dealer/')).toBe('/dealer/');
  });

  it('sends anything else to the panel\'s home: other sites, the API, odd values', () => {
    for (const next of ['https://evil.example', '//evil.example', '/dealer//evil.example', '/dealer/\\evil', '/api/dealer/user/logout/', '', 42, undefined, `/dealer/${'x'.repeat(600)}`]) {
      expect(landing(next)).toBe('/dealer/');
    }
  });
});

describe('serviceProvider', () => {
  it('gives each store and source its own entity id and assertion consumer', () => {
    expect(serviceProvider('https://panel.example', { dealershipId: 7, source: 'vw_sso' })).toEqual({
      entityId: 'https://panel.example/api/sso/7/vw_sso/metadata/', acsUrl: 'https://panel.example/api/sso/7/vw_sso/acs/',
    });
  });
});
