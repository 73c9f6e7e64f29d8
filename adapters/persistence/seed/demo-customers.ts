import type { Language } from '@dealer-panel/core/access/dealer-user';
import { NAME_POOLS, NOTES } from './demo-names';
import type { DemoStore, StoreKey } from './demo-stores';
import { asciiFold, mulberry32, type Rng } from './prng';

export const CUSTOMERS_PER_STORE = 110;
export const LEAD_TYPES = ['website', 'walk_in', 'phone', 'referral', 'third_party', 'chat'] as const;
export const ARCHIVE_STATUSES = ['Active', 'Lost', 'Sold'] as const;

export interface DemoCustomer {
  readonly firstName: string;
  readonly lastName: string;
  readonly email: string;
  readonly phone: string;
  readonly addressLine1: string;
  readonly city: string;
  readonly provinceCode: string;
  readonly postalCode: string;
  readonly language: Language;
  readonly leadType: (typeof LEAD_TYPES)[number];
  readonly salesRepId: number | null;
  readonly archiveStatus: (typeof ARCHIVE_STATUSES)[number];
  readonly note: string;
  readonly createdAt: Date;
  readonly updatedAt: Date;
}

/** A rep customers may be given to; a rep kept out of automatic assignment gets a smaller weight. */
export interface AssignableRep {
  readonly id: number;
  readonly weight: number;
}

const DAY_MS = 24 * 60 * 60 * 1000;
const SEEDS: Readonly<Record<StoreKey, number>> = { qc: 0x51_2026, on: 0x41_2026, vt: 0x80_2026 };
const POSTAL_LETTERS = 'ABCEGHJKLMNPRSTVWXYZ'; // never D, F, I, O, Q, U
const EMAIL_DOMAINS = ['example.com', 'example.net', 'example.org'];

/**
 * The store's demo customers: the same list for the same store, reps and `now` (seeded PRNG),
 * oldest first, created over the 365 days before `now`.
 */
export function demoCustomers(store: DemoStore, reps: readonly AssignableRep[], now: Date, count = CUSTOMERS_PER_STORE): DemoCustomer[] {
  const rng = mulberry32(SEEDS[store.key]);
  const emails = new Set<string>();
  const phones = new Set<string>();
  const customers = Array.from({ length: count }, () => oneCustomer(store, reps, now, rng, emails, phones));
  return customers.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
}

function oneCustomer(store: DemoStore, reps: readonly AssignableRep[], now: Date, rng: Rng, emails: Set<string>, phones: Set<string>): DemoCustomer {
  const pool = NAME_POOLS[store.key];
  const other = rng.chance(pool.otherShare);
  const firstName = rng.pick(other ? pool.otherFirst : pool.first);
  const lastName = rng.pick(other ? pool.otherLast : pool.last);
  const language = rng.weighted(store.customerLanguages);
  const locality = rng.pick(store.localities);
  const ageMs = Math.floor(rng.next() * 365 * DAY_MS);
  const createdAt = new Date(Math.floor((now.getTime() - ageMs) / 1000) * 1000);
  const updatedAt = new Date(createdAt.getTime() + Math.floor(rng.next() * Math.min(ageMs, 45 * DAY_MS) / 1000) * 1000);
  return {
    firstName,
    lastName,
    email: rng.chance(0.95) ? emailFor(firstName, lastName, rng, emails) : '',
    phone: rng.chance(0.92) ? phoneFor(store, rng, phones) : '',
    addressLine1: addressFor(store, rng),
    city: locality.city,
    provinceCode: locality.provinceCode,
    postalCode: store.country === 'CA' ? canadianPostalCode(rng.pick(locality.postal), rng) : rng.pick(locality.postal),
    language,
    leadType: rng.weighted([['website', 34], ['walk_in', 18], ['phone', 14], ['referral', 10], ['third_party', 14], ['chat', 10]]),
    salesRepId: reps.length > 0 && rng.chance(0.88) ? rng.weighted(reps.map((r) => [r.id, r.weight] as const)) : null,
    // A lead of the last two weeks is still being worked.
    archiveStatus: ageMs < 14 * DAY_MS ? 'Active' : rng.weighted([['Active', 75], ['Lost', 15], ['Sold', 10]]),
    note: rng.chance(0.25) ? rng.pick(NOTES[language === 'fr_CA' ? 'fr' : 'en']) : '',
    createdAt,
    updatedAt,
  };
}

function emailFor(firstName: string, lastName: string, rng: Rng, taken: Set<string>): string {
  const f = asciiFold(firstName).replace(/[^a-z-]/g, '');
  const l = asciiFold(lastName).replace(/[^a-z]/g, '');
  const local = rng.pick([`${f}.${l}`, `${f}${l}${rng.int(1, 99)}`, `${f.charAt(0)}${l}`, `${l}.${f}`, `${f}_${l}`]);
  const domain = rng.pick(EMAIL_DOMAINS);
  let email = `${local}@${domain}`;
  for (let n = 2; taken.has(email); n += 1) email = `${local}${n}@${domain}`;
  taken.add(email);
  return email;
}

/**
 * A fictional number (555-0100 to 555-0199, the range kept for fiction) written as people type it.
 * No two customers of a store share one: a drawn number already taken moves on to the next free one
 * (same draws, so the rest of the demo stays as it was); '' once the store's range is used up.
 * Likely duplicates come from the seeded pairs (seed-demo-duplicates), not from chance.
 */
function phoneFor(store: DemoStore, rng: Rng, taken: Set<string>): string {
  const areaIndex = store.areaCodes.indexOf(rng.pick(store.areaCodes));
  const drawn = rng.int(0, 99);
  const forms = store.country === 'CA' ? 4 : 2;
  const form = rng.int(0, forms - 1);
  const slots = store.areaCodes.length * 100;
  for (let step = 0; step < slots; step += 1) {
    const slot = (areaIndex * 100 + drawn + step) % slots;
    const area = store.areaCodes[Math.floor(slot / 100)] ?? '';
    const line = `01${String(slot % 100).padStart(2, '0')}`;
    if (taken.has(`${area}${line}`)) continue;
    taken.add(`${area}${line}`);
    const written = store.country === 'CA'
      ? [`(${area}) 555-${line}`, `${area}-555-${line}`, `${area} 555 ${line}`, `${area}555${line}`]
      : [`${area}-555-${line}`, `${area}555${line}`];
    return written[form] ?? written[0] ?? '';
  }
  return '';
}

function addressFor(store: DemoStore, rng: Rng): string {
  const street = rng.pick(store.streets);
  const civic = rng.int(10, 9999);
  if (store.key === 'qc') return rng.chance(0.15) ? `${civic}, ${street}, app. ${rng.int(1, 12)}` : `${civic}, ${street}`;
  if (store.key === 'on') return rng.chance(0.15) ? `${rng.int(101, 2412)}-${civic} ${street}` : `${civic} ${street}`;
  return rng.chance(0.1) ? `${civic} ${street} Apt ${rng.int(1, 20)}` : `${civic} ${street}`;
}

function canadianPostalCode(fsa: string, rng: Rng): string {
  return `${fsa} ${rng.int(0, 9)}${POSTAL_LETTERS.charAt(rng.int(0, POSTAL_LETTERS.length - 1))}${rng.int(0, 9)}`;
}
