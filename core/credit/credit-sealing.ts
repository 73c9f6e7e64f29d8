import { EMPTY_PERSON, isSensitive, personData, SENSITIVE_FIELDS, type PersonData, type SensitiveField } from './credit-fields';
import type { FieldCipher, Sealed } from './credit-cipher';

/** A person's answers as stored: the sensitive fields emptied in `open`, sealed together in `sealed`. */
export interface SealedPerson {
  readonly open: PersonData;
  readonly sealed: Sealed;
}

export function sealPerson(cipher: FieldCipher, p: PersonData): SealedPerson {
  const secret: Partial<Record<SensitiveField, string>> = {};
  for (const f of SENSITIVE_FIELDS) if (p[f] !== '') secret[f] = p[f];
  const open = Object.fromEntries(Object.entries(p).map(([f, v]) => [f, isSensitive(f) ? '' : v]));
  return { open: personData(open), sealed: cipher.seal(JSON.stringify(secret)) };
}

export function openPerson(cipher: Pick<FieldCipher, 'open'>, stored: SealedPerson): PersonData {
  const secret = JSON.parse(cipher.open(stored.sealed)) as Record<string, unknown>;
  const sensitive = Object.fromEntries(SENSITIVE_FIELDS.map((f) => [f, typeof secret[f] === 'string' ? secret[f] : '']));
  return { ...EMPTY_PERSON, ...stored.open, ...sensitive };
}

/**
 * A sensitive value as the dealer sees it before revealing it: nothing of it but, for the
 * insurance number, its last 3 digits (enough to confirm with the customer on the phone). Empty
 * stays empty, so "not given" still reads as such.
 */
export function maskValue(field: SensitiveField, value: string): string {
  if (value === '') return '';
  if (field === 'insurance_number') return `••• ••• ${value.replace(/[^0-9]/g, '').slice(-3)}`;
  return '••••';
}

export function maskPerson(p: PersonData): PersonData {
  const out: Record<string, string> = { ...p };
  for (const f of SENSITIVE_FIELDS) out[f] = maskValue(f, p[f]);
  return out as unknown as PersonData;
}
