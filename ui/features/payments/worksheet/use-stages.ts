import { startTransition, useEffect, useState } from 'react';

/**
 * How many of a screen's `count` parts to draw yet: the first at once, then one more in each idle
 * slice of the browser, each drawn in a transition that React may interrupt (issue 34 item 3). The
 * worksheet drew its three columns, their fees and the desking in one go: a phone's main thread
 * was held for over a second before the page answered a tap. Once all are drawn, all stay.
 */
export function useStages(count: number): number {
  const [shown, setShown] = useState(1);
  useEffect(() => {
    if (shown >= count) return undefined;
    const next = () => startTransition(() => setShown((n) => Math.min(count, n + 1)));
    // An idle slice where the browser has one (not Safari); a macrotask otherwise, after the paint's.
    if (typeof window.requestIdleCallback === 'function') {
      const handle = window.requestIdleCallback(next, { timeout: 500 });
      return () => window.cancelIdleCallback(handle);
    }
    const handle = window.setTimeout(next, 16);
    return () => window.clearTimeout(handle);
  }, [shown, count]);
  return shown;
}
