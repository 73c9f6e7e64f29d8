import { drizzleRememberedDeviceRepository } from '../../adapters/persistence/access/drizzle-remembered-device-repository';
import { rememberedDeviceRepositoryContract } from './remembered-device-repository.contract';
import { forEachEngine } from './support/engines';
import { insertUser } from './support/fixtures';

forEachEngine((engine) => {
  rememberedDeviceRepositoryContract(async () => {
    const db = engine.db();
    return { devices: drizzleRememberedDeviceRepository(db), newUserId: () => insertUser(db) };
  });
});
