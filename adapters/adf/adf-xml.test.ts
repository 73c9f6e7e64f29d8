import { readdirSync, readFileSync } from 'node:fs';
import fc from 'fast-check';
import * as E from 'fp-ts/Either';
import { describe, expect, it } from 'vitest';
import { validateAdfProspect, type AdfLead } from '@dealer-panel/core/leads/adf-lead';
import { ADF_MAX_DEPTH, readAdf, writeAdf } from './adf-xml';

const dir = new URL('../../tests/fixtures/adf/', import.meta.url);
const sample = (name: string) => readFileSync(new URL(name, dir));
const prospects = (name: string) => {
  const r = readAdf(sample(name), name);
  if (E.isLeft(r)) throw new Error(`${name}: ${r.left.detail}`);
  return r.right.prospects;
};
const refusal = (xml: string | Buffer) => { const r = readAdf(typeof xml === 'string' ? Buffer.from(xml) : xml, 'x.xml'); return E.isLeft(r) ? r.left.code : null; };

describe('ADF documents (fast-xml-parser)', () => {
  it('reads every sample into prospects that validate as leads (the refused one aside)', () => {
    const files = readdirSync(dir).filter((f) => f.endsWith('.xml'));
    expect(files.length).toBeGreaterThanOrEqual(6);
    for (const f of files) for (const p of prospects(f)) if (p.lastName !== 'Shopper') expect(E.isRight(validateAdfProspect(p)), `${f} ${p.firstName}`).toBe(true);
  });

  it('reads a third-party listing lead: names, contact, address, vehicle with price and currency, CDATA comments, provider', () => {
    const [p] = prospects('third-party-autotrader.xml');
    expect(p).toMatchObject({
      firstName: 'Priya', lastName: 'Raman', email: 'Priya.Raman.adf@example.com', phones: ['416-555-0191'], street1: '88 Harbord St', city: 'Toronto', regionCode: 'ON', postalCode: 'M5S 1G5', country: 'CA',
      vendorName: 'Fixture Toronto', providerName: 'AutoTrader.ca', providerService: 'Used and New Car Listings', providerUrl: 'https://www.autotrader.ca',
      vehicles: [{ interest: 'buy', status: 'new', year: '2024', make: 'Honda', model: 'Civic', trim: 'Sport', vin: '2HGFE2F57RH500001', stock: 'ON-civic', price: '31999.00', currency: 'CAD' }],
    });
    expect(p?.comments).toBe("Is the Civic still available? I'd like a test drive Saturday morning & a finance quote.");
  });

  it('reads an OEM lead: full name, the five XML entities and character references, two street lines', () => {
    const [p] = prospects('oem-build-and-price.xml');
    expect(p).toMatchObject({ fullName: "Daniel O'Brien", firstName: '', street1: '1200 Bay St', street2: 'Unit 1404', providerName: 'Honda Canada – Build & Price', comments: 'Build & Price: 36-month lease, 20,000 km/yr, $3,000 down.' });
  });

  it('reads an ISO-8859-1 document\'s accents, and a dealer form\'s two vehicles in order', () => {
    expect(prospects('french-accents-latin1.xml')[0]).toMatchObject({ firstName: 'Éloïse', lastName: 'Bélanger-Côté', city: 'Montréal' });
    expect(prospects('french-accents-latin1.xml')[0]?.comments).toContain('« en français »');
    expect(prospects('dealer-website-form.xml')[0]?.vehicles.map((v) => v.interest)).toEqual(['buy', 'trade-in']);
    expect(prospects('several-prospects.xml').map((p) => p.lastName)).toEqual(['Watanabe', 'Gagné', 'Shopper']);
    expect(prospects('phone-only.xml')[0]).toMatchObject({ email: '', phones: ['+1 416 555 0196'] });
  });

  it('names the dealer from <vendor><contact><name> when there is no <vendorname>, and reads upper-case tags', () => {
    const xml = '<?xml version="1.0"?><ADF><PROSPECT><CUSTOMER><CONTACT><NAME PART="first">A</NAME><NAME PART="last">B</NAME><PHONE>4165550100</PHONE></CONTACT></CUSTOMER><VENDOR><CONTACT><NAME PART="full">Example Dealer</NAME></CONTACT></VENDOR></PROSPECT></ADF>';
    const r = readAdf(Buffer.from(xml), 'x.xml');
    expect(E.isRight(r) && r.right.prospects[0]).toMatchObject({ vendorName: 'Example Dealer', firstName: 'A', phones: ['4165550100'] });
  });

  it.each([
    ['hostile/billion-laughs.xml', 'xml_declaration_forbidden'],
    ['hostile/external-entity.xml', 'xml_declaration_forbidden'],
    ['hostile/undeclared-entity.xml', 'xml_malformed'],
    ['hostile/malformed.xml', 'xml_malformed'],
    ['hostile/not-adf.xml', 'adf_not_adf'],
    ['hostile/no-prospect.xml', 'adf_no_prospect'],
  ])('refuses %s (%s)', (file, code) => {
    expect(refusal(sample(file))).toBe(code);
  });

  it('refuses documents too large, too deep, too many elements or prospects, bad bytes and characters XML forbids', () => {
    expect(refusal(Buffer.alloc(1024 * 1024 + 1, ' '))).toBe('xml_too_large');
    expect(refusal('')).toBe('xml_malformed');
    expect(refusal(`<adf>${'<a>'.repeat(ADF_MAX_DEPTH + 1)}${'</a>'.repeat(ADF_MAX_DEPTH + 1)}</adf>`)).toBe('xml_too_deep');
    expect(refusal(`<adf>${'<a/>'.repeat(5_001)}</adf>`)).toBe('xml_too_many_elements');
    expect(refusal(`<adf>${'<prospect/>'.repeat(101)}</adf>`)).toBe('adf_too_many_prospects');
    expect(refusal(Buffer.from([0x3c, 0x61, 0x64, 0x66, 0x3e, 0xff, 0xfe, 0x3c, 0x2f, 0x61, 0x64, 0x66, 0x3e]))).toBe('xml_malformed');
    expect(refusal('<adf><prospect><customer><contact><name part="first">A&#0;</name></contact></customer></prospect></adf>')).toBe('xml_malformed');
    expect(refusal('<adf><prospect>\u0001</prospect></adf>')).toBe('xml_malformed');
    expect(refusal('<?xml version="1.0" encoding="UTF-16"?><adf><prospect/></adf>')).toBe('xml_malformed');
    expect(refusal('<adf><prospect>a & b</prospect></adf>')).toBe('xml_malformed');
    expect(refusal('<!doctype adf><adf><prospect/></adf>')).toBe('xml_declaration_forbidden');
    expect(refusal('<adf><prospect/></adf><adf/>')).not.toBeNull();
  });

  it('keeps an object\'s own keys: __proto__ and constructor elements pollute nothing', () => {
    const r = readAdf(Buffer.from('<adf><prospect><__proto__><polluted>yes</polluted></__proto__><constructor>x</constructor><customer><contact><name part="first">A</name></contact></customer></prospect></adf>'), 'x.xml');
    expect(({} as Record<string, unknown>)['polluted']).toBeUndefined();
    expect(E.isRight(r) || E.isLeft(r)).toBe(true);
  });

  it('gives the same SHA-256 for the same bytes and another for another document', () => {
    const a = readAdf(sample('phone-only.xml'), 'a.xml');
    const b = readAdf(sample('phone-only.xml'), 'b.xml');
    const c = readAdf(sample('dealer-website-form.xml'), 'c.xml');
    expect(E.isRight(a) && E.isRight(b) && E.isRight(c) && [a.right.sha256 === b.right.sha256, a.right.sha256 === c.right.sha256]).toEqual([true, false]);
  });
});

// Texts as a store holds them: trimmed, no control characters (XML cannot carry them; the text guard refuses them on the way in).
// eslint-disable-next-line no-control-regex -- control characters are what is taken out
const text = (max: number) => fc.string({ unit: 'grapheme', maxLength: max }).map((s) => s.replace(/[\u0000-\u001f\u007f-\u009f\ufffe\uffff]/g, '').replace(/\s+/g, ' ').trim());
const lead: fc.Arbitrary<AdfLead> = fc.record({
  requestDate: fc.constant('2026-11-28T12:00:00Z'),
  vehicles: fc.array(fc.record({
    interest: fc.constantFrom('buy' as const, 'lease' as const, 'trade-in' as const), status: fc.constantFrom('new' as const, 'used' as const),
    year: fc.option(fc.integer({ min: 1900, max: 2100 }), { nil: null }), make: text(30), model: text(30), trim: text(30),
    vin: fc.option(fc.stringMatching(/^[A-HJ-NPR-Z0-9]{17}$/), { nil: '' }), stock: text(20),
    priceCents: fc.option(fc.integer({ min: 0, max: 2_147_483_647 }), { nil: null }), currency: fc.constant('CAD'),
  }).map((v) => ({ ...v, currency: v.priceCents === null ? '' : v.currency })), { maxLength: 3 }),
  customer: fc.record({
    firstName: text(40).filter((s) => s !== ''), lastName: text(40).filter((s) => s !== ''),
    email: fc.constantFrom('a.b@example.com', 'zoe.b@exemple.ca', ''), phone: fc.constantFrom('4165550191', '5145550197', ''),
    addressLine1: text(60), addressLine2: text(60), city: text(40), regionCode: fc.constantFrom('ON', 'QC', ''), postalCode: text(10).map((s) => s.toUpperCase()), country: fc.constantFrom('CA', 'US', ''),
  }).filter((c) => c.email !== '' || c.phone !== ''),
  comments: text(400), vendorName: text(60), provider: fc.record({ name: text(60), service: text(60), url: text(60) }),
});

describe('ADF documents (properties)', () => {
  it('what is written reads back as the same leads, whatever the texts hold (<, &, quotes, accents, emoji)', () => {
    fc.assert(fc.property(fc.array(lead, { minLength: 1, maxLength: 3 }), (leads) => {
      const read = readAdf(Buffer.from(writeAdf(leads)), 'export.xml');
      if (E.isLeft(read)) throw new Error(read.left.detail);
      const back = read.right.prospects.map(validateAdfProspect);
      expect(back).toEqual(leads.map((l) => E.right(l)));
    }), { numRuns: 200 });
  });

  it('never throws on any bytes: a document or a refusal', () => {
    fc.assert(fc.property(fc.oneof(fc.uint8Array({ maxLength: 300 }), fc.string({ maxLength: 300 }).map((s) => new TextEncoder().encode(`<adf><prospect>${s}</prospect></adf>`))), (bytes) => {
      const r = readAdf(bytes, 'x.xml');
      expect(E.isLeft(r) || r.right.prospects.length > 0).toBe(true);
    }), { numRuns: 500 });
  });
});
