// Makes one store in a fresh production database (issue 30.7's journey, until issue 31's `setup`):
//   DATA_DIR=… node --import tsx tests/harness/make-store.ts "Store name" QC email@store.ca
// prints the new dealership's id. Migrates first (the server would on its start).
import { openDatabase } from '../../adapters/persistence/shared/database';
import { dealerships } from '../../adapters/persistence/schema';

const [name = 'Store', province = 'QC', email = ''] = process.argv.slice(2);
const database = await openDatabase({ databaseUrl: process.env['DATABASE_URL'] || undefined, dataDir: process.env['DATA_DIR'] ?? './data', owner: 'make-store' });
const [row] = await database.db.insert(dealerships).values({
  name, country: 'CA', provinceCode: province, city: 'Montréal', postalCode: 'H2X 1Y4', email, phone: '514-555-0100', defaultLanguage: 'fr_CA',
}).returning({ id: dealerships.id });
await database.close();
process.stdout.write(`${row?.id ?? ''}\n`);
