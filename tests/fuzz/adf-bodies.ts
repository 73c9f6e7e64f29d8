import fc from 'fast-check';
import type { Mutation } from './mutations';

/**
 * ADF documents for the XML route (POST leads/adf/): well-formed leads with any texts (escaped),
 * then broken on purpose: cut anywhere, a DOCTYPE or entity bomb put in, HTML entities, bad
 * character references, deep nesting, another root, raw bytes. Each is a Mutation whose `json`
 * is the XML text sent as application/xml.
 */
const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
const text = fc.string({ maxLength: 30 });
const prospect = fc.record({
  first: text, last: text, email: fc.oneof(fc.constant(''), fc.emailAddress(), text), phone: fc.oneof(fc.constant(''), fc.constant('+1 416 555 0100'), text),
  postal: fc.constantFrom('', 'M5V 2T6', '05401', 'H2J 2X2'), region: fc.constantFrom('', 'ON', 'QC', 'VT', 'XX'),
  year: fc.oneof(fc.constant(''), fc.integer({ min: 1800, max: 2200 }).map(String), text), make: fc.constantFrom('Honda', 'Toyota', 'Ford', ''), model: fc.constantFrom('Civic', 'RAV4', 'F-150', ''),
  vin: fc.oneof(fc.constant(''), fc.constant('2HGFE2F57RH500001'), text), price: fc.oneof(fc.constant(''), fc.constant('31,999.00'), text), provider: text, comments: text,
}).map((p) => `<prospect status="new"><requestdate>2026-11-28T08:00:00Z</requestdate><vehicle interest="buy" status="new"><year>${esc(p.year)}</year><make>${p.make}</make><model>${p.model}</model><vin>${esc(p.vin)}</vin><price type="quote" currency="CAD">${esc(p.price)}</price></vehicle>`
  + `<customer><contact primarycontact="1"><name part="first">${esc(p.first)}</name><name part="last">${esc(p.last)}</name><email>${esc(p.email)}</email><phone type="voice">${esc(p.phone)}</phone>`
  + `<address><regioncode>${p.region}</regioncode><postalcode>${p.postal}</postalcode></address></contact><comments>${esc(p.comments)}</comments></customer>`
  + `<vendor><vendorname>Fixture Toronto</vendorname></vendor><provider><name part="full">${esc(p.provider)}</name></provider></prospect>`);
const adf = fc.array(prospect, { minLength: 1, maxLength: 3 }).map((ps) => `<?xml version="1.0" encoding="UTF-8"?>\n<?ADF VERSION "1.0"?>\n<adf>${ps.join('')}</adf>`);

const breakers: readonly ((xml: string, n: number) => [string, string])[] = [
  (xml) => ['a well-formed document', xml],
  (xml, n) => ['cut short', xml.slice(0, n % xml.length)],
  (xml) => ['a billion-laughs DOCTYPE', xml.replace('<adf>', '<!DOCTYPE adf [<!ENTITY a "aaaaaaaaaa"><!ENTITY b "&a;&a;&a;&a;&a;&a;&a;&a;">]><adf>').replace('</comments>', '&b;</comments>')],
  (xml) => ['an external entity', xml.replace('<adf>', '<!DOCTYPE adf [<!ENTITY x SYSTEM "file:///etc/passwd">]><adf>').replace('</comments>', '&x;</comments>')],
  (xml) => ['an HTML entity', xml.replace('</comments>', '&nbsp;</comments>')],
  (xml) => ['a NUL character reference', xml.replace('</comments>', '&#0;</comments>')],
  (xml) => ['a lone surrogate reference', xml.replace('</comments>', '&#xD800;</comments>')],
  (xml) => ['deep nesting', xml.replace('</comments>', `${'<x>'.repeat(200)}${'</x>'.repeat(200)}</comments>`)],
  (xml) => ['another root', xml.replace(/<adf>/g, '<rss>').replace(/<\/adf>/g, '</rss>')],
  (xml) => ['two roots', `${xml}<adf/>`],
  (xml) => ['a Latin-1 declaration over UTF-8 bytes', xml.replace('UTF-8', 'ISO-8859-1')],
  (xml) => ['an unknown encoding', xml.replace('UTF-8', 'EBCDIC')],
  (xml, n) => ['a raw control character', xml.replace('</comments>', `${String.fromCharCode(n % 32 === 9 || n % 32 === 10 || n % 32 === 13 ? 1 : n % 32)}</comments>`)],
  () => ['an empty body', ''],
  () => ['JSON sent as XML', '{"adf":{"prospect":[]}}'],
  (xml) => ['a prototype key', xml.replace('<customer>', '<customer><__proto__><polluted>1</polluted></__proto__>')],
  (xml) => ['many prospects', xml.replace(/<prospect[\s\S]*<\/prospect>/, (p) => p.repeat(101))],
];

export const adfMutation: fc.Arbitrary<Mutation> = fc.tuple(adf, fc.nat({ max: breakers.length - 1 }), fc.nat()).map(([xml, which, n]) => {
  const [label, body] = breakers[which]!(xml, n);
  return { label: `XML: ${label}`, json: body };
});
