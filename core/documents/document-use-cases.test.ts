import * as E from 'fp-ts/Either';
import { describe, expect, it } from 'vitest';
import type { Actor } from '../access/actor';
import type { DealershipContext } from '../access/dealership-context';
import { fakeClock, recordingAudit } from '../access/testing/in-memory-ports';
import type { Order } from '../orders/order';
import { inMemoryTimeline } from '../testing/in-memory-timeline';
import { MAX_DOCUMENTS_PER_DEAL } from './document';
import { documentUseCases } from './document-use-cases';
import { fakeSigner, inMemoryDocuments, inMemoryFileStore } from './testing/in-memory-documents';
import { bytesOf, SAMPLE_FILES } from './testing/sample-files';

const actor = (role: Actor['role'], extra: Partial<Actor> = {}): Actor => ({ role, isSuperAdmin: false, isCorporate: false, showAnalyticsDashboard: false, ...extra });
const ctxOf = (a: Actor, userId = 42) => ({ dealership: { id: 7 }, user: { id: userId }, actor: a }) as DealershipContext;
const admin = ctxOf(actor('dealer_admin'));
const rep = (userId: number) => ctxOf(actor('dealer_sales_rep'), userId);
const pdf = { kind: 'pay_stub', fileName: 'stub.pdf', claimedType: 'application/pdf', bytes: SAMPLE_FILES.pdf, ip: '10.0.0.1' };

/** Deal 5 at store 7, its customer assigned to rep 42; deal 6 at store 8. */
function setup() {
  const clock = fakeClock();
  const documents = inMemoryDocuments(clock);
  const files = inMemoryFileStore();
  const audit = recordingAudit();
  const timeline = inMemoryTimeline(clock);
  let n = 0;
  const uc = documentUseCases({
    documents, files, audit, timeline, clock, signer: fakeSigner(),
    secrets: { token: () => { n += 1; return `key${n}`; } },
    orders: { byId: async (d, id) => (d === 7 && id === 5 ? ({ id: 5 } as Order) : null) },
    customerOwners: { ownerOf: async (d, t) => (d === 7 && t.id === 5 ? { found: true, repId: 42 } : { found: false }) },
  });
  return { uc, documents, files, audit, timeline, clock };
}

describe('the deal documents', () => {
  it('uploads, lists, links and downloads, with an audit row each time and timeline entries', async () => {
    const { uc, files, audit, timeline } = setup();
    const up = await uc.upload(admin, 5, pdf)();
    if (E.isLeft(up)) throw new Error(up.left._tag);
    expect(up.right).toMatchObject({ orderId: 5, kind: 'pay_stub', contentType: 'application/pdf', uploadedBy: { kind: 'staff', userId: 42 } });
    expect(files.files.size).toBe(1);
    expect(await uc.list(admin, 5)()).toEqual(E.right([up.right]));
    const link = await uc.link(admin, up.right.id)();
    if (E.isLeft(link)) throw new Error('link');
    for (let i = 0; i < 2; i += 1) {
      const got = await uc.download(admin, link.right.token, '10.0.0.2')();
      expect(E.isRight(got) && [...got.right.bytes]).toEqual([...SAMPLE_FILES.pdf]);
    }
    expect(audit.actions()).toEqual(['document_uploaded', 'document_downloaded', 'document_downloaded']);
    expect(timeline.entries.map((e) => e.event)).toEqual(['document.uploaded']);
  });

  it('refuses an expired link and a link for another store', async () => {
    const { uc, clock, audit } = setup();
    const up = await uc.upload(admin, 5, pdf)();
    const link = E.isRight(up) ? await uc.link(admin, up.right.id)() : null;
    if (link === null || E.isLeft(link)) throw new Error('setup');
    const other = { ...admin, dealership: { id: 8 } } as DealershipContext;
    expect(await uc.download(other, link.right.token, 'ip')()).toEqual(E.left({ _tag: 'DocumentLinkRefused', reason: 'invalid' }));
    clock.advance(5 * 60 * 1000 + 1000);
    expect(await uc.download(admin, link.right.token, 'ip')()).toEqual(E.left({ _tag: 'DocumentLinkRefused', reason: 'expired' }));
    expect(audit.actions()).toEqual(['document_uploaded']);
  });

  it('keeps nothing of a refused file', async () => {
    const { uc, files, documents, audit } = setup();
    const bad = await uc.upload(admin, 5, { ...pdf, kind: '', bytes: bytesOf('<html>') })();
    expect(bad).toEqual(E.left({ _tag: 'InvalidInput', errors: { kind: ['required'], file: ['file.type_not_allowed'] } }));
    expect([files.files.size, documents.rows.length, audit.entries.length]).toEqual([0, 0, 0]);
  });

  it('stops at the limit per deal and takes the refused bytes away', async () => {
    const { uc, files } = setup();
    for (let i = 0; i < MAX_DOCUMENTS_PER_DEAL; i += 1) expect(E.isRight(await uc.upload(admin, 5, pdf)())).toBe(true);
    expect(await uc.upload(admin, 5, pdf)()).toEqual(E.left({ _tag: 'InvalidInput', errors: { file: ['file.limit_reached'] } }));
    expect(files.files.size).toBe(MAX_DOCUMENTS_PER_DEAL);
  });

  it('lets corporate users look but not upload or delete', async () => {
    const { uc } = setup();
    const corporate = ctxOf(actor('dealer_admin', { isCorporate: true }));
    const up = await uc.upload(admin, 5, pdf)();
    if (E.isLeft(up)) throw new Error('setup');
    expect(E.isRight(await uc.list(corporate, 5)())).toBe(true);
    expect(E.isRight(await uc.link(corporate, up.right.id)())).toBe(true);
    expect(await uc.upload(corporate, 5, pdf)()).toEqual(E.left({ _tag: 'Forbidden', action: 'upload_document' }));
    expect(await uc.remove(corporate, up.right.id, 'ip')()).toEqual(E.left({ _tag: 'Forbidden', action: 'delete_document' }));
  });

  it('shows a rep only the deals of their own customers; another store\'s deal is unknown', async () => {
    const { uc } = setup();
    expect(E.isRight(await uc.list(rep(42), 5)())).toBe(true);
    expect(await uc.list(rep(43), 5)()).toEqual(E.left({ _tag: 'NotFound' }));
    expect(await uc.upload(rep(43), 5, pdf)()).toEqual(E.left({ _tag: 'NotFound' }));
    expect(await uc.list(admin, 6)()).toEqual(E.left({ _tag: 'NotFound' }));
  });

  it('lets the uploader and managers delete; deleting removes the bytes', async () => {
    const { uc, files, audit, timeline } = setup();
    const byRep = await uc.upload(rep(42), 5, pdf)();
    const byAdmin = await uc.upload(admin, 5, pdf)();
    if (E.isLeft(byRep) || E.isLeft(byAdmin)) throw new Error('setup');
    expect(E.isRight(await uc.remove(rep(42), byRep.right.id, 'ip')())).toBe(true);
    expect(E.isRight(await uc.remove(ctxOf(actor('dealer_sales_manager'), 99), byAdmin.right.id, 'ip')())).toBe(true);
    expect(files.files.size).toBe(0);
    expect(audit.actions().filter((a) => a === 'document_deleted')).toHaveLength(2);
    expect(timeline.entries.map((e) => e.event)).toEqual(['document.uploaded', 'document.uploaded', 'document.deleted', 'document.deleted']);
  });

  it('refuses a rep deleting a colleague\'s upload', async () => {
    const { uc, files } = setup();
    const up = await uc.upload(ctxOf(actor('dealer_sales_manager'), 99), 5, pdf)();
    if (E.isLeft(up)) throw new Error('setup');
    expect(await uc.remove(rep(42), up.right.id, 'ip')()).toEqual(E.left({ _tag: 'Forbidden', action: 'delete_document' }));
    expect(files.files.size).toBe(1);
  });
});
