import { DEALER_BASE_PATH } from '@dealer-panel/core/access/routes';

/** The panel's first files as its page names them: its entry, the modules it preloads, its styles. */
export function panelAssets(html: string): string[] {
  const found = [...html.matchAll(/(?:src|href)="([^"]*\/assets\/[^"]+\.(?:js|css))"/g)].map((match) => match[1] ?? '');
  return [...new Set(found.filter((url) => url !== ''))];
}

type Events = Pick<EventTarget, 'addEventListener' | 'removeEventListener'>;

/**
 * Asks the browser to fetch the panel's first files, without running them, so that the page after
 * sign-in draws from the cache (the hashed assets are kept a year). Once, at the first keystroke
 * on the sign-in page (issue 34); a failure only means the panel downloads as usual.
 */
export function prefetchPanelOnInput(events: Events, prefetch: (href: string) => void = linkPrefetch, fetchText: (url: string) => Promise<string> = pageText): void {
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    events.removeEventListener('input', start, true);
    fetchText(`${DEALER_BASE_PATH}/`).then((html) => panelAssets(html).forEach(prefetch), () => undefined);
  };
  events.addEventListener('input', start, true);
}

/** `<link rel="prefetch">`: fetched at low priority into the cache, for the next page. */
function linkPrefetch(href: string): void {
  const link = document.createElement('link');
  link.rel = 'prefetch';
  link.href = href;
  document.head.appendChild(link);
}

async function pageText(url: string): Promise<string> {
  const answer = await fetch(url, { credentials: 'same-origin' });
  if (!answer.ok) throw new Error(`${url}: ${answer.status}`);
  return answer.text();
}
