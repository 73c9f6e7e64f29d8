import { describe, expect, it } from 'vitest';
import { thirdPartyScripts, withThirdPartyTags } from './third-party-scripts';

const INDEX = '<!doctype html><html><head><title>Panel</title></head><body></body></html>';
const none = { googleAnalyticsId: '', optimizelyProjectId: '' };

describe('Google Analytics and Optimizely on the dealer panel', () => {
  it('loads nothing and adds no host when neither is configured', () => {
    expect(thirdPartyScripts(undefined)).toBeNull();
    expect(thirdPartyScripts(none)).toBeNull();
    expect(thirdPartyScripts({ googleAnalyticsId: '  ', optimizelyProjectId: '' })).toBeNull();
    expect(withThirdPartyTags(INDEX, null)).toBe(INDEX);
  });

  it('loads gtag.js and its set-up file, naming only Google\'s hosts', () => {
    const s = thirdPartyScripts({ ...none, googleAnalyticsId: ' G-AB12CD34 ' });
    expect(s).toEqual({
      headTags: '<script async src="https://www.googletagmanager.com/gtag/js?id=G-AB12CD34"></script><script src="/dealer/gtag-config.js"></script>',
      gtagConfig: expect.stringContaining('gtag(\'config\', "G-AB12CD34");'),
      scriptSrc: ['https://www.googletagmanager.com'],
      connectSrc: ['https://*.google-analytics.com', 'https://*.analytics.google.com', 'https://www.googletagmanager.com'],
      ignored: [],
    });
    expect(withThirdPartyTags(INDEX, s)).toBe(`<!doctype html><html><head><title>Panel</title>${s!.headTags}</head><body></body></html>`);
  });

  it('loads the Optimizely project\'s snippet first, naming only Optimizely\'s hosts', () => {
    const s = thirdPartyScripts({ googleAnalyticsId: 'G-AB12CD34', optimizelyProjectId: '1234567890' });
    expect(s?.headTags).toMatch(/^<script src="https:\/\/cdn\.optimizely\.com\/js\/1234567890\.js"><\/script><script async src="https:\/\/www\.googletagmanager\.com/);
    expect(s?.scriptSrc).toEqual(['https://cdn.optimizely.com', 'https://www.googletagmanager.com']);
    expect(thirdPartyScripts({ ...none, optimizelyProjectId: '1234567890' })).toMatchObject({ gtagConfig: null, scriptSrc: ['https://cdn.optimizely.com'], connectSrc: ['https://logx.optimizely.com'] });
  });

  it('ignores, and names, a setting that is not an id (nothing of it reaches the page)', () => {
    const s = thirdPartyScripts({ googleAnalyticsId: 'G-1"><script>alert(1)</script>', optimizelyProjectId: 'abc' });
    expect(s).toEqual({ headTags: '', gtagConfig: null, scriptSrc: [], connectSrc: [], ignored: ['GOOGLE_ANALYTICS_ID', 'OPTIMIZELY_PROJECT_ID'] });
    expect(withThirdPartyTags(INDEX, s)).toBe(INDEX);
    expect(thirdPartyScripts({ googleAnalyticsId: 'UA-1234-1', optimizelyProjectId: '1234567890' })).toMatchObject({ ignored: ['GOOGLE_ANALYTICS_ID'], scriptSrc: ['https://cdn.optimizely.com'] });
  });
});
