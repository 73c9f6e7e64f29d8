import * as E from 'fp-ts/Either';
import { describe, expect, it } from 'vitest';
import { fakeClock, recordingAudit } from '../access/testing/in-memory-ports';
import type { Order, OrderChanges } from '../orders/order';
import { INITIAL_STEPS, type StepStatuses } from '../shared/deal-states';
import { inMemoryTimeline } from '../testing/in-memory-timeline';
import { customerDocumentUseCases } from './customer-documents';
import { inMemoryDocuments, inMemoryFileStore } from './testing/in-memory-documents';
import { SAMPLE_FILES } from './testing/sample-files';

const deal = { dealershipId: 7, orderId: 5 };
const pdf = { kind: 'drivers_licence', fileName: 'licence.pdf', claimedType: 'application/pdf', bytes: SAMPLE_FILES.pdf, ip: '10.0.0.1' };

/** Deal 5 at store 7 (archived when `archived`), its file-upload step as given. */
function setup(step: StepStatuses['file-upload'] = 'initial', archived = false) {
  const clock = fakeClock();
  const documents = inMemoryDocuments(clock);
  const files = inMemoryFileStore();
  const audit = recordingAudit();
  const timeline = inMemoryTimeline(clock);
  const changes: OrderChanges[] = [];
  let n = 0;
  const uc = customerDocumentUseCases({
    documents, files, audit, timeline, clock, secrets: { token: () => { n += 1; return `key${n}`; } },
    orders: {
      byId: async (d, id) => (d === 7 && id === 5 ? ({ id: 5, isArchived: archived, steps: { ...INITIAL_STEPS, 'file-upload': step } } as Order) : null),
      update: async (_d, _id, c) => { changes.push(c); return null; },
    },
  });
  return { uc, documents, files, audit, timeline, changes };
}

describe('the customer\'s documents', () => {
  it('adds a document as the customer\'s, moves the step to the dealer, and writes the history and an audit row', async () => {
    const { uc, files, audit, timeline, changes } = setup('awaiting-customer');
    const up = await uc.upload(deal, pdf)();
    if (E.isLeft(up)) throw new Error(up.left._tag);
    expect(up.right).toMatchObject({ orderId: 5, kind: 'drivers_licence', uploadedBy: { kind: 'customer' }, contentType: 'application/pdf' });
    expect(files.files.size).toBe(1);
    expect(changes).toEqual([{ fileUploadStep: 'awaiting-dealer' }]);
    expect(audit.actions()).toEqual(['document_uploaded']);
    expect(timeline.entries.map((e) => [e.event, e.actor])).toEqual([['document.uploaded', 'customer']]);
  });

  it('lists only the customer\'s own documents, never the dealership\'s', async () => {
    const { uc, documents } = setup();
    await documents.insert({ dealershipId: 7, orderId: 5, kind: 'other', fileName: 'internal.pdf', contentType: 'application/pdf', size: 10, uploadedBy: { kind: 'staff', userId: 1 }, storageKey: 's' }, 30);
    const up = await uc.upload(deal, pdf)();
    const listed = await uc.list(deal)();
    expect(E.isRight(listed) && [listed.right.documents.map((d) => d.fileName), listed.right.step]).toEqual([['licence.pdf'], 'initial']);
    expect(E.isRight(up)).toBe(true);
  });

  it('refuses a bad file per field and keeps nothing; a completed step stays completed', async () => {
    const { uc, files, changes, audit } = setup('completed');
    const bad = await uc.upload(deal, { ...pdf, kind: 'selfie', bytes: new TextEncoder().encode('#!/bin/sh\necho hi') })();
    expect(bad).toEqual(E.left({ _tag: 'InvalidInput', errors: { kind: ['invalid_choice'], file: ['file.type_not_allowed'] } }));
    expect([files.files.size, audit.actions().length]).toEqual([0, 0]);
    expect(E.isRight(await uc.upload(deal, pdf)())).toBe(true);
    expect(changes).toEqual([]);
  });

  it('takes back only the customer\'s own document of this deal; an archived or unknown deal is not found', async () => {
    const { uc, documents, files, timeline } = setup();
    const staff = await documents.insert({ dealershipId: 7, orderId: 5, kind: 'other', fileName: 'internal.pdf', contentType: 'application/pdf', size: 10, uploadedBy: { kind: 'staff', userId: 1 }, storageKey: 's' }, 30);
    const up = await uc.upload(deal, pdf)();
    if (E.isLeft(up) || staff === 'full') throw new Error('setup');
    expect(await uc.remove(deal, staff.id, 'ip')()).toEqual(E.left({ _tag: 'NotFound' }));
    expect(await uc.remove({ dealershipId: 7, orderId: 6 }, up.right.id, 'ip')()).toEqual(E.left({ _tag: 'NotFound' }));
    expect(await uc.remove(deal, up.right.id, 'ip')()).toEqual(E.right(undefined));
    expect(files.files.size).toBe(0);
    expect(timeline.entries.map((e) => e.event)).toEqual(['document.uploaded', 'document.deleted']);
    expect(await setup('initial', true).uc.list(deal)()).toEqual(E.left({ _tag: 'NotFound' }));
  });
});
