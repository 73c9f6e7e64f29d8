import { describe, expect, it } from 'vitest';
import { inMemoryDisclosures } from '@dealer-panel/core/stores/testing/in-memory-stores';
import { CLOSED_WEEK } from '@dealer-panel/core/stores/store-settings';
import { drizzleDisclosuresRepository } from '../../adapters/persistence/stores/drizzle-disclosures-repository';
import { drizzleStoreRepository } from '../../adapters/persistence/stores/drizzle-store-repository';
import { disclosuresRepositoryContract } from './disclosures-repository.contract';
import { forEachEngine } from './support/engines';
import { insertDealership } from './support/fixtures';

describe('in memory', () => {
  disclosuresRepositoryContract('in memory', async () => ({ disclosures: inMemoryDisclosures([1, 2]), dealershipId: 1, otherDealershipId: 2 }));
});

forEachEngine((engine) => {
  disclosuresRepositoryContract('drizzle', async () => {
    const db = engine.db();
    return { disclosures: drizzleDisclosuresRepository(db), dealershipId: await insertDealership(db), otherDealershipId: await insertDealership(db) };
  });

  it('shares the store\'s row with its settings: neither write undoes the other', async () => {
    const db = engine.db();
    const id = await insertDealership(db);
    const disclosures = drizzleDisclosuresRepository(db);
    const stores = drizzleStoreRepository(db);
    const saved = { disclosures: (await disclosures.read(id))!.disclosures, disclaimerPackage: [{ type: 'Financing', superscript: '1' }] };
    await disclosures.write(id, { ...saved, disclosures: { ...saved.disclosures, deposit: { en: 'Refundable.', fr: 'Remboursable.' } } }, new Date());
    const before = (await stores.settings(id))!;
    await stores.update(id, { ...before, name: 'Renamed', hours: CLOSED_WEEK }, new Date());
    expect((await disclosures.read(id))?.disclosures.deposit).toEqual({ en: 'Refundable.', fr: 'Remboursable.' });
    expect((await disclosures.read(id))?.disclaimerPackage).toEqual([{ type: 'Financing', superscript: '1' }]);
    await disclosures.write(id, saved, new Date());
    expect((await stores.settings(id))?.name).toBe('Renamed');
  });
});
