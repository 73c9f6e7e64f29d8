import type { CustomerLink } from '@dealer-panel/core/customers/customer-links';
import { browserLanguage } from '@dealer-panel/core/access/browser-language';
import { formattedName } from '@dealer-panel/core/inventory/vehicle';
import enCA from '../../../../locales/en-CA/messages.json';
import enUS from '../../../../locales/en-US/messages.json';
import frCA from '../../../../locales/fr-CA/messages.json';

type Messages = typeof enCA;
const byLanguage: Readonly<Record<string, Messages>> = { en_CA: enCA, en_US: enUS, fr_CA: frCA };

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);
const fill = (template: string, values: Readonly<Record<string, string>>) =>
  escapeHtml(template).replace(/\{\{(\w+)\}\}/g, (whole, key: string) => (values[key] === undefined ? whole : escapeHtml(values[key])));

/** The page's frame: no script, no external resource, readable on a phone. */
function page(lang: string, title: string, body: string): string {
  return `<!doctype html>
<html lang="${lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${title}</title>
<style>
body{margin:0;padding:0 1rem;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;background:#f1f3f5;color:#212529;line-height:1.5}
main{max-width:34rem;margin:3rem auto;padding:2rem;background:#fff;border-radius:12px;box-shadow:0 1px 3px rgba(0,0,0,.1)}
h1{font-size:1.5rem;margin:0 0 1rem}
img{max-width:100%;border-radius:8px;margin:1rem 0}
.muted{color:#495057}
</style>
</head>
<body><main>${body}</main></body>
</html>
`;
}

/** The customer's page behind an invitation or deal link, in the customer's language. */
export function customerLinkPage(link: CustomerLink): string {
  const m = byLanguage[link.language] ?? enCA;
  const values = {
    dealership: link.dealershipName, city: link.dealershipCity, name: link.customerFirstName,
    vehicle: link.vehicle ? formattedName(link.vehicle) : '',
  };
  const title = fill(link.kind === 'invitation' ? m.link_title_invitation : m.link_title_deal, values);
  const text = link.kind === 'invitation' ? m.link_invitation_text : link.vehicle ? m.link_deal_text : m.link_deal_no_vehicle;
  const image = link.vehicle?.image && /^(\/|https:\/\/)/.test(link.vehicle.image) ? `<img src="${escapeHtml(link.vehicle.image)}" alt="${escapeHtml(values.vehicle)}">` : '';
  return page(link.language.slice(0, 2), title, `<h1>${title}</h1>
<p>${fill(m.link_greeting, values)}</p>
<p>${fill(text, values)}</p>
${image}
<p class="muted">${fill(m.link_soon, values)}</p>`);
}

/** Unknown or replaced link: a friendly page (404), in French when the browser prefers it. */
export function customerLinkNotFoundPage(acceptLanguage: string | undefined): string {
  const french = browserLanguage(acceptLanguage) === 'fr_CA';
  const m = french ? frCA : enCA;
  return page(french ? 'fr' : 'en', escapeHtml(m.link_not_found_title), `<h1>${escapeHtml(m.link_not_found_title)}</h1>
<p>${escapeHtml(m.link_not_found_text)}</p>`);
}
