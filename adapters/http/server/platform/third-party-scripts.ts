/**
 * Google Analytics (GA4's gtag.js) and Optimizely Web on the dealer panel (spec 000 section 3 "App
 * settings": GoogleAnalyticsID, OptimizelyProjectID), honoured only when configured: the tags the
 * dealer app's index.html gets before </head>, and the hosts its Content-Security-Policy must
 * name for them, nothing wider. Unset (or not an id of the expected form): nothing is loaded and
 * the policy is the one of every other answer.
 */

/** The ids as /settings/ answers them (GOOGLE_ANALYTICS_ID, OPTIMIZELY_PROJECT_ID); blank when unset. */
export interface ThirdPartyIds {
  readonly googleAnalyticsId: string;
  readonly optimizelyProjectId: string;
}

export interface ThirdPartyScripts {
  /** What index.html gets before </head>. */
  readonly headTags: string;
  /** The body of `${base}/gtag-config.js` (gtag's set-up as a file of ours: the CSP allows no inline script); null without GA. */
  readonly gtagConfig: string | null;
  /** The hosts added to the CSP's script-src and connect-src. */
  readonly scriptSrc: readonly string[];
  readonly connectSrc: readonly string[];
  /** Settings given but not of the expected form (not loaded; the server says so at start). */
  readonly ignored: readonly string[];
}

/** A GA4 measurement id (G-XXXXXXX); Universal Analytics (UA-) stopped collecting in 2023. */
const GA_ID = /^G-[A-Z0-9]{4,20}$/;
/** An Optimizely Web project id: digits. */
const OPTIMIZELY_ID = /^\d{4,20}$/;

/** gtag.js is served by www.googletagmanager.com; GA4 sends its hits to regional *.google-analytics.com / *.analytics.google.com hosts (Google's CSP guide). */
const GA_SCRIPT_HOSTS = ['https://www.googletagmanager.com'];
const GA_CONNECT_HOSTS = ['https://*.google-analytics.com', 'https://*.analytics.google.com', 'https://www.googletagmanager.com'];
/** The snippet comes from cdn.optimizely.com; its events go to logx.optimizely.com. */
const OPTIMIZELY_SCRIPT_HOSTS = ['https://cdn.optimizely.com'];
const OPTIMIZELY_CONNECT_HOSTS = ['https://logx.optimizely.com'];

/** The scripts and CSP hosts for the configured ids; null when neither is configured (or valid). */
export function thirdPartyScripts(ids: ThirdPartyIds | undefined, base = '/dealer'): ThirdPartyScripts | null {
  const ga = ids?.googleAnalyticsId.trim() ?? '';
  const optimizely = ids?.optimizelyProjectId.trim() ?? '';
  const ignored = [...(ga !== '' && !GA_ID.test(ga) ? ['GOOGLE_ANALYTICS_ID'] : []), ...(optimizely !== '' && !OPTIMIZELY_ID.test(optimizely) ? ['OPTIMIZELY_PROJECT_ID'] : [])];
  const withGa = GA_ID.test(ga);
  const withOptimizely = OPTIMIZELY_ID.test(optimizely);
  if (!withGa && !withOptimizely) return ignored.length === 0 ? null : { headTags: '', gtagConfig: null, scriptSrc: [], connectSrc: [], ignored };
  const tags = [
    // Optimizely first and blocking, as its vendor asks: its changes apply before the page paints.
    ...(withOptimizely ? [`<script src="https://cdn.optimizely.com/js/${optimizely}.js"></script>`] : []),
    ...(withGa ? [`<script async src="https://www.googletagmanager.com/gtag/js?id=${ga}"></script>`, `<script src="${base}/gtag-config.js"></script>`] : []),
  ];
  return {
    headTags: tags.join(''),
    gtagConfig: withGa
      ? `window.dataLayer = window.dataLayer || [];\nfunction gtag() { window.dataLayer.push(arguments); }\ngtag('js', new Date());\ngtag('config', ${JSON.stringify(ga)});\n`
      : null,
    scriptSrc: [...(withOptimizely ? OPTIMIZELY_SCRIPT_HOSTS : []), ...(withGa ? GA_SCRIPT_HOSTS : [])],
    connectSrc: [...(withOptimizely ? OPTIMIZELY_CONNECT_HOSTS : []), ...(withGa ? GA_CONNECT_HOSTS : [])],
    ignored,
  };
}

/** index.html with the tags at the end of its head (unchanged when there are none). */
export function withThirdPartyTags(html: string, scripts: ThirdPartyScripts | null): string {
  if (scripts === null || scripts.headTags === '') return html;
  const at = html.search(/<\/head>/i);
  return at < 0 ? `${scripts.headTags}${html}` : `${html.slice(0, at)}${scripts.headTags}${html.slice(at)}`;
}
