import { defineConfig } from 'drizzle-kit';

/** One schema file per context (adapters/persistence/<context>/schema.ts) and the platform's (shared/). */
const contexts = ['access', 'customers', 'inventory', 'orders', 'payments', 'fees', 'addons', 'documents', 'notifications', 'deposits', 'quotes', 'credit', 'trade-ins', 'leads', 'dms', 'analytics', 'shared'];

export default defineConfig({
  dialect: 'postgresql',
  schema: [...contexts.map((context) => `./adapters/persistence/${context}/schema.ts`), './adapters/persistence/analytics/price-schema.ts', './adapters/persistence/analytics/summary-schema.ts', './adapters/persistence/inventory/feed-schema.ts'],
  out: './adapters/persistence/migrations',
});
