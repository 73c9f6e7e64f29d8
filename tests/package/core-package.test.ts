import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { priceDeal } from '@dealer-panel/core/payments/engine/price-deal';
import { ratio } from '@dealer-panel/core/payments/engine/ratio';
import { sampleDeal } from '@dealer-panel/core/payments/engine/testing/sample-deal';
import { cents } from '@dealer-panel/core/shared/money';
import { email } from '@dealer-panel/core/shared/validation/email';
import { validateCreditApplication } from '@dealer-panel/core';
import { fakeCipher, fakeClock, inMemoryCredit } from '@dealer-panel/core/testing';
import { creditInput, USE_CASES_SCRIPT, USE_CASES_TYPES } from './use-case-consumer';

// @dealer-panel/core as another project gets it: `scripts/pack-core.mjs` builds and packs it, a
// clean folder installs the tarball offline, and plain `node` (no tsx, no bundler) runs the packed
// JavaScript; its declarations type-check under `moduleResolution: NodeNext`. The packed engine
// must price deals exactly as the sources do, and the four use cases of the entry run there with
// the in-memory ports of `@dealer-panel/core/testing`, importing nothing else.

const ROOT = path.resolve(import.meta.dirname, '../..');
const CORE = path.join(ROOT, 'core');
const PACKING = 180_000;
const SLOW = 60_000;

const ADDRESSES = ['jane.doe@dealer.ca', 'not an address', 'a@b'];

const CONSUMER_SCRIPT = `import { readFileSync } from 'node:fs';
import { priceDeal } from '@dealer-panel/core/payments/engine/price-deal';
import { cents } from '@dealer-panel/core/shared/money';
import { email } from '@dealer-panel/core/shared/validation/email';

const { deals, addresses } = JSON.parse(readFileSync(new URL('./input.json', import.meta.url), 'utf8'));
let fractionalCents = 'accepted';
try { cents(0.5); } catch (error) { fractionalCents = error.constructor.name; }
console.log(JSON.stringify({ quotes: deals.map((deal) => priceDeal(deal)), emails: addresses.map(email), fractionalCents }));
`;

const CONSUMER_TYPES = `import { priceDeal } from '@dealer-panel/core/payments/engine/price-deal';
import type { Quote } from '@dealer-panel/core/payments/engine/quote';
import { email } from '@dealer-panel/core/shared/validation/email';

export function paymentOf(deal: Parameters<typeof priceDeal>[0]): number | null {
  const priced = priceDeal(deal);
  if (priced._tag === 'Left') return null;
  const quote: Quote = priced.right;
  return quote.payment;
}
// @ts-expect-error a deal is a Deal, not a string (unused if the declarations were lost to any)
priceDeal('not a deal');
// @ts-expect-error fp-ts's Either is Left or Right (unused if fp-ts's types did not resolve)
export const tag: 'Maybe' = priceDeal({} as Parameters<typeof priceDeal>[0])._tag;
export const code: string | null = email('jane.doe@dealer.ca');
`;

const CONSUMER_TSCONFIG = {
  compilerOptions: {
    target: 'ES2022', module: 'NodeNext', moduleResolution: 'NodeNext', lib: ['ES2022'], types: [],
    strict: true, noEmit: true, skipLibCheck: false,
  },
  files: ['check.ts', 'use-cases.ts'],
};

/** Deals the engine prices (finance, lease, cash) and one it refuses (a down payment above the price). */
function deals() {
  return [
    sampleDeal(),
    sampleDeal({ method: 'lease', term: 36, residualPercent: ratio(58), region: 'QC' }),
    sampleDeal({ method: 'cash', region: 'BC', downPayment: cents(500_000) }),
    sampleDeal({ downPayment: cents(9_000_000) }),
  ];
}

interface Run { readonly status: number | null; readonly stdout: string; readonly stderr: string }

function run(command: string, args: readonly string[], cwd: string): Run {
  // Without the npm_config_workspace* of an `npm run -w`, which would point npm at the repository.
  const env = Object.fromEntries(Object.entries(process.env).filter(([key]) => !/^npm_config_workspace/i.test(key)));
  const result = spawnSync(command, args, { cwd, env, encoding: 'utf8' });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}

function succeed(command: string, args: readonly string[], cwd: string): string {
  const result = run(command, args, cwd);
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed:\n${result.stdout}${result.stderr}`);
  return result.stdout;
}

/** The public modules of the sources, relative to core/, without `.ts`: what must be packed (core/testing is, the contexts' testing/ folders are not). */
function publicSources(dir = CORE): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    const contextTesting = entry.name === 'testing' && dir !== CORE;
    if (entry.isDirectory()) return ['dist', 'node_modules'].includes(entry.name) || contextTesting ? [] : publicSources(full);
    const isModule = entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts');
    return isModule ? [path.relative(CORE, full).replace(/\.ts$/, '')] : [];
  });
}

/**
 * `npm install --offline` of the tarball. fp-ts comes from the npm cache; when the cache does not
 * hold it (node_modules copied in rather than installed), the repository's copy is put in the
 * consumer's node_modules first and the install is run again, still offline.
 */
function installOffline(consumer: string, tarball: string): void {
  const args = ['install', '--offline', '--no-audit', '--no-fund', tarball];
  if (run('npm', args, consumer).status === 0) return;
  cpSync(path.join(ROOT, 'node_modules/fp-ts'), path.join(consumer, 'node_modules/fp-ts'), { recursive: true });
  succeed('npm', args, consumer);
}

let work = '';
let tarball = '';
let consumer = '';

beforeAll(() => {
  work = mkdtempSync(path.join(tmpdir(), 'dealer-core-package-'));
  const printed = succeed(process.execPath, [path.join(ROOT, 'scripts/pack-core.mjs'), '--out', path.join(work, 'tarball')], ROOT);
  tarball = printed.trim().split('\n').at(-1) ?? '';
  consumer = path.join(work, 'consumer');
  mkdirSync(consumer);
  writeFileSync(path.join(consumer, 'package.json'), `${JSON.stringify({ name: 'core-consumer', private: true, type: 'module' }, null, 2)}\n`);
  installOffline(consumer, tarball);
}, PACKING);

afterAll(() => {
  if (work !== '') rmSync(work, { recursive: true, force: true });
});

describe('the packed @dealer-panel/core', () => {
  it('is a tarball of dist, its package.json and README, with no tests, no fixtures and only the testing entry\'s helpers', () => {
    expect(existsSync(tarball)).toBe(true);
    const entries = succeed('tar', ['-tzf', tarball], work).trim().split('\n');
    const outsideDist = entries.filter((entry) => !entry.startsWith('package/dist/'));
    expect(outsideDist.sort()).toEqual(['package/README.md', 'package/package.json']);
    expect(entries.filter((entry) => /\.test\./.test(entry))).toEqual([]);
    // The in-memory ports: core/testing, and the idempotency store it takes from shared/testing (core/shared's own tests use it there).
    const testing = entries.filter((entry) => /\/testing\//.test(entry) && !entry.startsWith('package/dist/testing/'));
    expect(testing.sort()).toEqual(['package/dist/shared/testing/in-memory-idempotency.d.ts', 'package/dist/shared/testing/in-memory-idempotency.js']);
    expect(entries.filter((entry) => entry.endsWith('.ts') && !entry.endsWith('.d.ts'))).toEqual([]);
    // Sample data of the tests stays in the repository (the contexts' testing/ folders).
    expect(existsSync(path.join(CORE, 'payments/engine/testing/sample-deal.ts'))).toBe(true);
    expect(existsSync(path.join(CORE, 'stores/testing/sample-store-values.ts'))).toBe(true);
    expect(entries.filter((entry) => /sample|fixture|world/.test(entry))).toEqual([]);

    const modules = publicSources();
    expect(modules).toEqual(expect.arrayContaining(['index', 'testing/index', 'payments/engine/price-deal']));
    const missing = modules.flatMap((m) => [`package/dist/${m}.js`, `package/dist/${m}.d.ts`]).filter((f) => !entries.includes(f));
    expect(missing).toEqual([]);
  });

  it('exports dist (types and JavaScript) and depends on fp-ts alone', () => {
    const manifest = JSON.parse(succeed('tar', ['-xzOf', tarball, 'package/package.json'], work)) as Record<string, unknown>;
    expect(manifest['name']).toBe('@dealer-panel/core');
    expect(manifest['type']).toBe('module');
    expect(manifest['exports']).toEqual({
      '.': { types: './dist/index.d.ts', default: './dist/index.js' },
      './testing': { types: './dist/testing/index.d.ts', default: './dist/testing/index.js' },
      './package.json': './package.json',
      './*': { types: './dist/*.d.ts', default: './dist/*.js' },
    });
    expect(manifest['scripts']).toBeUndefined();
    expect(Object.keys(manifest['dependencies'] as object)).toEqual(['fp-ts']);
  });

  it('runs under plain node in a clean project and prices deals exactly as the sources do', () => {
    const input = deals();
    writeFileSync(path.join(consumer, 'input.json'), JSON.stringify({ deals: input, addresses: ADDRESSES }));
    writeFileSync(path.join(consumer, 'consumer.mjs'), CONSUMER_SCRIPT);
    const out = JSON.parse(succeed(process.execPath, ['consumer.mjs'], consumer)) as {
      quotes: { _tag: string; right?: { payment: number; method: string }; left?: Record<string, unknown> }[];
      emails: (string | null)[];
      fractionalCents: string;
    };

    expect(out.quotes.map((q) => q._tag)).toEqual(['Right', 'Right', 'Right', 'Left']);
    expect(out.quotes.slice(0, 3).map((q) => q.right?.method)).toEqual(['finance', 'lease', 'cash']);
    for (const quote of out.quotes.slice(0, 3)) expect(quote.right?.payment).toBeGreaterThan(0);
    expect(Object.keys(out.quotes[3]?.left ?? {})).not.toEqual([]);
    expect(out.quotes).toEqual(JSON.parse(JSON.stringify(input.map((deal) => priceDeal(deal)))));

    expect(out.emails).toEqual(ADDRESSES.map(email));
    expect(out.emails).toEqual([null, 'email.invalid', 'email.invalid']);
    expect(out.fractionalCents).toBe('RangeError');
  }, SLOW);

  it('runs the four use cases of its entry with the in-memory ports of ./testing, importing nothing else', async () => {
    const applications = creditInput();
    writeFileSync(path.join(consumer, 'credit.json'), JSON.stringify(applications));
    writeFileSync(path.join(consumer, 'use-cases.mjs'), USE_CASES_SCRIPT);
    type Results = Record<string, Record<string, unknown>>;
    const out = JSON.parse(succeed(process.execPath, ['use-cases.mjs'], consumer)) as { badContext: string; order: Results; deposit: Results; quotes: Results; credit: Results; timeline: string[] };
    const { order, deposit, quotes, credit } = out;

    expect(out.badContext).toMatch(/^dealershipContext: dealership\.country: 'CA' or 'US'; user\.id: a positive integer; role: one of dealer_sales_rep/);
    expect(order.created).toMatchObject({ _tag: 'Right', right: { id: 1, paymentType: 'lease', leaseDownPaymentCents: 250_000, linkToken: 'token-1', customer: { firstName: 'Anne' }, vehicle: { id: 3 } } });
    expect(order.duplicate).toMatchObject({ _tag: 'Left', left: { _tag: 'DuplicateOrder', duplicates: [{ id: 1, vehicle: '2026 Volkswagen Tiguan Comfortline', stockNumber: 'T-100' }] } });
    expect(order.refusedOrder).toEqual({ _tag: 'Left', left: { _tag: 'InvalidInput', errors: { customer: ['reference.not_found'], vehicle: ['vehicle.unavailable'], finance_down_payment: ['money.invalid'] } } });
    expect(order.stored).toBe(2);

    expect(deposit.part).toMatchObject({ _tag: 'Right', right: { state: 'confirmed', capturedCents: 50_000, refundedCents: 20_000, refundReason: { other: 'The customer changed their mind' } } });
    expect(deposit.again).toEqual(deposit.part);
    expect(deposit.byRep).toEqual({ _tag: 'Left', left: { _tag: 'Forbidden', action: 'manage_deposits' } });
    expect(deposit.rest).toMatchObject({ _tag: 'Right', right: { state: 'refunded', capturedCents: 50_000, refundedCents: 50_000 } });
    expect(deposit.beyond).toMatchObject({ _tag: 'Left', left: { _tag: 'DepositRefusal' } });
    expect(deposit.payment).toMatchObject({ status: 'captured', capturedCents: 50_000, refundedCents: 50_000 });
    expect(deposit.calls).toEqual(['captured', 'refund', 'refund']);
    expect(deposit.audit).toEqual(['deposit_refunded', 'deposit_refunded']);

    expect(quotes.badBody).toEqual({ _tag: 'Left', left: { _tag: 'InvalidInput', errors: { praq_flow: ['item.invalid'], colour: ['field.unknown'] } } });
    expect(quotes.sent).toMatchObject({ _tag: 'Right', right: { flow: { status: 'submitted', message: 'Voici vos offres.' }, quotes: [{ method: 'lease', quoteExpiry: '2026-12-15' }] } });
    expect(quotes.email).toMatchObject([{ to: 'anne@example.com', subject: '[fr_CA] Montréal Auto: 1 quote(s)', meta: { kind: 'quote', orderId: 1, language: 'fr_CA' } }]);
    expect((quotes.email as unknown as { body: string }[])[0]?.body).toContain('https://shop.example/deal/token-1/customer-quote (until 2026-12-15)');
    expect(quotes.step).toBe('sent_to_customer');
    expect(quotes.empty).toEqual({ _tag: 'Left', left: { _tag: 'QuoteFlowEmpty' } });

    expect(credit.accepted).toMatchObject({ _tag: 'Right', right: { orderId: 1, dealershipId: 1 } });
    expect(credit.refusedCredit).toMatchObject({ _tag: 'Left', left: { _tag: 'InvalidInput' } });
    const errors = (credit.refusedCredit as { left: { errors: Record<string, string[]> } }).left.errors;
    expect(Object.keys(errors).sort()).toEqual(expect.arrayContaining(['primary_application.email', 'primary_application.first_name', 'primary_application.postal_code']));
    expect(credit.oneStep).toMatchObject({ _tag: 'Right' });
    expect(credit.otherStore).toEqual({ _tag: 'Left', left: { _tag: 'NotFound' } });
    // The same validation from the sources: the packed rules are the repository's.
    const settings = { country: 'CA', provinceCode: 'QC', creditSystem: 'dealertrack', genderOptional: false, mandatorySsn: false, mandatorySecondaryPhone: false, leaseDisbursementSupport: false } as const;
    const fromSources = validateCreditApplication({
      credit: inMemoryCredit([{ orderId: 1, dealershipId: 1, customerId: 7, customerName: 'Anne Tremblay', isArchived: false, settings }]), cipher: fakeCipher(), clock: fakeClock(new Date('2026-11-28T15:00:00Z')),
    });
    expect(credit.refusedCredit).toEqual(JSON.parse(JSON.stringify(await fromSources({ dealershipId: 1, orderId: 1 }, applications.wrong)())));

    expect(out.timeline).toEqual(['status.created', 'deposit.refunded', 'deposit.refunded', 'message.quotes_sent', 'status.created']);
  }, SLOW);

  it('has declarations a NodeNext TypeScript project resolves, fp-ts types included, the entry and ./testing with them', () => {
    writeFileSync(path.join(consumer, 'check.ts'), CONSUMER_TYPES);
    writeFileSync(path.join(consumer, 'use-cases.ts'), USE_CASES_TYPES);
    writeFileSync(path.join(consumer, 'tsconfig.json'), JSON.stringify(CONSUMER_TSCONFIG));
    const tsc = run(process.execPath, [path.join(ROOT, 'node_modules/typescript/bin/tsc'), '-p', '.'], consumer);
    expect(tsc.stdout + tsc.stderr).toBe('');
    expect(tsc.status).toBe(0);
  }, SLOW);
});
