/** The only source of time in core. Contract: `now()` never goes backwards within a process. */
export interface Clock {
  now(): Date;
}
