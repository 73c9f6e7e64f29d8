import { browserLanguage } from '@dealer-panel/core/access/browser-language';
import enCA from '../../../../locales/en-CA/messages.json';
import frCA from '../../../../locales/fr-CA/messages.json';

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

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

/** Unknown or replaced link: a friendly page (404), in French when the browser prefers it. */
export function customerLinkNotFoundPage(acceptLanguage: string | undefined): string {
  const french = browserLanguage(acceptLanguage) === 'fr_CA';
  const m = french ? frCA : enCA;
  return page(french ? 'fr' : 'en', escapeHtml(m.link_not_found_title), `<h1>${escapeHtml(m.link_not_found_title)}</h1>
<p>${escapeHtml(m.link_not_found_text)}</p>`);
}
