import * as E from 'fp-ts/Either';
import type { Either } from 'fp-ts/Either';
import type { NonEmptyArray } from 'fp-ts/NonEmptyArray';
import type { LeadType } from '../customers/customer';
import { parseMoney } from '../shared/money-text';
import type { FieldErrors } from '../shared/validation';
import { email as emailRule } from '../shared/validation/email';
import { vin as vinRule } from '../shared/validation/vin';

/**
 * ADF 1.0 (Auto-lead Data Format) as the dealer panel reads and writes it: one prospect is one
 * lead (a customer and the vehicles they asked about). The XML itself is read and written by an
 * adapter (fast-xml-parser); core sees the texts of the elements it uses (`AdfProspectDraft`)
 * and validates them into an `AdfLead`.
 */

export const ADF_INTERESTS = ['buy', 'lease', 'sell', 'trade-in', 'test-drive'] as const;
export type AdfInterest = (typeof ADF_INTERESTS)[number];

/** The texts of one <vehicle> of a prospect, as sent (absent elements are empty strings). */
export interface AdfVehicleDraft {
  readonly interest: string;
  readonly status: string;
  readonly year: string;
  readonly make: string;
  readonly model: string;
  readonly trim: string;
  readonly vin: string;
  readonly stock: string;
  readonly price: string;
  readonly currency: string;
}

/** The texts of one <prospect>, as sent. A name given whole (part="full") is in `fullName`. */
export interface AdfProspectDraft {
  readonly requestDate: string;
  readonly vehicles: readonly AdfVehicleDraft[];
  readonly firstName: string;
  readonly lastName: string;
  readonly fullName: string;
  readonly email: string;
  readonly phones: readonly string[];
  readonly street1: string;
  readonly street2: string;
  readonly city: string;
  readonly regionCode: string;
  readonly postalCode: string;
  readonly country: string;
  readonly comments: string;
  readonly vendorName: string;
  readonly providerName: string;
  readonly providerService: string;
  readonly providerUrl: string;
}

export interface AdfVehicle {
  readonly interest: AdfInterest;
  readonly status: 'new' | 'used';
  readonly year: number | null;
  readonly make: string;
  readonly model: string;
  readonly trim: string;
  /** Upper case, or empty. */
  readonly vin: string;
  readonly stock: string;
  readonly priceCents: number | null;
  /** ISO 4217 code of the price, upper case (empty without a price). */
  readonly currency: string;
}

/** A validated lead. Contact texts are trimmed; the phone is its 10 digits (a leading 1 dropped). */
export interface AdfLead {
  /** ISO 8601 as sent (ADF's requestdate), or empty. */
  readonly requestDate: string;
  readonly vehicles: readonly AdfVehicle[];
  readonly customer: {
    readonly firstName: string;
    readonly lastName: string;
    readonly email: string;
    readonly phone: string;
    readonly addressLine1: string;
    readonly addressLine2: string;
    readonly city: string;
    readonly regionCode: string;
    readonly postalCode: string;
    readonly country: string;
  };
  readonly comments: string;
  readonly vendorName: string;
  readonly provider: { readonly name: string; readonly service: string; readonly url: string };
}

/** At most this many prospects in a document, and vehicles in a prospect (decision: a real lead has one to a few). */
export const MAX_PROSPECTS = 100;
export const MAX_VEHICLES = 10;
/** Longest element text kept (longer is refused, not cut). Comments may be longer. */
export const TEXT_MAX = 200;
export const COMMENTS_MAX = 2000;

/** The 10 digits of a North American number written any way (+1, dots, spaces); null when it is not one. */
export function nanpDigits(text: string): string | null {
  const digits = text.replace(/\D/g, '');
  const ten = digits.length === 11 && digits.startsWith('1') ? digits.slice(1) : digits;
  return /^[2-9]\d{2}[2-9]\d{6}$/.test(ten) ? ten : null;
}

/** First and last name from part="first"/"last", else split from part="full" (last word = last name). */
export function splitName(draft: Pick<AdfProspectDraft, 'firstName' | 'lastName' | 'fullName'>): { firstName: string; lastName: string } {
  const first = draft.firstName.trim();
  const last = draft.lastName.trim();
  if (first !== '' || last !== '') return { firstName: first, lastName: last };
  const words = draft.fullName.trim().split(/\s+/).filter((w) => w !== '');
  if (words.length < 2) return { firstName: words[0] ?? '', lastName: '' };
  return { firstName: words.slice(0, -1).join(' '), lastName: words[words.length - 1] ?? '' };
}

/** Where the lead came from, read from its provider (decided): a dealer's own site is `website`, any other provider `third_party`. */
export function leadTypeOf(lead: Pick<AdfLead, 'provider' | 'vendorName'>): LeadType {
  const text = `${lead.provider.name} ${lead.provider.service} ${lead.provider.url}`.toLowerCase();
  if (lead.provider.name.trim() === '' || lead.provider.name.trim().toLowerCase() === lead.vendorName.trim().toLowerCase()) return 'website';
  return /dealer (web)?site|site web|website form|formulaire/.test(text) ? 'website' : 'third_party';
}

/** The name the lead's source is recorded under (the deal's campaign): the provider's name, else its service. */
export function leadSourceOf(lead: Pick<AdfLead, 'provider'>): string {
  return (lead.provider.name.trim() || lead.provider.service.trim() || 'ADF').slice(0, 100);
}

/** The vehicle the deal is made for: the first one the customer wants to buy or lease (not a trade-in). */
export function vehicleOfInterest(lead: Pick<AdfLead, 'vehicles'>): AdfVehicle | null {
  return lead.vehicles.find((v) => v.interest === 'buy' || v.interest === 'lease' || v.interest === 'test-drive') ?? null;
}

function vehicle(draft: AdfVehicleDraft, index: number, add: (field: string, code: string) => void): AdfVehicle {
  const at = (f: string) => `vehicle.${index}.${f}`;
  const interest = draft.interest.trim().toLowerCase() || 'buy';
  if (!(ADF_INTERESTS as readonly string[]).includes(interest)) add(at('interest'), 'choice.invalid');
  const status = draft.status.trim().toLowerCase() || 'new';
  if (status !== 'new' && status !== 'used') add(at('status'), 'choice.invalid');
  const yearText = draft.year.trim();
  const year = yearText === '' ? null : /^\d{4}$/.test(yearText) && Number(yearText) >= 1900 && Number(yearText) <= 2100 ? Number(yearText) : NaN;
  if (Number.isNaN(year)) add(at('year'), 'number.out_of_range');
  const vin = draft.vin.trim().toUpperCase();
  const vinCode = vinRule(vin);
  if (vinCode !== null) add(at('vin'), vinCode);
  const priceText = draft.price.trim().replace(/,/g, '');
  const priceCents = priceText === '' ? null : parseMoney(priceText);
  if (priceText !== '' && priceCents === null) add(at('price'), 'money.invalid');
  const currency = draft.currency.trim().toUpperCase();
  if (currency !== '' && !/^[A-Z]{3}$/.test(currency)) add(at('currency'), 'choice.invalid');
  for (const [f, v] of [['make', draft.make], ['model', draft.model], ['trim', draft.trim], ['stock', draft.stock]] as const) {
    if ([...v.trim()].length > TEXT_MAX) add(at(f), 'text.too_long');
  }
  return {
    interest: interest as AdfInterest, status: status as 'new' | 'used', year: year !== null && !Number.isNaN(year) ? year : null,
    make: draft.make.trim(), model: draft.model.trim(), trim: draft.trim.trim(), vin, stock: draft.stock.trim(),
    priceCents, currency: priceCents === null ? '' : currency,
  };
}

/**
 * One prospect checked as a lead: names (given or split from the full name), a way to reach the
 * customer (an e-mail or a North American phone), sane vehicles (VIN, year, price). The customer
 * fields are checked again, by the same rules as the customer form, when the customer is created
 * (create-customer.ts); this step refuses what no customer could be made of.
 */
export function validateAdfProspect(draft: AdfProspectDraft): Either<FieldErrors, AdfLead> {
  const errors: Record<string, NonEmptyArray<string>> = {};
  const add = (field: string, code: string) => { if (errors[field] === undefined) errors[field] = [code]; };
  const { firstName, lastName } = splitName(draft);
  if (firstName === '') add('first_name', 'required');
  if (lastName === '') add('last_name', 'required');
  // Some lead sources write the address as a link (mailto:…).
  const email = draft.email.trim().replace(/^mailto:/i, '').toLowerCase();
  if (email !== '') { const code = emailRule(email); if (code !== null) add('email', code); }
  const phones = draft.phones.map((p) => p.trim()).filter((p) => p !== '');
  const phone = phones.map(nanpDigits).find((p) => p !== null) ?? '';
  if (phones.length > 0 && phone === '' && email === '') add('phone', 'phone.invalid');
  if (email === '' && phones.length === 0) { add('email', 'contact.required'); add('phone', 'contact.required'); }
  if (draft.vehicles.length > MAX_VEHICLES) add('vehicle', 'list.too_long');
  const vehicles = draft.vehicles.slice(0, MAX_VEHICLES).map((v, i) => vehicle(v, i, add));
  const texts = {
    first_name: firstName, last_name: lastName, email, address_line_1: draft.street1, address_line_2: draft.street2, city: draft.city,
    province: draft.regionCode, postal_code: draft.postalCode, country: draft.country, vendor: draft.vendorName, provider: draft.providerName,
    provider_service: draft.providerService, provider_url: draft.providerUrl, request_date: draft.requestDate,
  };
  for (const [field, value] of Object.entries(texts)) if ([...value.trim()].length > TEXT_MAX) add(field, 'text.too_long');
  if ([...draft.comments.trim()].length > COMMENTS_MAX) add('comments', 'text.too_long');
  if (Object.keys(errors).length > 0) return E.left(errors);
  return E.right({
    requestDate: draft.requestDate.trim(),
    vehicles,
    customer: {
      firstName, lastName, email, phone,
      addressLine1: draft.street1.trim(), addressLine2: draft.street2.trim(), city: draft.city.trim(),
      regionCode: draft.regionCode.trim().toUpperCase(), postalCode: draft.postalCode.trim(), country: draft.country.trim().toUpperCase(),
    },
    comments: draft.comments.trim(),
    vendorName: draft.vendorName.trim(),
    provider: { name: draft.providerName.trim(), service: draft.providerService.trim(), url: draft.providerUrl.trim() },
  });
}

/** The draft a validated lead reads back as (what an export then an import gives): validation's inverse on valid leads. */
export function draftOf(lead: AdfLead): AdfProspectDraft {
  return {
    requestDate: lead.requestDate,
    vehicles: lead.vehicles.map((v) => ({
      interest: v.interest, status: v.status, year: v.year === null ? '' : String(v.year), make: v.make, model: v.model, trim: v.trim,
      vin: v.vin, stock: v.stock, price: v.priceCents === null ? '' : `${Math.floor(v.priceCents / 100)}.${String(v.priceCents % 100).padStart(2, '0')}`, currency: v.currency,
    })),
    firstName: lead.customer.firstName, lastName: lead.customer.lastName, fullName: '', email: lead.customer.email,
    phones: lead.customer.phone === '' ? [] : [lead.customer.phone],
    street1: lead.customer.addressLine1, street2: lead.customer.addressLine2, city: lead.customer.city, regionCode: lead.customer.regionCode,
    postalCode: lead.customer.postalCode, country: lead.customer.country, comments: lead.comments, vendorName: lead.vendorName,
    providerName: lead.provider.name, providerService: lead.provider.service, providerUrl: lead.provider.url,
  };
}
