import type { Dms } from '@dealer-panel/core/dms/dms';
import type { DmsRepository } from '@dealer-panel/core/dms/dms-repository';
import { simulatedDms, timedDms, DMS_TIMEOUT_MS, type DmsSimulation, type SimulatedDmsLedger } from '../dms/simulated-dms';
import { switchableDmsQueue, type SwitchableDmsQueue } from '../jobs/dms-push-job';
import { drizzleDmsLedger, drizzleDmsRepository } from '../persistence/dms/drizzle-dms-repository';
import type { Db } from '../persistence/shared/database';

/** The DMS link (issue 16 item 6): the DMS, the simulated DMS's ledger, the pushes and their queue. */
export interface DmsPorts {
  /** The DMS deals are pushed to (the simulated one, its answers kept in the database), bounded by its timeout. */
  readonly dms: Dms;
  /** The simulated DMS's own deals (tests count them). */
  readonly dmsLedger: SimulatedDmsLedger;
  readonly dmsPushes: DmsRepository;
  /** The pushes' queue: the pushes table on the embedded database until the server points it at pg-boss (PostgreSQL). */
  readonly dmsQueue: SwitchableDmsQueue & { wake: () => void };
}

export interface DmsOptions {
  /** How the simulated DMS behaves (DMS_SIMULATE; read at each push, so tests may change it); default: it answers. */
  readonly dmsSimulation?: () => DmsSimulation;
  /** The DMS's timeout (default DMS_TIMEOUT_MS). */
  readonly dmsTimeoutMs?: number;
}

export function dmsPorts(db: Db, options: DmsOptions): DmsPorts {
  const dmsLedger = drizzleDmsLedger(db);
  return {
    dms: timedDms(simulatedDms({ ledger: dmsLedger, ...(options.dmsSimulation ? { simulation: options.dmsSimulation } : {}) }), options.dmsTimeoutMs ?? DMS_TIMEOUT_MS),
    dmsLedger,
    dmsPushes: drizzleDmsRepository(db),
    dmsQueue: switchableDmsQueue(),
  };
}
