import type { Language } from './dealer-user';

/**
 * The interface language a browser asks for in its Accept-Language header (RFC 9110 12.5.4), or
 * null when it names none we speak. French of any region is Québec French (fr_CA); English is
 * en_CA when Canada is named, en_US otherwise (the product's default, spec 000 section 9).
 * Ranges are tried by weight (q), ties in the order written; q=0 means "not this one".
 */
export function browserLanguage(header: string | undefined): Language | null {
  if (header === undefined) return null;
  const ranges = header.split(',').slice(0, 20).map((part, index) => {
    const [tag = '', ...params] = part.trim().split(';');
    const q = params.map((p) => /^\s*q\s*=\s*([01](?:\.\d{0,3})?)\s*$/i.exec(p)?.[1]).find((v) => v !== undefined);
    return { tag: tag.trim().toLowerCase(), q: q === undefined ? 1 : Number(q), index };
  }).filter((r) => r.q > 0).sort((a, b) => b.q - a.q || a.index - b.index);
  for (const { tag } of ranges) {
    const [primary, region] = tag.split('-');
    if (primary === 'fr') return 'fr_CA';
    if (primary === 'en') return region === 'ca' ? 'en_CA' : 'en_US';
  }
  return null;
}
