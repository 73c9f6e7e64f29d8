import { createHash } from 'node:crypto';
import * as E from 'fp-ts/Either';
import { XMLBuilder, XMLParser, XMLValidator } from 'fast-xml-parser';
import type { AdfCodec, AdfRefusal } from '@dealer-panel/core/leads/adf-codec';
import { MAX_PROSPECTS, type AdfLead, type AdfProspectDraft, type AdfVehicleDraft } from '@dealer-panel/core/leads/adf-lead';
import type { AdfDocument } from '@dealer-panel/core/leads/import-adf-leads';

/** Limits of a document (decided, docs/decisions/leads.md "ADF leads"): a real lead file is a few kilobytes. */
export const ADF_MAX_BYTES = 1024 * 1024;
export const ADF_MAX_DEPTH = 16;
/** 100 prospects of ~40 elements each fit; more is no lead file (and parsing time grows with elements). */
export const ADF_MAX_ELEMENTS = 5_000;

/** Elements that may repeat (always read as arrays). */
const REPEATED = new Set(['prospect', 'vehicle', 'contact', 'name', 'email', 'phone', 'street', 'id', 'vendor', 'provider', 'customer', 'address', 'price', 'comments', 'url', 'service', 'vendorname']);

const refuse = (code: AdfRefusal['code'], detail: string) => E.left<AdfRefusal>({ code, detail });

/** DOCTYPE, ENTITY and the other markup declarations: refused, never read (no entity can be defined, so none can expand). */
const DECLARATION = /<!\s*(?:DOCTYPE|ENTITY|ELEMENT|ATTLIST|NOTATION)/i;
/** Characters XML 1.0 does not allow in a document (C0 controls other than tab, LF, CR; lone surrogates). */
// eslint-disable-next-line no-control-regex -- these are the characters to refuse
const NOT_XML_TEXT = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** The text of the bytes in the encoding their XML declaration names (UTF-8 unless ISO-8859-1 / Windows-1252); null when not decodable. */
function decode(bytes: Uint8Array): string | null {
  const head = Buffer.from(bytes.subarray(0, 200)).toString('latin1');
  const declared = /^\s*<\?xml[^>]*encoding\s*=\s*["']([\w.-]+)["']/i.exec(head.replace(/^\uFEFF|^ï»¿/, ''))?.[1]?.toLowerCase() ?? 'utf-8';
  const latin = ['iso-8859-1', 'latin1', 'latin-1', 'windows-1252', 'cp1252'].includes(declared);
  if (!latin && declared !== 'utf-8' && declared !== 'utf8' && declared !== 'us-ascii') return null;
  try {
    return new TextDecoder(latin ? 'windows-1252' : 'utf-8', { fatal: true }).decode(bytes).replace(/^\uFEFF/, '');
  } catch {
    return null;
  }
}

type Node = Record<string, unknown>;
const isNode = (v: unknown): v is Node => typeof v === 'object' && v !== null && !Array.isArray(v);
const list = (v: unknown): unknown[] => (v === undefined ? [] : Array.isArray(v) ? v : [v]);
const text = (v: unknown): string => {
  if (typeof v === 'string') return v;
  if (typeof v === 'number' || typeof v === 'boolean') return String(v);
  if (isNode(v)) return text(v['#text']);
  if (Array.isArray(v)) return text(v[0]);
  return '';
};
const attr = (v: unknown, name: string): string => (isNode(v) ? text(v[`@_${name}`]) : '');
const child = (v: unknown, name: string): unknown => (isNode(v) ? v[name] : undefined);
const first = (v: unknown, name: string): unknown => list(child(v, name))[0];

function vehicleDraft(v: unknown): AdfVehicleDraft {
  const price = first(v, 'price');
  return {
    interest: attr(v, 'interest'), status: attr(v, 'status'), year: text(child(v, 'year')), make: text(child(v, 'make')), model: text(child(v, 'model')),
    trim: text(child(v, 'trim')), vin: text(child(v, 'vin')), stock: text(child(v, 'stock')), price: text(price), currency: attr(price, 'currency'),
  };
}

/** The named part of a contact's <name> elements (part="first", "last", "full"; a name without part is full). */
const namePart = (contact: unknown, part: string): string =>
  text(list(child(contact, 'name')).find((n) => (attr(n, 'part').toLowerCase() || 'full') === part));

function prospectDraft(p: unknown): AdfProspectDraft {
  const customer = first(p, 'customer');
  const contacts = list(child(customer, 'contact'));
  const contact = contacts.find((c) => attr(c, 'primarycontact') === '1') ?? contacts[0];
  const address = first(contact, 'address');
  const streets = list(child(address, 'street'));
  const street = (line: string) => text(streets.find((s) => (attr(s, 'line') || '1') === line));
  const vendor = first(p, 'vendor');
  const provider = first(p, 'provider');
  const providerName = list(child(provider, 'name'));
  return {
    requestDate: text(child(p, 'requestdate')),
    vehicles: list(child(p, 'vehicle')).map(vehicleDraft),
    firstName: namePart(contact, 'first'), lastName: namePart(contact, 'last'), fullName: namePart(contact, 'full'),
    email: text(first(contact, 'email')),
    phones: list(child(contact, 'phone')).map(text),
    street1: street('1'), street2: street('2'), city: text(child(address, 'city')), regionCode: text(child(address, 'regioncode')),
    postalCode: text(child(address, 'postalcode')), country: text(child(address, 'country')),
    comments: text(first(customer, 'comments')),
    // <vendorname> as the standard has it; many sources name the dealer in <vendor><contact><name> instead.
    vendorName: text(first(vendor, 'vendorname')) || namePart(first(vendor, 'contact'), 'full'),
    providerName: text(providerName.find((n) => ['full', ''].includes(attr(n, 'part').toLowerCase())) ?? providerName[0]),
    providerService: text(first(provider, 'service')), providerUrl: text(first(provider, 'url')),
  };
}

/** Every string of a parsed tree, for the character check. */
function* strings(v: unknown): Generator<string> {
  if (typeof v === 'string') yield v;
  else if (Array.isArray(v)) for (const x of v) yield* strings(x);
  else if (isNode(v)) for (const [k, x] of Object.entries(v)) { yield k; yield* strings(x); }
}

const XML_NAMES = { amp: '&', apos: "'", gt: '>', lt: '<', quot: '"' };

const parser = new XMLParser({
  ignoreAttributes: false, attributeNamePrefix: '@_', textNodeName: '#text', parseTagValue: false, parseAttributeValue: false, trimValues: true,
  // Only XML's five predefined entities and character references remain possible: declarations are refused before parsing.
  // htmlEntities given as XML's own five names turns character references on and every HTML name off
  // (the parser accepts a map here since 5.x; its type declaration still says boolean).
  processEntities: true, htmlEntities: XML_NAMES as unknown as boolean, ignoreDeclaration: true, ignorePiTags: false, maxNestedTags: ADF_MAX_DEPTH,
  transformTagName: (name) => name.toLowerCase(), transformAttributeName: (name) => name.toLowerCase(),
  isArray: (name) => REPEATED.has(name),
});

/** Reads an ADF 1.0 document (see AdfCodec): bounded, declaration-free, well-formed, rooted at <adf> with 1 to 100 prospects. */
export function readAdf(bytes: Uint8Array, fileName: string): E.Either<AdfRefusal, AdfDocument> {
  if (bytes.length > ADF_MAX_BYTES) return refuse('xml_too_large', `The document is larger than ${ADF_MAX_BYTES / 1024 / 1024} MB.`);
  if (bytes.length === 0) return refuse('xml_malformed', 'The document is empty.');
  const xml = decode(bytes);
  if (xml === null) return refuse('xml_malformed', 'The document is not UTF-8 or ISO-8859-1 text (as its XML declaration says).');
  if (DECLARATION.test(xml)) return refuse('xml_declaration_forbidden', 'DOCTYPE and ENTITY declarations are not accepted in an ADF document.');
  if (NOT_XML_TEXT.test(xml)) return refuse('xml_malformed', 'The document holds characters XML does not allow.');
  const bare = /&(?!(?:amp|lt|gt|quot|apos|#\d{1,7}|#x[0-9a-f]{1,6});)[^\s;<]{0,20};?/i.exec(xml.replace(/<!\[CDATA\[[\s\S]*?\]\]>|<!--[\s\S]*?-->/g, ''));
  if (bare !== null) return refuse('xml_malformed', `The document uses ${JSON.stringify(bare[0])}: only &amp; &lt; &gt; &quot; &apos; and character references are XML (HTML entities are not).`);
  for (const ref of xml.matchAll(/&#(x[0-9a-f]{1,6}|\d{1,7});/gi)) {
    const code = ref[1]!.startsWith('x') || ref[1]!.startsWith('X') ? parseInt(ref[1]!.slice(1), 16) : Number(ref[1]);
    if (code > 0x10ffff || NOT_XML_TEXT.test(String.fromCodePoint(code)) || (code >= 0xd800 && code <= 0xdfff)) return refuse('xml_malformed', `The character reference ${ref[0]} names a character XML does not allow.`);
  }
  const elements = xml.match(/<[A-Za-z_]/g)?.length ?? 0;
  if (elements > ADF_MAX_ELEMENTS) return refuse('xml_too_many_elements', `The document has more than ${ADF_MAX_ELEMENTS} elements.`);
  // Counted on the text before any parsing, so a huge batch is refused at once.
  if ((xml.match(/<prospect[\s>/]/gi)?.length ?? 0) > MAX_PROSPECTS) return refuse('adf_too_many_prospects', `An ADF document may hold at most ${MAX_PROSPECTS} prospects.`);
  const valid = XMLValidator.validate(xml, { allowBooleanAttributes: false });
  if (valid !== true) return refuse('xml_malformed', `The XML is not well-formed (line ${valid.err.line}, column ${valid.err.col}): ${valid.err.msg}`);
  let tree: unknown;
  try {
    tree = parser.parse(xml);
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    if (/nest|depth/i.test(message)) return refuse('xml_too_deep', `Elements are nested deeper than ${ADF_MAX_DEPTH} levels.`);
    return refuse('xml_malformed', `The XML could not be read: ${message.slice(0, 200)}`);
  }
  for (const s of strings(tree)) if (NOT_XML_TEXT.test(s)) return refuse('xml_malformed', 'The document holds characters XML does not allow.');
  const root = child(tree, 'adf');
  if (!isNode(root) && root !== '') return refuse('adf_not_adf', 'The document is not ADF: its root element must be <adf>.');
  const prospects = list(child(root, 'prospect'));
  if (prospects.length === 0) return refuse('adf_no_prospect', 'The ADF document has no <prospect>.');
  if (prospects.length > MAX_PROSPECTS) return refuse('adf_too_many_prospects', `An ADF document may hold at most ${MAX_PROSPECTS} prospects.`);
  return E.right({ sha256: createHash('sha256').update(bytes).digest('hex'), fileName: fileName.slice(0, 200), prospects: prospects.map(prospectDraft) });
}

const money = (cents: number): string => `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
const opt = <T>(value: string, make: (v: string) => T): T | undefined => (value === '' ? undefined : make(value));

const builder = new XMLBuilder({ ignoreAttributes: false, attributeNamePrefix: '@_', textNodeName: '#text', format: true, indentBy: '  ', processEntities: true, suppressEmptyNode: true });

function prospectTree(lead: AdfLead): Node {
  const c = lead.customer;
  return {
    '@_status': 'new',
    requestdate: lead.requestDate,
    vehicle: lead.vehicles.map((v) => ({
      '@_interest': v.interest, '@_status': v.status,
      year: v.year === null ? undefined : String(v.year), make: opt(v.make, (x) => x), model: opt(v.model, (x) => x), trim: opt(v.trim, (x) => x),
      vin: opt(v.vin, (x) => x), stock: opt(v.stock, (x) => x),
      price: v.priceCents === null ? undefined : { '@_type': 'quote', '@_currency': v.currency, '#text': money(v.priceCents) },
    })),
    customer: {
      contact: {
        '@_primarycontact': '1',
        name: [{ '@_part': 'first', '#text': c.firstName }, { '@_part': 'last', '#text': c.lastName }],
        email: opt(c.email, (x) => x),
        phone: opt(c.phone, (x) => ({ '@_type': 'voice', '@_time': 'day', '#text': x })),
        address: {
          street: [opt(c.addressLine1, (x) => ({ '@_line': '1', '#text': x })), opt(c.addressLine2, (x) => ({ '@_line': '2', '#text': x }))].filter((s) => s !== undefined),
          city: opt(c.city, (x) => x), regioncode: opt(c.regionCode, (x) => x), postalcode: opt(c.postalCode, (x) => x), country: opt(c.country, (x) => x),
        },
      },
      comments: opt(lead.comments, (x) => x),
    },
    vendor: { vendorname: lead.vendorName },
    provider: { name: { '@_part': 'full', '#text': lead.provider.name }, service: opt(lead.provider.service, (x) => x), url: opt(lead.provider.url, (x) => x) },
  };
}

/** An ADF 1.0 document of the leads (UTF-8), every text and attribute escaped by the builder. */
export function writeAdf(leads: readonly AdfLead[]): string {
  const body = builder.build({ adf: { prospect: leads.map(prospectTree) } }) as string;
  return `<?xml version="1.0" encoding="UTF-8"?>\n<?ADF VERSION "1.0"?>\n${body}`;
}

/** The codec the composition roots hand the routes and the inbox job. */
export const fastXmlAdfCodec: AdfCodec = { read: readAdf, write: writeAdf };
