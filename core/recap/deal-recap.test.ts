import * as E from 'fp-ts/Either';
import { describe, expect, it } from 'vitest';
import type { AuditEntry } from '../shared/ports/audit-log';
import { dealRecap, isRecapLanguage, recapLanguageOf, type RecapDeps } from './deal-recap';

/** Deps whose reads find nothing; what the recap would price is never reached. */
function emptyDeps(audit: AuditEntry[]): RecapDeps {
  const none = async () => null;
  return {
    orders: { view: none }, customers: { byId: none }, stores: { settings: none }, disclosures: { read: none },
    audit: { record: async (e) => { audit.push(e); } },
    clock: { now: () => new Date('2026-11-28T12:00:00Z') },
    payments: {} as RecapDeps['payments'],
  };
}

describe('the deal recap use case', () => {
  it('knows its three languages and maps a person\'s language to one', () => {
    expect(['en', 'fr', 'both'].every(isRecapLanguage)).toBe(true);
    expect(['EN', '', 'de', null, 1].some(isRecapLanguage)).toBe(false);
    expect(recapLanguageOf('fr_CA')).toBe('fr');
    expect(recapLanguageOf('en_US')).toBe('en');
  });

  it('refuses a bad language by field before reading anything, and writes no audit row', async () => {
    const audit: AuditEntry[] = [];
    const r = await dealRecap(emptyDeps(audit))({ kind: 'customer', dealershipId: 1, ip: '1.2.3.4' }, 5, 'de')();
    expect(r).toEqual(E.left({ _tag: 'InvalidInput', errors: { lang: ['recap.language_invalid'] } }));
    expect(audit).toEqual([]);
  });

  it('answers 404 for a deal the store does not have, and writes no audit row', async () => {
    const audit: AuditEntry[] = [];
    const r = await dealRecap(emptyDeps(audit))({ kind: 'customer', dealershipId: 1, ip: '1.2.3.4' }, 5, 'fr')();
    expect(r).toEqual(E.left({ _tag: 'NotFound' }));
    expect(audit).toEqual([]);
  });
});
