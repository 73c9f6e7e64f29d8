import { drizzleOtpDeviceRepository } from '../../adapters/persistence/access/drizzle-otp-device-repository';
import { otpDeviceRepositoryContract } from './otp-device-repository.contract';
import { forEachEngine } from './support/engines';
import { insertUser } from './support/fixtures';

forEachEngine((engine) => {
  otpDeviceRepositoryContract(async () => {
    const db = engine.db();
    return { devices: drizzleOtpDeviceRepository(db), newUserId: () => insertUser(db) };
  });
});
