/** The dependency rule of ARCHITECTURE.md section 3, with readable names. */
module.exports = {
  forbidden: [
    {
      name: 'core-is-framework-free',
      comment: 'core may import only core and fp-ts (no io-ts, rxjs, react, node:*, axios, drizzle).',
      severity: 'error',
      from: { path: '^core/', pathNot: '\\.test\\.ts$' },
      to: { pathNot: ['^core/', '^node_modules/fp-ts/'], dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'core-types-are-framework-free-too',
      severity: 'error',
      from: { path: '^core/', pathNot: '\\.test\\.ts$' },
      to: { dependencyTypes: ['type-only'], pathNot: ['^core/', '^node_modules/fp-ts/'] },
    },
    {
      name: 'core-tests-use-only-core-and-test-tools',
      comment: 'core tests may also read locales/ and use vitest and fast-check.',
      severity: 'error',
      from: { path: '^core/.*\\.test\\.ts$' },
      to: { pathNot: ['^core/', '^locales/', '^node_modules/(fp-ts|vitest|@vitest|fast-check)/'] },
    },
    {
      name: 'core-is-imported-by-name',
      comment: 'Outside core, core is the @dealer-panel/core package: import it by name, not by a relative path.',
      severity: 'error',
      from: { pathNot: '^core/' },
      to: { path: '^core/', dependencyTypesNot: ['aliased-workspace'] },
    },
    {
      name: 'contract-imports-core-io-ts-fp-ts-only',
      severity: 'error',
      from: { path: '^adapters/http/contract/' },
      to: { pathNot: ['^core/', '^adapters/http/contract/', '^node_modules/(io-ts|fp-ts)/'] },
    },
    {
      name: 'adapters-do-not-reach-ui',
      severity: 'error',
      from: { path: '^adapters/' },
      to: { path: '^ui/' },
    },
    {
      name: 'only-di-composes-adapter-families',
      comment: 'An adapter imports core, the contract and its own family; adapters/di wires them all.',
      severity: 'error',
      from: { path: '^adapters/(?!di/)([^/]+)/' },
      to: { path: '^adapters/(?!http/contract/)([^/]+)/', pathNot: ['^adapters/$1/'] },
    },
    {
      name: 'ui-does-not-import-adapters-except-contract-and-client',
      comment: 'ui reaches the server through use-case tokens; only ui/main.tsx may import the web container.',
      severity: 'error',
      from: { path: '^ui/', pathNot: '^ui/main\\.tsx$' },
      to: { path: '^adapters/', pathNot: ['^adapters/http/contract/', '^adapters/di/tokens\\.ts$'] },
    },
    {
      name: 'ui-does-not-import-server-libraries',
      severity: 'error',
      from: { path: '^ui/' },
      to: { path: '^node_modules/(fastify|@fastify|drizzle-orm|pg|@electric-sql|@node-rs)/' },
    },
    {
      name: 'nobody-imports-tests',
      severity: 'error',
      from: { pathNot: '^tests/' },
      to: { path: '^tests/' },
    },
    {
      name: 'no-circular',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    exclude: { path: '(^|/)(dist|data)/' },
    enhancedResolveOptions: { exportsFields: ['exports'], conditionNames: ['import', 'require', 'node', 'default', 'types'] },
  },
};
