import { useEffect, useMemo } from 'react';
import { MAX_EVENTS_PER_BATCH } from '@dealer-panel/core/analytics/page-events';

/** Where batches of page views go (POST /api/dealer/events/); never throws, never tells the user. */
export type PageViewSink = (pages: readonly string[]) => void;

export interface BatchTimer {
  readonly set: (run: () => void, ms: number) => unknown;
  readonly clear: (handle: unknown) => void;
}

/** How long page views wait to be sent together (a leaving page sends at once). */
export const BATCH_DELAY_MS = 10_000;

/**
 * Page views gathered into batches: sent when 20 are waiting, BATCH_DELAY_MS after the first of a
 * batch, or at once when the page is being left (`flush`).
 */
export function pageViewBatcher(sink: PageViewSink, timer: BatchTimer) {
  let waiting: string[] = [];
  let handle: unknown = null;
  const flush = () => {
    if (handle !== null) { timer.clear(handle); handle = null; }
    if (waiting.length === 0) return;
    const batch = waiting;
    waiting = [];
    sink(batch);
  };
  return {
    record(page: string) {
      waiting.push(page);
      if (waiting.length >= MAX_EVENTS_PER_BATCH) flush();
      else handle ??= timer.set(flush, BATCH_DELAY_MS);
    },
    flush,
  };
}

const readCookie = (name: string): string => document.cookie.split('; ').find((c) => c.startsWith(`${name}=`))?.slice(name.length + 1) ?? '';

/**
 * The browser's sink: a keepalive fetch, which (unlike sendBeacon) can carry the anti-forgery
 * header and still completes while the page unloads. Failures are dropped: a lost page view is
 * not worth a retry or a message.
 */
export const browserPageViewSink: PageViewSink = (pages) => beaconPost('/api/dealer/events/', pages, {});

/** The shop's sink: the customer's page views for the store of the deal whose link is open. */
export const shopPageViewSink = (dealToken: string): PageViewSink => (pages) => beaconPost('/api/customer/events/', pages, { 'X-Deal-Token': dealToken });

function beaconPost(url: string, pages: readonly string[], headers: Readonly<Record<string, string>>): void {
  void fetch(url, {
    method: 'POST', keepalive: true, credentials: 'same-origin',
    headers: { ...headers, 'Content-Type': 'application/json', 'X-CSRFToken': decodeURIComponent(readCookie('csrftoken')) },
    body: JSON.stringify({ events: pages.map((page) => ({ page })) }),
  }).catch(() => undefined);
}

/** Records a page view of `page` each time `path` changes (null: nothing to record), sent in batches. */
export function usePageViews(page: string | null, path: string, sink: PageViewSink = browserPageViewSink): void {
  const batcher = useMemo(() => pageViewBatcher(sink, { set: (run, ms) => window.setTimeout(run, ms), clear: (h) => window.clearTimeout(h as number) }), [sink]);
  useEffect(() => { if (page !== null) batcher.record(page); }, [batcher, page, path]);
  useEffect(() => {
    const leave = () => { if (document.visibilityState === 'hidden') batcher.flush(); };
    document.addEventListener('visibilitychange', leave);
    window.addEventListener('pagehide', batcher.flush);
    return () => { document.removeEventListener('visibilitychange', leave); window.removeEventListener('pagehide', batcher.flush); batcher.flush(); };
  }, [batcher]);
}
