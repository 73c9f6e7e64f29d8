import * as E from 'fp-ts/Either';
import { describe, expect, it } from 'vitest';
import { dmsDealFixture } from '@dealer-panel/core/dms/testing/in-memory-dms';
import { inMemoryDmsLedger, parseDmsSimulation, simulatedDms, timedDms, type DmsSimulation } from '../../adapters/dms/simulated-dms';
import { drizzleDmsLedger } from '../../adapters/persistence/dms/drizzle-dms-repository';
import { dmsContract } from './dms.contract';
import { forEachEngine } from './support/engines';

function subject(ledger = inMemoryDmsLedger()) {
  let simulation: DmsSimulation = { mode: 'ok' };
  const dms = simulatedDms({ ledger, simulation: () => simulation });
  return { dms, failTransiently: (on: boolean) => { simulation = { mode: on ? 'unavailable' : 'ok' }; }, dealsOf: ledger.dealsOf };
}

dmsContract('simulated, in memory', async () => subject());

forEachEngine((engine) => {
  dmsContract('simulated, its deals in the database', async () => subject(drizzleDmsLedger(engine.db())));
});

describe('the simulated DMS\'s DMS_SIMULATE', () => {
  it('reads the documented values and refuses others', () => {
    expect(parseDmsSimulation(undefined)).toEqual({ mode: 'ok' });
    expect(parseDmsSimulation('unavailable')).toEqual({ mode: 'unavailable' });
    expect(parseDmsSimulation('hang')).toEqual({ mode: 'hang' });
    expect(parseDmsSimulation('fail-first:2')).toEqual({ mode: 'fail-first', tries: 2 });
    expect(parseDmsSimulation('sometimes')).toBeNull();
  });

  it('fail-first fails the first tries of each push, then answers', async () => {
    const dms = simulatedDms({ simulation: () => ({ mode: 'fail-first', tries: 2 }) });
    const r = { idempotencyKey: 'k1', storeId: 1, dmsDealNumber: null, deal: dmsDealFixture(5) };
    expect(E.isLeft(await dms.push(r)())).toBe(true);
    expect(E.isLeft(await dms.push(r)())).toBe(true);
    expect(E.isRight(await dms.push(r)())).toBe(true);
  });

  it('a DMS that hangs is a transient timeout after the wait', async () => {
    const dms = timedDms(simulatedDms({ simulation: () => ({ mode: 'hang' }) }), 20);
    expect(await dms.push({ idempotencyKey: 'k2', storeId: 1, dmsDealNumber: null, deal: dmsDealFixture(5) })()).toEqual(E.left({ _tag: 'DmsUnavailable', reason: 'timeout' }));
  });
});
