import * as E from 'fp-ts/Either';
import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import type { VehicleImportBody } from '../../../../adapters/http/contract/inventory/inventory-imports';
import { latest, left, right } from '../../../shared/testing/problems';
import { customerImportDriver } from './customer-import-driver';
import { failureLines } from './import-messages';
import type { CustomerImportsPort, VehicleImportsPort } from './imports-port';
import { createImportViewModel, type Every } from './import-view-model';
import { vehicleImportDriver } from './vehicle-import-driver';

const FILE = new File(['Serial,Stock,Asking\n'], 'lot.csv', { type: 'text/csv' });
const FIELDS = ['vin', 'stockNumber', 'price', 'photos'] as const;

const body = (patch: Partial<VehicleImportBody> = {}): VehicleImportBody => ({
  id: 7, kind: 'partial', source: 'upload', dry_run: false, file_name: 'lot.csv', status: 'done', problem: null, rows_total: 3, rows_done: 3,
  counts: { added: 2, updated: 0, unchanged: 0, made_unavailable: 0, refused: 1, warned: 0 }, created_by: 1, created: '2026-12-06T12:00:00.000Z', finished: null, undone: null, ...patch,
});

/** A hand-cranked clock: `tick()` runs what `every` scheduled. */
function clock() {
  const jobs = new Set<() => void>();
  const every: Every = (_ms, fn) => { jobs.add(fn); return () => jobs.delete(fn); };
  return { every, tick: () => jobs.forEach((fn) => fn()), running: () => jobs.size };
}

function vehiclePort(overrides: Partial<VehicleImportsPort> = {}) {
  const uploads: { dryRun: boolean; kind: string; mapping: unknown }[] = [];
  const saved: unknown[] = [];
  let finish: (b: VehicleImportBody) => void = () => undefined;
  const port: VehicleImportsPort = {
    preview: () => right({ encoding: 'utf-8', separator: ',', headers: ['Serial', 'Stock', 'Asking'], rows: [['1HGCM82633A004352', 'A1', '10 000'], ['BAD', 'A2', 'free']], guess: { stockNumber: ['Stock'] }, saved_mapping_problems: [{ code: 'mapping.column_missing', field: 'vin', column: 'VIN' }] }),
    settings: () => right({ mapping: { vin: ['VIN'] }, kind: 'partial', day_order: 'dmy', pull: null, fields: [...FIELDS] }),
    saveSettings: (b) => { saved.push(b); return right({ ...b, mapping: b.mapping === null ? null : { ...b.mapping }, pull: null, fields: [...FIELDS] }); },
    upload: (_file, o) => {
      uploads.push(o);
      if (o.dryRun) return right(body({ id: 6, dry_run: true }));
      return new Promise((resolve) => { finish = (b) => resolve(E.right(b)); });
    },
    list: () => right({ count: 1, current: 1, last: 1, limit: 25, results: [body({ id: 8, status: 'running', rows_done: 1, rows_total: 3 })] }),
    get: (id) => right(body({ id })),
    rows: () => right({ count: 1, current: 1, last: 1, limit: 100, results: [{ row: 3, outcome: 'refused', vin: 'BAD', stock_number: 'A2', vehicle: null, orders: [], notes: [{ code: 'vin.length', field: 'vin', column: 'Serial' }, { code: 'import.amount', field: 'price', column: 'Asking' }] }] }),
    undo: (id) => right(body({ id, undone: '2026-12-06T12:05:00.000Z' })),
    ...overrides,
  };
  return { port, uploads, saved, finish: (b: VehicleImportBody) => finish(b) };
}

const settle = async () => { for (let i = 0; i < 10; i++) await Promise.resolve(); };

describe('the vehicle import view model', () => {
  it('maps each column to the guess when the saved mapping does not fit the file, and keeps one column per single field', async () => {
    const { port } = vehiclePort();
    const vm = createImportViewModel(vehicleImportDriver(port), clock().every);
    await vm.choose(FILE);
    expect(latest(vm.state$)).toMatchObject({ step: 'map', fileName: 'lot.csv', headers: ['Serial', 'Stock', 'Asking'], choice: [null, 'stockNumber', null], kind: 'partial', savedDidNotFit: true, many: ['photos'] });
    vm.pick(0, 'vin');
    vm.pick(2, 'price');
    expect(latest(vm.state$).choice).toEqual(['vin', 'stockNumber', 'price']);
    // VIN given to another column leaves the first one: a field takes a single column.
    vm.pick(2, 'vin');
    expect(latest(vm.state$).choice).toEqual([null, 'stockNumber', 'vin']);
    vm.pick(0, 'photos');
    vm.pick(1, 'photos');
    expect(latest(vm.state$).choice).toEqual(['photos', 'photos', 'vin']);
  });

  it('dry-runs with the chosen mapping and kind, lists each refusal with its row and column, then imports with its progress polled', async () => {
    const { port, uploads, finish } = vehiclePort();
    const time = clock();
    const vm = createImportViewModel(vehicleImportDriver(port), time.every);
    await vm.choose(FILE);
    vm.pick(0, 'vin');
    vm.pick(2, 'price');
    vm.setKind('full');
    await vm.dryRun();
    expect(uploads[0]).toEqual({ dryRun: true, kind: 'full', mapping: { vin: ['Serial'], stockNumber: ['Stock'], price: ['Asking'] } });
    const checked = latest(vm.state$);
    expect(checked.step).toBe('checked');
    expect(checked.check?.counts).toEqual([{ key: 'added', value: 2 }, { key: 'updated', value: 0 }, { key: 'unchanged', value: 0 }, { key: 'made_unavailable', value: 0 }, { key: 'refused', value: 1 }]);
    expect(checked.check?.refusals).toEqual([{ row: 3, column: 'Serial', code: 'vin.length' }, { row: 3, column: 'Asking', code: 'import.amount' }]);

    const running = vm.run();
    expect(latest(vm.state$)).toMatchObject({ busy: 'importing', progress: { done: 0, total: 3 } });
    time.tick();
    await settle();
    expect(latest(vm.state$).progress).toEqual({ done: 1, total: 3 });
    finish(body({ id: 8 }));
    await running;
    expect(time.running()).toBe(0);
    expect(uploads[1]).toMatchObject({ dryRun: false, kind: 'full' });
    expect(latest(vm.state$)).toMatchObject({ step: 'report', busy: null, progress: null, report: { id: 8, dryRun: false, undone: false } });
    expect(latest(vm.state$).history?.[0]).toMatchObject({ id: 8, status: 'running', done: 1, total: 3 });
  });

  it('a changed column asks for a new dry run before the import', async () => {
    const vm = createImportViewModel(vehicleImportDriver(vehiclePort().port), clock().every);
    await vm.choose(FILE);
    vm.pick(0, 'vin');
    await vm.dryRun();
    expect(latest(vm.state$).step).toBe('checked');
    vm.pick(2, 'price');
    expect(latest(vm.state$)).toMatchObject({ step: 'map', check: null });
  });

  it('keeps the file and the mapping when the server refuses the file or the mapping, and says which column', async () => {
    const refusals = [
      left(400, 'invalid_file', { errors: { file: ['file.header_only'] } }),
      left(400, 'invalid_mapping', { errors: { 'mapping.vin': ['mapping.column_missing'] }, extensions: { columns: [{ field: 'vin', code: 'mapping.column_missing', column: 'Serial' }] } }),
      left(409, 'import_running'),
    ];
    const vm = createImportViewModel(vehicleImportDriver(vehiclePort({ upload: () => refusals.shift() ?? left(500, 'x') }).port), clock().every);
    await vm.choose(FILE);
    vm.pick(0, 'vin');
    const t = ((key: string, values?: Record<string, unknown>) => `${key}${values === undefined ? '' : JSON.stringify(values)}`) as unknown as TFunction;
    const lines = () => failureLines(t, (key) => !key.includes('file_norow'), 'imports', latest(vm.state$).failure, (f) => `<${f}>`);

    await vm.dryRun();
    expect(latest(vm.state$)).toMatchObject({ step: 'map', fileName: 'lot.csv', choice: ['vin', 'stockNumber', null], busy: null });
    expect(lines()).toEqual([{ place: 'file', text: 'imports:file.header_only{"row":"","max":"5 000"}' }]);
    await vm.dryRun();
    expect(lines()).toEqual([{ place: 'column', column: 'Serial', text: 'imports:mapping.column_missing{"column":"Serial","field":"<vin>"}' }]);
    await vm.dryRun();
    expect(lines()).toEqual([{ place: 'general', text: 'imports:running' }]);
    expect(latest(vm.state$).choice).toEqual(['vin', 'stockNumber', null]);
  });

  it('says a file refused on choosing beside the file input, and asks for a file when none is chosen', async () => {
    const vm = createImportViewModel(vehicleImportDriver(vehiclePort({ preview: () => left(400, 'invalid_file', { errors: { file: ['file.unclosed_quote'] }, extensions: { file_problem: { code: 'file.unclosed_quote', row: 4 } } }) }).port), clock().every);
    await vm.choose(FILE);
    expect(latest(vm.state$)).toMatchObject({ step: 'choose', fileName: 'lot.csv', failure: { fieldErrors: { file: ['file.unclosed_quote'] } } });
    const t = ((key: string, values?: Record<string, unknown>) => `${key}:${String(values?.['row'])}`) as unknown as TFunction;
    expect(failureLines(t, () => true, 'imports', latest(vm.state$).failure, (f) => f)).toEqual([{ place: 'file', text: 'imports:file.unclosed_quote:4' }]);
    await vm.choose(null);
    expect(latest(vm.state$)).toMatchObject({ step: 'choose', failure: { fieldErrors: { file: ['file.required'] } } });
  });

  it('saves the mapping for the store with its kind and day order', async () => {
    const { port, saved } = vehiclePort();
    const vm = createImportViewModel(vehicleImportDriver(port), clock().every);
    await vm.choose(FILE);
    vm.pick(0, 'vin');
    await vm.saveMapping();
    expect(saved).toEqual([{ mapping: { vin: ['Serial'], stockNumber: ['Stock'] }, kind: 'partial', day_order: 'dmy' }]);
    expect(latest(vm.state$)).toMatchObject({ mappingSaved: true, savedDidNotFit: false });
  });

  it('opens an import of the history, undoes it, and explains a refused undo', async () => {
    let refuse = true;
    const vm = createImportViewModel(vehicleImportDriver(vehiclePort({
      undo: (id) => (refuse ? left(409, 'import_undo_refused', { extensions: { reason: 'changed_since', stock_numbers: ['A1', 'A2'] } }) : right(body({ id, undone: '2026-12-06T12:05:00.000Z' }))),
    }).port), clock().every);
    await vm.loadHistory();
    await vm.open(8);
    expect(latest(vm.state$)).toMatchObject({ step: 'report', report: { id: 8, refusals: [{ row: 3 }, { row: 3 }] } });
    await vm.undo();
    const t = ((key: string, values?: Record<string, unknown>) => `${key} ${String(values?.['stockNumbers'])}`) as unknown as TFunction;
    expect(failureLines(t, () => true, 'imports', latest(vm.state$).failure, (f) => f)).toEqual([{ place: 'general', text: 'imports:undo.changed_since A1, A2' }]);
    expect(latest(vm.state$).report?.undone).toBe(false);
    refuse = false;
    await vm.undo();
    expect(latest(vm.state$)).toMatchObject({ failure: null, report: { undone: true }, undone: { counts: expect.arrayContaining([{ key: 'added', value: 2 }]) } });
  });
});

describe('the imports screen pages its history and a report\'s refused rows', () => {
  it('reads another page of the history, and the progress poll reads the first page', async () => {
    const asked: number[] = [];
    const { port } = vehiclePort({ list: (page) => { asked.push(page); return right({ count: 60, current: page, last: 3, limit: 25, results: [body({ id: 100 - page, file_name: `page-${String(page)}.csv`, status: 'failed', problem: { code: 'pull.timeout' } })] }); } });
    const vm = createImportViewModel(vehicleImportDriver(port), clock().every);
    await vm.loadHistory();
    expect(latest(vm.state$)).toMatchObject({ historyPage: { page: 1, last: 3 }, history: [{ id: 99, fileName: 'page-1.csv', problem: 'pull.timeout' }] });
    await vm.loadHistory(3);
    expect(latest(vm.state$)).toMatchObject({ historyPage: { page: 3, last: 3 }, history: [{ id: 97, fileName: 'page-3.csv' }] });
    vm.reset();
    expect(latest(vm.state$).historyPage).toEqual({ page: 3, last: 3 });
    expect(asked).toEqual([1, 3]);
  });

  it('opens a report on its first 100 refused rows and reads the next page of them', async () => {
    const pages: number[] = [];
    const { port } = vehiclePort({
      get: (id) => right(body({ id, counts: { added: 0, updated: 0, unchanged: 0, made_unavailable: 0, refused: 250, warned: 0 } })),
      rows: (_id, q) => { pages.push(q.page); return right({ count: 250, current: q.page, last: 3, limit: 100, results: [{ row: q.page * 100, outcome: 'refused', vin: 'BAD', stock_number: 'A', vehicle: null, orders: [], notes: [{ code: 'vin.length', field: 'vin', column: 'VIN' }] }] }); },
    });
    const vm = createImportViewModel(vehicleImportDriver(port), clock().every);
    await vm.open(7);
    expect(latest(vm.state$).report).toMatchObject({ refusalPage: 1, refusalLast: 3, refusals: [{ row: 100 }] });
    await vm.refusalPage(3);
    expect(latest(vm.state$).report).toMatchObject({ id: 7, refusalPage: 3, refusalLast: 3, refusals: [{ row: 300, code: 'vin.length' }] });
    expect(pages).toEqual([1, 3]);
  });

  it('keeps the page shown when another cannot be read', async () => {
    let offline = false;
    const { port } = vehiclePort({ rows: (_id, q) => (offline ? Promise.reject(new Error('offline')) : right({ count: 150, current: q.page, last: 2, limit: 100, results: [{ row: 5, outcome: 'refused', vin: 'X', stock_number: 'A', vehicle: null, orders: [], notes: [] }] })) });
    const vm = createImportViewModel(vehicleImportDriver(port), clock().every);
    await vm.open(7);
    offline = true;
    await vm.refusalPage(2);
    expect(latest(vm.state$)).toMatchObject({ report: { refusalPage: 1, refusals: [{ row: 5, code: 'outcome.refused' }] }, refusalsFailure: { code: 'technical' } });
  });
});

describe('the customer import view model', () => {
  function customerPort() {
    const runs: { dryRun: boolean; mapping: unknown }[] = [];
    const port: CustomerImportsPort = {
      mapping: (headers) => right({ fields: ['first_name', 'last_name', 'email', 'note'], saved: { first_name: ['Given'], email: ['Mail'] }, guess: headers.includes('Mail') ? { email: ['Mail'] } : {} }),
      saveMapping: (m) => right(m),
      run: (_f, o) => {
        runs.push(o);
        return right({ id: o.dryRun ? null : 4, dry_run: o.dryRun, headers: ['Given', 'Mail'], mapping: {}, total: 3, counts: { created: 2, matched: 0, refused: 1 }, rows: [
          { row: 2, outcome: 'created', customer: null, customer_name: null, reasons: [], refusals: [], warnings: [], filled: [] },
          { row: 4, outcome: 'refused', customer: null, customer_name: null, reasons: [], refusals: [{ column: 'Mail', reason: 'import.duplicate_in_file' }], warnings: [], filled: [] },
        ] });
      },
      list: () => right({ count: 1, page: 1, results: [{ id: 4, file_name: 'crm.csv', status: 'done', total: 3, done: 3, counts: { created: 2, matched: 0, refused: 1 }, by: 1, started: '2026-12-06T12:00:00.000Z', finished: null, undone: null }] }),
      report: () => right({ import: { id: 4, file_name: 'crm.csv', status: 'done', total: 3, done: 3, counts: { created: 2, matched: 0, refused: 1 }, by: 1, started: '2026-12-06T12:00:00.000Z', finished: null, undone: null }, page: 1, count: 0, rows: [] }),
      undo: () => right({ removed: 2, restored: 0, kept: 0 }),
    };
    return { port, runs };
  }

  it('reads the first rows in the browser, takes the saved mapping that fits, dry-runs, imports and undoes', async () => {
    const { port, runs } = customerPort();
    const head = async () => ({ headers: ['Given', 'Mail'], rows: [['Ann', 'ann@x.com']] });
    const vm = createImportViewModel(customerImportDriver(port, head), clock().every);
    await vm.choose(new File(['x'], 'crm.csv'));
    expect(latest(vm.state$)).toMatchObject({ step: 'map', rows: [['Ann', 'ann@x.com']], choice: ['first_name', 'email'], savedDidNotFit: false, many: ['note'] });
    await vm.dryRun();
    expect(runs[0]).toEqual({ dryRun: true, mapping: { first_name: ['Given'], email: ['Mail'] } });
    expect(latest(vm.state$).check).toMatchObject({ id: null, counts: [{ key: 'created', value: 2 }, { key: 'matched', value: 0 }, { key: 'refused', value: 1 }], refusals: [{ row: 4, column: 'Mail', code: 'import.duplicate_in_file' }] });
    await vm.run();
    expect(latest(vm.state$)).toMatchObject({ step: 'report', report: { id: 4 }, history: [{ id: 4, fileName: 'crm.csv' }], historyPage: { page: 1, last: 1 } });
    await vm.undo();
    expect(latest(vm.state$)).toMatchObject({ report: { undone: true }, undone: { counts: [{ key: 'removed', value: 2 }, { key: 'restored', value: 0 }, { key: 'kept', value: 0 }] } });
  });

  it('says why a row matched an existing customer, in the dry run and in a kept import\'s report, and pages the report\'s refusals', async () => {
    const { port } = customerPort();
    const matchedRow = { row: 3, outcome: 'matched' as const, customer: 42, customer_name: 'Ann Tremblay', reasons: ['email', 'name_postal_code'], refusals: [], warnings: [], filled: ['phone'] };
    const imp = { id: 4, file_name: 'crm.csv', status: 'done' as const, total: 300, done: 300, counts: { created: 0, matched: 1, refused: 299 }, by: 1, started: '2026-12-06T12:00:00.000Z', finished: null, undone: null };
    const asked: (string | undefined)[] = [];
    const vm = createImportViewModel(customerImportDriver({
      ...port,
      run: () => right({ id: null, dry_run: true, headers: ['Given', 'Mail'], mapping: {}, total: 1, counts: { created: 0, matched: 1, refused: 0 }, rows: [matchedRow] }),
      report: (_id, page, outcome) => {
        asked.push(`${String(page)} ${outcome ?? ''}`);
        return right(outcome === 'matched' ? { import: imp, page, count: 1, rows: [matchedRow] } : { import: imp, page, count: 299, rows: [{ row: page * 100, outcome: 'refused', customer: null, customer_name: null, reasons: [], refusals: [{ column: 'Mail', reason: 'import.duplicate_in_file' }], warnings: [], filled: [] }] });
      },
    }, async () => ({ headers: ['Given', 'Mail'], rows: [['Ann', 'ann@x.com']] })), clock().every);
    await vm.choose(new File(['x'], 'crm.csv'));
    await vm.dryRun();
    expect(latest(vm.state$).check).toMatchObject({ matches: [{ row: 3, customer: 42, customerName: 'Ann Tremblay', reasons: ['email', 'name_postal_code'] }], matched: 1 });
    await vm.open(4);
    expect(latest(vm.state$).report).toMatchObject({ matches: [{ row: 3, customer: 42, customerName: 'Ann Tremblay' }], matched: 1, refusalLast: 3, refusals: [{ row: 100 }] });
    await vm.refusalPage(2);
    expect(latest(vm.state$).report).toMatchObject({ refusalPage: 2, refusals: [{ row: 200, column: 'Mail' }] });
    expect(asked).toEqual(['1 refused', '1 matched', '2 refused']);
  });

  it('refuses a file with nothing in it at once, and a missing history is said and can be read again', async () => {
    const { port } = customerPort();
    const vm = createImportViewModel(customerImportDriver({ ...port, list: () => Promise.reject(new Error('offline')) }, async () => ({ headers: [], rows: [] })), clock().every);
    await vm.choose(new File([''], 'empty.csv'));
    expect(latest(vm.state$)).toMatchObject({ step: 'choose', failure: { fieldErrors: { file: ['file.empty'] } } });
    await vm.loadHistory();
    expect(latest(vm.state$)).toMatchObject({ history: null, historyFailure: { code: 'technical' } });
  });
});
