import * as E from 'fp-ts/Either';
import { describe, expect, it } from 'vitest';
import { cardProcessorUseCases } from './card-processor-use-cases';
import { fakeCardProcessor, inMemoryCardProcessorAccounts, inMemoryConnectStates, storesWorld } from './testing/in-memory-stores';

function setup() {
  const world = storesWorld();
  const processor = fakeCardProcessor();
  const deps = {
    cardProcessor: processor, cardProcessorAccounts: inMemoryCardProcessorAccounts(), connectStates: inMemoryConnectStates(),
    secrets: world.ports.secrets, clock: world.ports.clock, audit: world.ports.audit,
  };
  return { ...world, processor, deps, U: cardProcessorUseCases(deps) };
}

const stateOf = (url: string) => new URL(url).searchParams.get('state') ?? '';

describe('card-processor use cases', () => {
  it('connects with a state of this session and store, once, and audits before and after', async () => {
    const { U, ctxAt, processor, ports } = setup();
    const admin = await ctxAt(1, 'dealer_admin');
    const start = await U.startConnect(admin)();
    if (E.isLeft(start)) throw new Error('refused');
    const state = stateOf(start.right.url);
    const done = await U.completeConnect(admin, { state, code: processor.authorize(), ip: '1.2.3.4' })();
    expect(E.isRight(done) && done.right.accountId).toBe('acct_code-1');
    expect(ports.audit.entries.at(-1)).toMatchObject({ action: 'card_processor_connected', dealershipId: 1, before: { account_id: null }, after: { account_id: 'acct_code-1' } });
    const replay = await U.completeConnect(admin, { state, code: processor.authorize(), ip: '' })();
    expect(replay).toEqual(E.left({ _tag: 'StateRefused' }));
    const status = await U.status(admin)();
    expect(E.isRight(status) && status.right.account?.accountId).toBe('acct_code-1');
  });

  it('refuses a state issued to another session or another store, or expired', async () => {
    const { U, ctxAt, processor, ports } = setup();
    const admin = await ctxAt(1, 'dealer_admin');
    const colleague = await ctxAt(1, 'dealer_admin');
    const elsewhere = await ctxAt(2, 'dealer_admin');
    for (const who of [colleague, elsewhere]) {
      const start = await U.startConnect(admin)();
      if (E.isLeft(start)) throw new Error('refused');
      expect(await U.completeConnect(who, { state: stateOf(start.right.url), code: processor.authorize(), ip: '' })()).toEqual(E.left({ _tag: 'StateRefused' }));
    }
    const start = await U.startConnect(admin)();
    if (E.isLeft(start)) throw new Error('refused');
    ports.clock.advance(15 * 60 * 1000);
    expect(await U.completeConnect(admin, { state: stateOf(start.right.url), code: processor.authorize(), ip: '' })()).toEqual(E.left({ _tag: 'StateRefused' }));
    expect(await U.completeConnect(admin, { state: '', code: 'x', ip: '' })()).toEqual(E.left({ _tag: 'StateRefused' }));
  });

  it('lets only the store\'s admins manage, and whoever opens the store page read', async () => {
    const { U, ctxAt } = setup();
    for (const role of ['dealer_admin', 'organization_admin', 'super'] as const) {
      expect(E.isRight(await U.startConnect(await ctxAt(1, role))()), role).toBe(true);
    }
    for (const ctx of [await ctxAt(1, 'dealer_sales_rep'), await ctxAt(1, 'dealer_sales_manager'), await ctxAt(1, 'organization_assistant'), await ctxAt(1, 'dealer_admin', { corporate: true })]) {
      expect(await U.startConnect(ctx)()).toEqual(E.left({ _tag: 'Forbidden', action: 'manage_card_processor' }));
      expect(E.isLeft(await U.disconnect(ctx, { ip: '' })())).toBe(true);
      expect(E.isLeft(await U.info(ctx)())).toBe(true);
    }
    const assistant = await U.status(await ctxAt(1, 'organization_assistant'))();
    expect(E.isRight(assistant) && assistant.right.mayManage).toBe(false);
    expect(E.isLeft(await U.status(await ctxAt(1, 'dealer_sales_manager'))())).toBe(true);
  });

  it('disconnects, keeps the account when the processor refuses, and says when there is none', async () => {
    const { U, ctxAt, processor, deps, ports } = setup();
    const admin = await ctxAt(1, 'dealer_admin');
    await deps.cardProcessorAccounts.connect(1, { accountId: 'acct_1', connectedAt: ports.clock.now() });
    processor.refuseNext('Your platform is under review.');
    expect(await U.disconnect(admin, { ip: '' })()).toEqual(E.left({ _tag: 'ProcessorRefused', reason: 'other', message: 'Your platform is under review.' }));
    expect(await deps.cardProcessorAccounts.account(1)).not.toBeNull();
    expect(E.isRight(await U.disconnect(admin, { ip: '' })())).toBe(true);
    expect(await deps.cardProcessorAccounts.account(1)).toBeNull();
    expect(ports.audit.entries.at(-1)).toMatchObject({ action: 'card_processor_disconnected', before: { account_id: 'acct_1' }, after: { account_id: null } });
    expect(await U.disconnect(admin, { ip: '' })()).toEqual(E.left({ _tag: 'NotConnected' }));
  });

  it('forgets an account the processor says it no longer gives access to, and records that it was already revoked', async () => {
    const { U, ctxAt, processor, deps, ports } = setup();
    const admin = await ctxAt(1, 'dealer_admin');
    await deps.cardProcessorAccounts.connect(1, { accountId: 'acct_gone', connectedAt: ports.clock.now() });
    processor.refuseNext('This application is not connected to account acct_gone.', 'not_connected');
    expect(await U.disconnect(admin, { ip: '' })()).toEqual(E.right(undefined));
    expect(await deps.cardProcessorAccounts.account(1)).toBeNull();
    expect(ports.audit.entries.at(-1)).toMatchObject({ action: 'card_processor_disconnected', detail: { already_revoked: true }, before: { account_id: 'acct_gone' }, after: { account_id: null } });
  });
});
