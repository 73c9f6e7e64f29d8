import type { TotpAlgorithm } from './second-factor-ports';

/** RFC 6238's time step, in seconds. */
export const TOTP_PERIOD_SECONDS = 30;
/** Steps either side of now a code is accepted for (clock drift, a code typed as it changes). */
export const TOTP_WINDOW = 1;
export const TOTP_DIGITS = 6;

export function timeStep(now: Date): number {
  return Math.floor(now.getTime() / 1000 / TOTP_PERIOD_SECONDS);
}

/**
 * The time step a code belongs to within ±TOTP_WINDOW of now, null when none. Only steps after
 * `lastUsedStep` count: a code, once accepted, never is again (nor one older than it).
 */
export function matchStep(totp: TotpAlgorithm, secret: string, code: string, now: Date, lastUsedStep: number | null): number | null {
  const current = timeStep(now);
  for (let d = -TOTP_WINDOW; d <= TOTP_WINDOW; d += 1) {
    const step = current + d;
    if (lastUsedStep !== null && step <= lastUsedStep) continue;
    if (sameCode(totp.codeAt(secret, step), code)) return step;
  }
  return null;
}

/** Compares every character whatever the first difference (no early exit on a wrong digit). */
function sameCode(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  let diff = 0;
  for (let i = 0; i < a.length; i += 1) diff |= a.charCodeAt(i) ^ b.charCodeAt(i);
  return diff === 0;
}
