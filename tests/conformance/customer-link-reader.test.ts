import { drizzleCustomerLinkReader } from '../../adapters/persistence/customers/drizzle-customer-link-reader';
import { customerLinkReaderContract } from './customer-link-reader.contract';
import { forEachEngine } from './support/engines';
import { insertCustomer, insertOrder } from './support/deal-fixtures';
import { insertDealership, unique } from './support/fixtures';
import { insertVehicle } from './support/inventory-fixtures';

forEachEngine((engine) => {
  customerLinkReaderContract(async () => {
    const db = engine.db();
    const dealershipName = unique('Honda de Laval');
    const dealershipId = await insertDealership(db, { name: dealershipName, city: 'Laval', provinceCode: 'QC' });
    return {
      links: drizzleCustomerLinkReader(db),
      dealershipId, dealershipName, dealershipCity: 'Laval',
      vehicleId: await insertVehicle(db, dealershipId, { year: 2024, make: 'Honda', model: 'Civic', trim: 'Sport' }),
      addCustomer: (fields) => insertCustomer(db, dealershipId, fields),
      addOrder: (fields) => insertOrder(db, dealershipId, fields),
    };
  });
});
