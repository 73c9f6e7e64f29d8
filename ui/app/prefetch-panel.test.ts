import { describe, expect, it } from 'vitest';
import { panelAssets, prefetchPanelOnInput } from './prefetch-panel';

const PANEL = `<!doctype html><html><head>
<link rel="icon" href="/dealer/favicon.svg" type="image/svg+xml" />
<script type="module" crossorigin src="/dealer/assets/index-CXS1_QEn.js"></script>
<link rel="modulepreload" crossorigin href="/dealer/assets/react-CBkHgbpU.js">
<link rel="modulepreload" crossorigin href="/dealer/assets/react-CBkHgbpU.js">
<link rel="stylesheet" crossorigin href="/dealer/assets/index-Bp-CpzYm.css">
</head><body><div id="root"></div></body></html>`;

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the panel prefetched from the sign-in page (issue 34)', () => {
  it('reads the entry, the preloaded modules and the styles of the panel page, once each, not the favicon', () => {
    expect(panelAssets(PANEL)).toEqual(['/dealer/assets/index-CXS1_QEn.js', '/dealer/assets/react-CBkHgbpU.js', '/dealer/assets/index-Bp-CpzYm.css']);
    expect(panelAssets('<html></html>')).toEqual([]);
  });

  it('asks for the panel page at the first keystroke only, then prefetches its files', async () => {
    const events = new EventTarget();
    const asked: string[] = [];
    const prefetched: string[] = [];
    prefetchPanelOnInput(events, (href) => prefetched.push(href), (url) => { asked.push(url); return Promise.resolve(PANEL); });
    await settle();
    expect(asked).toEqual([]);
    events.dispatchEvent(new Event('input'));
    events.dispatchEvent(new Event('input'));
    await settle();
    expect(asked).toEqual(['/dealer/']);
    expect(prefetched).toEqual(panelAssets(PANEL));
  });

  it('leaves the panel to download as usual when its page cannot be read', async () => {
    const events = new EventTarget();
    const prefetched: string[] = [];
    prefetchPanelOnInput(events, (href) => prefetched.push(href), () => Promise.reject(new Error('offline')));
    events.dispatchEvent(new Event('input'));
    await settle();
    expect(prefetched).toEqual([]);
  });
});
