import { copyFile, mkdtemp, readdir, readFile, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inboxContext } from '@dealer-panel/core/leads/inbox-context';
import { leadUseCases } from '@dealer-panel/core/leads/lead-use-cases';
import { readAdfInboxConfig } from '../../adapters/di/adf-inbox-config';
import { fastXmlAdfCodec } from '../../adapters/adf/adf-xml';
import { recoverAdfInbox, scanAdfInbox, SETTLE_MS, type AdfInboxConfig, type AdfInboxDeps } from '../../adapters/jobs/adf-inbox';
import { adfImports, customers } from '../../adapters/persistence/schema';
import { throwawayPglite } from '../../adapters/persistence/shared/throwaway-database';
import { seedCustomerFixture } from '../api/support/customer-fixture';
import { testApp, type TestApp } from '../api/support/test-app';

const samples = new URL('../fixtures/adf/', import.meta.url).pathname;

describe('the watched ADF folder (ADF_INBOX_DIR)', () => {
  let t: TestApp;
  let dir: string;
  let config: AdfInboxConfig;
  let deps: AdfInboxDeps;
  const logged: string[] = [];
  const later = () => new Date(Date.now() + SETTLE_MS + 1_000);

  beforeAll(async () => {
    t = await testApp(await throwawayPglite());
    await seedCustomerFixture(t.ports, t.fixture);
    dir = await mkdtemp(path.join(tmpdir(), 'adf-inbox-'));
    config = { dir, storeId: t.fixture.dealerships.ontario, userEmail: t.fixture.users.manager.email, intervalMs: 1000 };
    deps = {
      leads: leadUseCases(t.ports), codec: fastXmlAdfCodec, now: later, log: (msg) => { logged.push(msg); },
      context: () => inboxContext(t.ports, config.storeId, config.userEmail, new Date()),
    };
  }, 120_000);
  afterAll(async () => { await t?.close(); await rm(dir, { recursive: true, force: true }); });

  const files = async (sub = '') => (await readdir(path.join(dir, sub))).filter((n) => !['processing', 'processed', 'failed'].includes(n)).sort();

  it('imports each settled .xml file into the store and moves it to processed/ with its report; bad ones to failed/ with why', async () => {
    await copyFile(path.join(samples, 'dealer-website-form.xml'), path.join(dir, 'lead-1.xml'));
    await copyFile(path.join(samples, 'hostile/billion-laughs.xml'), path.join(dir, 'lol.XML'));
    await copyFile(path.join(samples, 'hostile/not-adf.xml'), path.join(dir, 'feed.xml'));
    await writeFile(path.join(dir, 'notes.txt'), 'not a lead');
    const result = await scanAdfInbox(config, deps);
    expect(result).toEqual({ processed: 1, failed: 2, left: 0 });
    expect(await files()).toEqual(['notes.txt']);
    const processed = await files('processed');
    expect(processed).toHaveLength(2);
    expect(processed[0]).toMatch(/-lead-1\.xml$/);
    const report = JSON.parse(await readFile(path.join(dir, 'processed', processed[1]!), 'utf8'));
    expect(report).toMatchObject({ repeat: false, prospects: [{ outcome: 'created', customerName: 'Sarah McAllister', leadSource: 'Fixture Toronto' }] });
    const [customer] = await t.ports.database.db.select().from(customers).where(eq(customers.email, 'sarah.mcallister.adf@example.org'));
    expect(customer).toMatchObject({ dealershipId: t.fixture.dealerships.ontario, leadType: 'website' });
    const [ledger] = await t.ports.database.db.select().from(adfImports).where(eq(adfImports.id, report.importId));
    expect(ledger).toMatchObject({ source: 'inbox', fileName: 'lead-1.xml', importedBy: t.fixture.users.manager.id });
    const failed = await files('failed');
    expect(failed.filter((n) => n.endsWith('.error.txt'))).toHaveLength(2);
    const errors = await Promise.all(failed.filter((n) => n.endsWith('.error.txt')).map((n) => readFile(path.join(dir, 'failed', n), 'utf8')));
    expect(errors.sort()).toEqual([expect.stringMatching(/^adf\.adf_not_adf: /), expect.stringMatching(/^adf\.xml_declaration_forbidden: DOCTYPE/)]);
  });

  it('waits for a file still being written, and files a re-sent document as processed without importing it again', async () => {
    await copyFile(path.join(samples, 'dealer-website-form.xml'), path.join(dir, 'lead-1-again.xml'));
    const fresh = { ...deps, now: () => new Date() };
    expect(await scanAdfInbox(config, fresh)).toEqual({ processed: 0, failed: 0, left: 1 });
    const before = (await t.ports.database.db.select().from(customers)).length;
    expect(await scanAdfInbox(config, deps)).toEqual({ processed: 1, failed: 0, left: 0 });
    expect((await t.ports.database.db.select().from(customers)).length).toBe(before);
    const reports = (await files('processed')).filter((n) => n.includes('lead-1-again') && n.endsWith('.json'));
    expect(JSON.parse(await readFile(path.join(dir, 'processed', reports[0]!), 'utf8'))).toMatchObject({ repeat: true });
  });

  it('fails files when the account may not import (a sales rep), and puts back files a stopped process left in processing/', async () => {
    await copyFile(path.join(samples, 'phone-only.xml'), path.join(dir, 'by-rep.xml'));
    const asRep = { ...deps, context: () => inboxContext(t.ports, config.storeId, t.fixture.users.rep.email, new Date()) };
    expect(await scanAdfInbox(config, asRep)).toMatchObject({ failed: 1 });
    const error = (await files('failed')).find((n) => n.includes('by-rep') && n.endsWith('.error.txt'));
    expect(await readFile(path.join(dir, 'failed', error!), 'utf8')).toMatch(/^forbidden: ADF_INBOX_USER .* may not import leads/);
    await writeFile(path.join(dir, 'processing', 'half-done.xml'), '<adf/>');
    await utimes(path.join(dir, 'processing', 'half-done.xml'), new Date(0), new Date(0));
    await recoverAdfInbox(config);
    expect(await files()).toContain('half-done.xml');
  });

  it('is off without ADF_INBOX_DIR, and names every bad variable', () => {
    const problems: string[] = [];
    expect(readAdfInboxConfig({}, problems)).toBeNull();
    expect(problems).toEqual([]);
    readAdfInboxConfig({ ADF_INBOX_STORE: '1' }, problems);
    expect(problems).toHaveLength(1);
    const more: string[] = [];
    readAdfInboxConfig({ ADF_INBOX_DIR: '/tmp/x', ADF_INBOX_STORE: 'two', ADF_INBOX_USER: 'nobody', ADF_INBOX_INTERVAL_MS: '5' }, more);
    expect(more.map((p) => p.split(' ')[0])).toEqual(['ADF_INBOX_STORE', 'ADF_INBOX_USER', 'ADF_INBOX_INTERVAL_MS']);
    expect(readAdfInboxConfig({ ADF_INBOX_DIR: '/srv/leads', ADF_INBOX_STORE: '3', ADF_INBOX_USER: 'bdc@example.com' }, [])).toEqual({ dir: '/srv/leads', storeId: 3, userEmail: 'bdc@example.com', intervalMs: 30_000 });
  });
});
