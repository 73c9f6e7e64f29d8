/** The dependency rule of ARCHITECTURE.md section 3, with readable names. */
/* eslint-disable @typescript-eslint/no-require-imports -- a CommonJS config, read by dependency-cruiser */
const fs = require('node:fs');
const path = require('node:path');
/* eslint-enable @typescript-eslint/no-require-imports */

/**
 * Core's contexts, lowest first (issue 33 item 3): a context imports only contexts of a lower
 * layer, so no two contexts import each other, directly or round a loop. Contexts of one layer
 * import none of each other. A new context, or a new import that goes up, moves a context here.
 */
const CORE_LAYERS = [
  ['access'],
  ['notifications', 'stores'],
  ['inventory', 'people'],
  ['customers'],
  ['orders'],
  ['appointments', 'credit', 'deposits', 'fees', 'leads', 'messages'],
  ['documents'],
  ['trade-ins'],
  ['payments'],
  ['analytics', 'dms', 'quotes', 'recap'],
  ['addons'],
];

/**
 * Imports allowed to go up, each to remove: none left (issue 33 item 3). The deal's state vocabulary
 * is in core/shared; the customer's deal tasks and login-as-customer are the deal's (orders).
 */
const CORE_LAYER_EXCEPTIONS = {};

// A folder of core missing from the layers would escape the rule: the check fails instead. core/testing
// (the in-memory ports published as @dealer-panel/core/testing) is no context: it sits above them all.
const unplaced = fs.readdirSync(path.join(__dirname, 'core'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && !['shared', 'testing', 'node_modules', 'dist'].includes(entry.name) && !CORE_LAYERS.flat().includes(entry.name));
if (unplaced.length > 0) throw new Error(`.dependency-cruiser.cjs: place core/${unplaced.map((e) => e.name).join(', core/')} in CORE_LAYERS`);

const coreLayerRules = CORE_LAYERS.flatMap((layer, index) => layer.flatMap((context) => {
  const above = CORE_LAYERS.slice(index).flat().filter((c) => c !== context && !(CORE_LAYER_EXCEPTIONS[context] ?? []).includes(c));
  return above.length === 0 ? [] : [{
    name: `core-context-${context}-imports-only-lower-layers`,
    comment: `core/${context}/ imports no context of its layer or above (CORE_LAYERS): no cycle between core's contexts. Tests may.`,
    severity: 'error',
    from: { path: `^core/${context}/`, pathNot: '\\.test\\.ts$' },
    to: { path: `^core/(${above.join('|')})/` },
  }];
}));

module.exports = {
  forbidden: [
    {
      name: 'core-shared-imports-no-context',
      comment: 'core/shared is below every context: contexts build on it, never the reverse (tests included).',
      severity: 'error',
      from: { path: '^core/shared/' },
      to: { path: '^core/', pathNot: '^core/shared/' },
    },
    ...coreLayerRules,
    {
      name: 'core-testing-is-for-tests',
      comment: 'core/testing (in-memory ports, @dealer-panel/core/testing) is for tests and testing helpers: no module the app runs imports it.',
      severity: 'error',
      from: { path: '^(core|adapters|ui|shop)/', pathNot: ['\\.test\\.tsx?$', '(^|/)testing/'] },
      to: { path: '^core/testing/' },
    },
    {
      name: 'core-is-framework-free',
      comment: 'core may import only core and fp-ts (no io-ts, rxjs, react, node:*, an HTTP client, drizzle).',
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
      comment: 'ui reaches the server through use-case tokens; only the entries (ui/main.tsx, ui/sign-in.tsx) may import the web container or the browser api client.',
      severity: 'error',
      from: { path: '^ui/', pathNot: ['^ui/main\\.tsx$', '^ui/sign-in\\.tsx$'] },
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
      name: 'a-feature-does-not-import-the-app',
      comment: 'ui/app composes the features, so arrows point from ui/app to ui/features: a feature finds the session\'s tokens, the user\'s rights and sign-out in ui/shared, and declares its view models\' tokens itself (<feature>-tokens.ts).',
      severity: 'error',
      from: { path: '^ui/features/' },
      to: { path: '^ui/app/' },
    },
    {
      name: 'ui-shared-imports-neither-features-nor-the-app',
      comment: 'ui/shared is the bottom layer of ui: what several features use, with no arrow up to a feature or to ui/app.',
      severity: 'error',
      from: { path: '^ui/shared/' },
      to: { path: '^ui/(app|features)/' },
    },
    {
      name: 'ui-reaches-the-http-client-only-through-ports',
      comment:
        'Naming convention: only a `*-module.ts` (an Inversify module binding ports and view models to the client) and an ' +
        '`http-*.ts` (a port written over the client) may import the client (adapters/http/client) or the value ' +
        'WebTokens of adapters/di/tokens.ts (WebTokens.api is the client); ui/main.tsx composes, ui/shared/browser-tokens.ts ' +
        'hands out the other WebTokens. Components, hooks and view models see a port or a view model: from tokens.ts only types.',
      severity: 'error',
      from: {
        path: '^ui/',
        pathNot: ['^ui/main\\.tsx$', '^ui/sign-in\\.tsx$', '^ui/shared/browser-tokens\\.ts$', '(^|/)[^/]+-module\\.ts$', '(^|/)http-[^/]+\\.ts$'],
      },
      to: { path: ['^adapters/http/client/'] },
    },
    {
      name: 'ui-resolves-the-http-client-only-in-ports',
      comment: 'The same convention for WebTokens: a type-only import of adapters/di/tokens.ts (HttpProblem, CallRoute) is fine anywhere in ui.',
      severity: 'error',
      from: {
        path: '^ui/',
        pathNot: ['^ui/main\\.tsx$', '^ui/sign-in\\.tsx$', '^ui/shared/browser-tokens\\.ts$', '(^|/)[^/]+-module\\.ts$', '(^|/)http-[^/]+\\.ts$'],
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
      name: 'a-shop-feature-does-not-import-the-app',
      comment: 'As in ui/: shop/app composes the features, a feature imports shop/shared, never shop/app; shop/shared imports neither.',
      severity: 'error',
      from: { path: '^shop/(features|shared)/' },
      to: { path: '^shop/app/' },
    },
    {
      name: 'shop-shared-imports-no-feature',
      severity: 'error',
      from: { path: '^shop/shared/' },
      to: { path: '^shop/features/' },
    },
    {
      name: 'shop-reaches-the-http-client-only-through-ports',
      comment: 'The convention of ui/: only a `*-module.ts` or an `http-*.ts` file of shop/ may import the client or the value WebTokens.',
      severity: 'error',
      from: { path: '^shop/', pathNot: ['^shop/main\\.tsx$', '(^|/)[^/]+-module\\.ts$', '(^|/)http-[^/]+\\.ts$'] },
      to: { path: ['^adapters/http/client/'] },
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
