import type { ValuationResult, ValuationVendor } from '@dealer-panel/core/trade-ins/valuation';

/** A vendor's answer waited for at most this long (under the browser's 15 s request timeout). */
export const VENDOR_TIMEOUT_MS = 8_000;

/**
 * A vendor bounded by its own timeout: after `ms` its answer is `unknown` (reason `timeout`) and a
 * late answer is dropped. Each vendor has its own, so one slow vendor delays no other's estimate.
 */
export function timedVendor(vendor: ValuationVendor, ms = VENDOR_TIMEOUT_MS): ValuationVendor {
  return {
    name: vendor.name,
    estimate(request) {
      let timer: ReturnType<typeof setTimeout> | undefined;
      const timeout = new Promise<ValuationResult>((resolve) => {
        timer = setTimeout(() => resolve({ ok: false, code: 'unknown', reason: 'timeout' }), ms);
      });
      const answer = vendor.estimate(request).catch((): ValuationResult => ({ ok: false, code: 'unknown', reason: null }));
      return Promise.race([answer, timeout]).finally(() => clearTimeout(timer));
    },
  };
}
