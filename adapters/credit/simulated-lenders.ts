import { randomInt } from 'node:crypto';
import type { LenderSubmission, LenderSubmissions } from '@dealer-panel/core/credit/lender-submission';

const PREFIX = { dealertrack: 'DT', routeone: 'R1', vw_finance: 'VWF' } as const;

/**
 * A simulated credit system (demo and tests): accepts every application and answers references in
 * the system's style (`DT-<deal>-<6 digits>`, a lead `L-…`). Sends nothing anywhere: a real adapter
 * needs the system's partner contract and credentials (docs/decisions/credit.md "Credit application").
 */
export function simulatedLender(system: keyof typeof PREFIX): LenderSubmission {
  return {
    system,
    async submit(application) {
      const n = () => String(randomInt(0, 1_000_000)).padStart(6, '0');
      return { ok: true, creditCheckReferenceNumber: `${PREFIX[system]}-${application.orderId}-${n()}`, leadReferenceNumber: `L-${PREFIX[system]}-${n()}` };
    },
  };
}

/** The three systems of static data, each simulated. */
export function simulatedLenders(): LenderSubmissions {
  return { dealertrack: simulatedLender('dealertrack'), routeone: simulatedLender('routeone'), vw_finance: simulatedLender('vw_finance') };
}
