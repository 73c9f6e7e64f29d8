/** Spec and issue constants: idle 30 minutes (answered 440), absolute 12 hours. */
export const SESSION_IDLE_MS = 30 * 60 * 1000;
export const SESSION_ABSOLUTE_MS = 12 * 60 * 60 * 1000;
/** lastSeenAt is written at most this often, so reads stay reads. */
export const SESSION_TOUCH_MS = 60 * 1000;
export const REMEMBER_DEVICE_MS = 30 * 24 * 60 * 60 * 1000;

export interface Session {
  readonly id: string; // the hash of the cookie token
  readonly userId: number;
  readonly dealershipId: number | null;
  readonly fullyAuthenticated: boolean;
  readonly language: string | null;
  readonly createdAt: Date;
  readonly lastSeenAt: Date;
  readonly expiresAt: Date;
  readonly endedAt: Date | null;
}

export type SessionState = 'active' | 'ended' | 'idle_expired' | 'absolute_expired';

export function sessionState(session: Session, now: Date): SessionState {
  if (session.endedAt !== null) return 'ended';
  if (now.getTime() >= session.expiresAt.getTime()) return 'absolute_expired';
  if (now.getTime() - session.lastSeenAt.getTime() >= SESSION_IDLE_MS) return 'idle_expired';
  return 'active';
}

export function needsTouch(session: Session, now: Date): boolean {
  return now.getTime() - session.lastSeenAt.getTime() >= SESSION_TOUCH_MS;
}
