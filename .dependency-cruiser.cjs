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
      to: { path: '^(ui|shop)/' },
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
      name: 'a-feature-does-not-import-another',
      comment: 'A file under ui/features/<x>/ imports nothing under ui/features/<y>/: what two features share lives in ui/shared (or core); ui/app composes them.',
      severity: 'error',
      from: { path: '^ui/features/([^/]+)/' },
      to: { path: '^ui/features/([^/]+)/', pathNot: '^ui/features/$1/' },
    },
    {
      name: 'ui-reaches-the-http-client-only-through-ports',
      comment:
        'Naming convention: only a `*-module.ts` (an Inversify module binding ports and view models to the client) and an ' +
        '`http-*.ts` (a port written over the client) may import axios, the client (adapters/http/client) or the value ' +
        'WebTokens of adapters/di/tokens.ts (WebTokens.api is the client); ui/main.tsx composes, ui/shared/browser-tokens.ts ' +
        'hands out the other WebTokens. Components, hooks and view models see a port or a view model: from tokens.ts only types.',
      severity: 'error',
      from: {
        path: '^ui/',
        pathNot: ['^ui/main\\.tsx$', '^ui/shared/browser-tokens\\.ts$', '(^|/)[^/]+-module\\.ts$', '(^|/)http-[^/]+\\.ts$'],
      },
      to: { path: ['^node_modules/axios/', '^adapters/http/client/'] },
    },
    {
      name: 'ui-resolves-the-http-client-only-in-ports',
      comment: 'The same convention for WebTokens: a type-only import of adapters/di/tokens.ts (HttpProblem, CallRoute) is fine anywhere in ui.',
      severity: 'error',
      from: {
        path: '^ui/',
        pathNot: ['^ui/main\\.tsx$', '^ui/shared/browser-tokens\\.ts$', '(^|/)[^/]+-module\\.ts$', '(^|/)http-[^/]+\\.ts$'],
      },
      to: { path: '^adapters/di/tokens\\.ts$', dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'the-dealer-panel-does-not-import-the-shop',
      comment: 'ui/ (the dealer panel) and shop/ (the customer app) are two frontends: the dealer panel imports nothing of the shop.',
      severity: 'error',
      from: { path: '^ui/' },
      to: { path: '^shop/' },
    },
    {
      name: 'the-shop-imports-only-ui-shared',
      comment: 'The customer app shares ui/shared (hooks, formats, i18n, theme) with the dealer panel, never its pages (ui/app, ui/features).',
      severity: 'error',
      from: { path: '^shop/' },
      to: { path: '^ui/', pathNot: '^ui/shared/' },
    },
    {
      name: 'shop-does-not-import-adapters-except-contract-and-client',
      comment: 'shop reaches the server through its ports; only shop/main.tsx may import its web container (adapters/di/shop-web.ts).',
      severity: 'error',
      from: { path: '^shop/', pathNot: '^shop/main\\.tsx$' },
      to: { path: '^adapters/', pathNot: ['^adapters/http/contract/', '^adapters/di/tokens\\.ts$'] },
    },
    {
      name: 'a-shop-feature-does-not-import-another',
      comment: 'As in ui/: a file under shop/features/<x>/ imports nothing under shop/features/<y>/; shop/app composes them, shop/shared holds what they share.',
      severity: 'error',
      from: { path: '^shop/features/([^/]+)/' },
      to: { path: '^shop/features/([^/]+)/', pathNot: '^shop/features/$1/' },
    },
    {
      name: 'shop-reaches-the-http-client-only-through-ports',
      comment: 'The convention of ui/: only a `*-module.ts` or an `http-*.ts` file of shop/ may import axios, the client or the value WebTokens.',
      severity: 'error',
      from: { path: '^shop/', pathNot: ['^shop/main\\.tsx$', '(^|/)[^/]+-module\\.ts$', '(^|/)http-[^/]+\\.ts$'] },
      to: { path: ['^node_modules/axios/', '^adapters/http/client/'] },
    },
    {
      name: 'shop-resolves-the-http-client-only-in-ports',
      severity: 'error',
      from: { path: '^shop/', pathNot: ['^shop/main\\.tsx$', '(^|/)[^/]+-module\\.ts$', '(^|/)http-[^/]+\\.ts$'] },
      to: { path: '^adapters/di/tokens\\.ts$', dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'ui-does-not-import-server-libraries',
      severity: 'error',
      from: { path: '^(ui|shop)/' },
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
