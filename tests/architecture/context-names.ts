/**
 * The context names (ARCHITECTURE.md section 2; docs/architecture.md's table): one list, in one file.
 * Every folder directly under a layer below is one of them or one of that layer's named exceptions
 * (`context-names.test.ts` fails on any other). A context may have no folder in a layer yet.
 */
export const CONTEXTS = [
  'access', 'people', 'customers', 'orders', 'inventory', 'deposits', 'appointments', 'documents',
  'trade-ins', 'quotes', 'credit', 'payments', 'fees', 'addons', 'analytics', 'messages',
  'stores', 'dms', 'recap', 'leads', 'notifications',
] as const;

export type ContextName = (typeof CONTEXTS)[number];

/** The layers cut by context, each with the folders that belong to no context (and why). */
export const LAYERS: Readonly<Record<string, readonly string[]>> = {
  core: ['shared', 'testing'], // money, ids, errors, validation, ports every context uses; the in-memory ports (@dealer-panel/core/testing)
  'adapters/persistence': ['shared', 'migrations', 'seed'], // the database, the generated migrations, the demo data
  'adapters/http/server': ['platform'], // Fastify plugins and helpers
  'adapters/http/contract': [], // the shared codecs (common, enums, all-routes, openapi…) are files at the top
  'ui/features': [],
  'shop/features': [],
};
