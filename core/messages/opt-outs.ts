/** Numbers that replied STOP (E.164). Contract: `stop` and `start` are idempotent; `isOptedOut` reads the latest. */
export interface OptOuts {
  isOptedOut(phone: string): Promise<boolean>;
  stop(phone: string, at: Date, source: string): Promise<void>;
  start(phone: string, at: Date, source: string): Promise<void>;
}
