/**
 * The HTML part of an e-mail, made from the plain text the templates write (the text part stays as
 * written): every character escaped, blank lines make paragraphs, single line breaks stay breaks,
 * web addresses become links, and the page says its language (screen readers pronounce it right).
 */
export function htmlBody(text: string, language: string): string {
  const paragraphs = text.replace(/\r\n?/g, '\n').split(/\n{2,}/).map((p) => p.trim()).filter((p) => p !== '');
  const body = paragraphs.map((p) => `<p>${p.split('\n').map(linked).join('<br>\n')}</p>`).join('\n');
  return `<!doctype html>\n<html lang="${escapeHtml(language)}">\n<head><meta charset="utf-8"><meta name="viewport" content="width=device-width"></head>\n`
    + `<body style="font-family: Arial, Helvetica, sans-serif; font-size: 15px; line-height: 1.5; color: #1a1a1a;">\n${body}\n</body>\n</html>\n`;
}

const URL_RE = /\bhttps?:\/\/[^\s<>"]+/g;

/** A line with its web addresses as links; a trailing period or closing bracket stays outside the link. */
function linked(line: string): string {
  let html = '';
  let last = 0;
  for (const match of line.matchAll(URL_RE)) {
    const url = match[0].replace(/[.,;:!?)»]+$/, '');
    const start = match.index;
    html += escapeHtml(line.slice(last, start)) + `<a href="${escapeHtml(url)}">${escapeHtml(url)}</a>`;
    last = start + url.length;
  }
  return html + escapeHtml(line.slice(last));
}

export function escapeHtml(s: string): string {
  return s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');
}

const FRENCH = /\b(bonjour|votre|vous|merci|rendez-vous|le|la|les|des|du|est|pour|avec|lien|courriel|concessionnaire)\b|[àâçéèêëîïôûùœ«»]/giu;
const ENGLISH = /\b(hello|hi|your|you|thanks|thank|the|is|for|with|link|dealership|appointment)\b/giu;

/**
 * The language of a message, guessed from its words: the outbox keeps no language column (the
 * templates chose the recipient's when they wrote it), and a French e-mail is recognized at a
 * glance by its accents and small words. Answers fr-CA or en.
 */
export function guessLanguage(text: string): 'fr-CA' | 'en' {
  const fr = text.match(FRENCH)?.length ?? 0;
  const en = text.match(ENGLISH)?.length ?? 0;
  return fr > en ? 'fr-CA' : 'en';
}
