import type { CreditDeal, CreditRepository, StoredCredit, StoredDraft } from '../credit/credit-repository';

/** Credit applications and drafts in memory, over the given deals (`CreditDeal`: the deal and its store's credit settings). */
export function inMemoryCredit(deals: readonly CreditDeal[]): CreditRepository & { readonly rows: StoredCredit[]; readonly drafts: StoredDraft[] } {
  const rows: StoredCredit[] = [];
  const drafts: StoredDraft[] = [];
  let nextId = 1;
  const draftAt = (dealershipId: number, orderId: number) => drafts.findIndex((d) => d.dealershipId === dealershipId && d.orderId === orderId);
  return {
    rows,
    drafts,
    async deal(dealershipId, orderId) {
      return deals.find((d) => d.dealershipId === dealershipId && d.orderId === orderId) ?? null;
    },
    async byOrder(dealershipId, orderId) {
      return rows.find((r) => r.dealershipId === dealershipId && r.orderId === orderId) ?? null;
    },
    async save(write, expectedVersion, now) {
      const i = rows.findIndex((r) => r.orderId === write.orderId && r.dealershipId === write.dealershipId);
      if (expectedVersion === null) {
        if (i >= 0) return null;
        const row = { ...write, id: nextId++, updatedAt: now, version: 1 };
        rows.push(row);
        return row;
      }
      const current = rows[i];
      if (current === undefined || current.version !== expectedVersion) return null;
      const row = { ...write, id: current.id, updatedAt: now, version: current.version + 1 };
      rows[i] = row;
      return row;
    },
    async sealedWithOtherKey(keyId, limit) {
      return rows.filter((r) => r.applicant.sealed.keyId !== keyId || (r.coApplicant !== null && r.coApplicant.sealed.keyId !== keyId)).slice(0, limit);
    },
    async reseal(id, version, applicant, coApplicant) {
      const i = rows.findIndex((r) => r.id === id);
      const row = rows[i];
      if (row === undefined || row.version !== version) return false;
      rows[i] = { ...row, applicant: { ...row.applicant, sealed: applicant }, coApplicant: row.coApplicant === null || coApplicant === null ? row.coApplicant : { ...row.coApplicant, sealed: coApplicant } };
      return true;
    },
    async draft(dealershipId, orderId) {
      return drafts[draftAt(dealershipId, orderId)] ?? null;
    },
    async saveDraft(write, now) {
      const row = { ...write, updatedAt: now };
      const i = draftAt(write.dealershipId, write.orderId);
      if (i >= 0) drafts[i] = row; else drafts.push(row);
      return row;
    },
    async removeDraft(dealershipId, orderId) {
      const i = draftAt(dealershipId, orderId);
      if (i >= 0) drafts.splice(i, 1);
    },
    async draftsSealedWithOtherKey(keyId, limit) {
      return drafts.filter((d) => d.applicant.sealed.keyId !== keyId || (d.coApplicant !== null && d.coApplicant.sealed.keyId !== keyId)).slice(0, limit);
    },
    async resealDraft(orderId, updatedAt, applicant, coApplicant) {
      const i = drafts.findIndex((d) => d.orderId === orderId);
      const row = drafts[i];
      if (row === undefined || row.updatedAt.getTime() !== updatedAt.getTime()) return false;
      drafts[i] = { ...row, applicant: { ...row.applicant, sealed: applicant }, coApplicant: row.coApplicant === null || coApplicant === null ? row.coApplicant : { ...row.coApplicant, sealed: coApplicant } };
      return true;
    },
  };
}
