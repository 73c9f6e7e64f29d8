import { describe, expect, it } from 'vitest';
import type { FeedPullRequest, FeedSettingsBody, VehicleImportBody } from '../../../../adapters/http/contract/inventory/inventory-imports';
import { latest, left, right } from '../../../shared/testing/problems';
import type { FeedPullPort } from './imports-port';
import { createPullViewModel, pullRequest } from './pull-view-model';

const PULL = {
  url: 'https://feeds.example.com/lot.csv', every_hours: 6, has_credentials: true, last_pulled_at: '2026-12-06T12:00:00.000Z',
  last_pull: { id: 9, status: 'failed' as const, code: 'pull.timeout', at: '2026-12-06T12:00:00.000Z' },
};
const settings = (pull: FeedSettingsBody['pull']): FeedSettingsBody => ({ mapping: null, kind: 'full', day_order: 'mdy', pull, fields: ['vin'] });
const imported: VehicleImportBody = {
  id: 10, kind: 'full', source: 'pull', dry_run: false, file_name: 'lot.csv', status: 'done', problem: null, rows_total: 1, rows_done: 1,
  counts: { added: 1, updated: 0, unchanged: 0, made_unavailable: 0, refused: 0, warned: 0 }, created_by: 1, created: '2026-12-06T13:00:00.000Z', finished: null, undone: null,
};

function fakePort(overrides: Partial<FeedPullPort> = {}) {
  const sent: FeedPullRequest[] = [];
  let current: FeedSettingsBody['pull'] = PULL;
  const port: FeedPullPort = {
    settings: () => right(settings(current)),
    save: (body) => { sent.push(body); current = { ...PULL, url: body.url, every_hours: body.every_hours, has_credentials: body.credentials === undefined ? PULL.has_credentials : body.credentials !== null, last_pulled_at: null, last_pull: null }; return right(settings(current)); },
    remove: () => { current = null; return right(settings(null)); },
    run: () => { current = { ...PULL, last_pull: { id: 10, status: 'done', code: null, at: '2026-12-06T13:00:00.000Z' } }; return right(imported); },
    ...overrides,
  };
  return { port, sent };
}

describe('pullRequest', () => {
  it('keeps saved credentials unless some are typed or their removal is asked', () => {
    const form = { url: ' https://x.example/a.csv ', everyHours: '12', username: '', password: '', dropCredentials: false };
    expect(pullRequest(form)).toEqual({ url: 'https://x.example/a.csv', every_hours: 12 });
    expect(pullRequest({ ...form, dropCredentials: true })).toEqual({ url: 'https://x.example/a.csv', every_hours: 12, credentials: null });
    expect(pullRequest({ ...form, username: ' dealer ', password: 'pw', dropCredentials: true })).toEqual({ url: 'https://x.example/a.csv', every_hours: 12, credentials: { username: 'dealer', password: 'pw' } });
    expect(pullRequest({ ...form, everyHours: 'six' }).every_hours).toBe(0);
  });
});

describe('the scheduled pull view model', () => {
  it('loads the saved pull into the form, never its credentials', async () => {
    const vm = createPullViewModel(fakePort().port);
    await vm.load();
    expect(latest(vm.state$)).toMatchObject({ loading: false, saved: PULL, form: { url: PULL.url, everyHours: '6', username: '', password: '' } });
  });

  it('saves, then shows what the server kept, and clears the typed password', async () => {
    const { port, sent } = fakePort();
    const vm = createPullViewModel(port);
    await vm.load();
    vm.edit({ everyHours: '12', username: 'dealer', password: 's3cret' });
    await vm.save();
    expect(sent).toEqual([{ url: PULL.url, every_hours: 12, credentials: { username: 'dealer', password: 's3cret' } }]);
    expect(latest(vm.state$)).toMatchObject({ busy: null, done: 'saved', saved: { every_hours: 12, has_credentials: true }, form: { everyHours: '12', username: '', password: '' } });
  });

  it('shows the server\'s field refusals and drops each once its field changes', async () => {
    const vm = createPullViewModel(fakePort({ save: () => left(400, 'invalid_input', { errors: { url: ['pull.not_https'], every_hours: ['pull.every_hours'] } }) }).port);
    await vm.load();
    vm.edit({ url: 'http://x.example/a.csv', everyHours: '500' });
    await vm.save();
    expect(latest(vm.state$).failure?.fieldErrors).toEqual({ url: ['pull.not_https'], every_hours: ['pull.every_hours'] });
    expect(latest(vm.state$).form.url).toBe('http://x.example/a.csv');
    vm.edit({ everyHours: '5' });
    expect(latest(vm.state$).failure?.fieldErrors).toEqual({ url: ['pull.not_https'] });
    vm.edit({ url: 'https://x.example/a.csv' });
    expect(latest(vm.state$).failure).toBeNull();
  });

  it('pulls now, reads the last pull back and tells the history', async () => {
    let told = 0;
    const vm = createPullViewModel(fakePort().port, () => { told += 1; });
    await vm.load();
    await vm.pullNow();
    expect(latest(vm.state$)).toMatchObject({ busy: null, done: 'pulled', saved: { last_pull: { status: 'done', code: null } } });
    expect(told).toBe(1);
  });

  it('keeps a refused pull on screen (another import running) and tells no one', async () => {
    let told = 0;
    const vm = createPullViewModel(fakePort({ run: () => left(409, 'import_running') }).port, () => { told += 1; });
    await vm.load();
    await vm.pullNow();
    expect(latest(vm.state$)).toMatchObject({ busy: null, done: null, failure: { code: 'import_running' } });
    expect(told).toBe(0);
  });

  it('stops the pull and empties the form; a failed load offers a retry', async () => {
    const vm = createPullViewModel(fakePort().port);
    await vm.load();
    await vm.remove();
    expect(latest(vm.state$)).toMatchObject({ saved: null, done: 'removed', form: { url: '', everyHours: '24' } });
    await vm.pullNow();
    expect(latest(vm.state$).busy).toBeNull();

    const broken = createPullViewModel(fakePort({ settings: () => Promise.reject(new Error('offline')) }).port);
    await broken.load();
    expect(latest(broken.state$)).toMatchObject({ loading: false, loadFailure: { code: 'technical' } });
  });
});
