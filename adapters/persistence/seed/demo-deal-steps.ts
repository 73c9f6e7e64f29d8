import {
  INITIAL_STEPS, STEP_NAMES, STEP_STATUSES, type AppointmentStatus, type DepositMode, type DepositState, type OrderStatus, type StepName, type StepStatuses,
} from '@dealer-panel/core/shared/deal-states';
import type { Rng } from './prng';

/** Where a deal stands: `progress` steps done, then the current step in `current`. */
export interface Stage {
  readonly progress: number;
  readonly current: OrderStatus | null;
}

/** Every status a step can be in while it is the current one: the demo gives each at least one active deal. */
export function coverageStages(): Stage[] {
  const stages: Stage[] = [];
  STEP_NAMES.forEach((step, index) => {
    for (const status of STEP_STATUSES[step]) if (status !== 'initial' && status !== 'completed') stages.push({ progress: index, current: status });
  });
  const deposit = STEP_NAMES.indexOf('deposit');
  // failed and pending each stand for two deposit states (rejected/error, created/initiated)
  stages.push({ progress: deposit, current: 'failed' }, { progress: deposit, current: 'pending' }, { progress: 0, current: null }, { progress: 8, current: null });
  return stages;
}

export function randomStage(rng: Rng): Stage {
  const progress: number = rng.weighted([[0, 8], [1, 10], [2, 14], [3, 16], [4, 16], [5, 14], [6, 10], [7, 6], [8, 8]] as const);
  const step: StepName | undefined = STEP_NAMES[progress];
  if (step === undefined) return { progress, current: null };
  const choices = STEP_STATUSES[step].filter((s) => s !== 'initial' && s !== 'completed');
  return { progress, current: rng.chance(0.15) ? null : rng.pick(choices) };
}

export function stepsOf(stage: Stage): StepStatuses {
  const steps: Record<StepName, OrderStatus> = { ...INITIAL_STEPS };
  STEP_NAMES.forEach((step, index) => {
    if (index < stage.progress) steps[step] = 'completed';
    else if (index === stage.progress && stage.current !== null) steps[step] = stage.current;
  });
  return steps;
}

/** The order-level status a deal at this stage shows. */
export function statusOf(stage: Stage, steps: StepStatuses): OrderStatus {
  if (stage.progress >= STEP_NAMES.length) return steps.deposit === 'reserved' ? 'reserved' : 'completed';
  if (stage.current === null) return stage.progress === 0 ? 'initial' : 'pending';
  return stage.current; // a step's statuses are order-level statuses: the deal shows where it stands
}

export interface DepositFields {
  readonly depositStatus: DepositState | null;
  readonly depositMode: DepositMode | null;
}

/** The deposit behind the deposit step's status; `turn` alternates the two states some statuses stand for. */
export function depositOf(step: OrderStatus, turn: number, rng: Rng): DepositFields {
  const state = ((): DepositState | null => {
    switch (step) {
      case 'completed': case 'reserved': return 'confirmed';
      case 'pre_authorized': return 'pre_authorized';
      case 'refunded': return 'refunded';
      case 'failed': return turn % 2 === 0 ? 'rejected' : 'error';
      case 'canceled': return 'canceled';
      case 'expired': return 'expired';
      case 'pending': return turn % 2 === 0 ? 'created' : 'initiated';
      default: return null;
    }
  })();
  if (state === null) return { depositStatus: null, depositMode: null };
  return { depositStatus: state, depositMode: state === 'pre_authorized' ? 'hold' : rng.chance(0.5) ? 'hold' : 'capture' };
}

export function appointmentOf(step: OrderStatus): AppointmentStatus | null {
  switch (step) {
    case 'appointment': case 'completed': return 'confirmed';
    case 'pending': case 'awaiting-dealer': return 'unconfirmed';
    case 'canceled': return 'cancelled';
    default: return null;
  }
}
