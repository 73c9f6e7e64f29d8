import { appendFileSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { saveScreenshot } from './support';

// What the French walk looks for on each screen: English left in, numbers written the English way,
// and text cut by its box. Kept apart from the walk so the rules can be read (and changed) in one place.

type Messages = { readonly [key: string]: string | Messages };

function flatten(messages: Messages, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(messages)) {
    const full = prefix === '' ? key : `${prefix}.${key}`;
    if (typeof value === 'string') out.set(full, value);
    else for (const [k, v] of flatten(value, full)) out.set(k, v);
  }
  return out;
}

function locale(name: string): Map<string, string> {
  const dir = path.join('locales', name);
  const all = new Map<string, string>();
  for (const file of readdirSync(dir).filter((f) => f.endsWith('.json'))) {
    const messages = JSON.parse(readFileSync(path.join(dir, file), 'utf8')) as Messages;
    for (const [k, v] of flatten(messages)) all.set(`${file}:${k}`, v);
  }
  return all;
}

/**
 * Decision: the English-only strings are generated from the message files, not curated by hand, so a
 * new English message is covered the day it is written. A message counts when its English differs from
 * its French. Its text is cut at placeholders and tags; a piece counts when it has at least two words
 * (a phrase no French sentence contains by chance) or is one word of six letters or more that no French
 * message uses (Customers, Payment, Vehicle…), since short words (Total, Type, Date, Source) are French
 * too. A few English strings that come from code or data, not from messages, are added by hand.
 */
export function englishOnlyStrings(): readonly string[] {
  const en = locale('en-CA');
  const fr = locale('fr-CA');
  const frenchWords = new Set([...fr.values()].flatMap((v) => v.toLowerCase().split(/[^\p{L}]+/u)));
  const found = new Set<string>(EXTRA_ENGLISH);
  for (const [key, english] of en) {
    if (fr.get(key) === english) continue;
    for (const piece of english.split(/\{\{[^}]*\}\}|<[^>]*>|[.:;!?()…«»"“”|/]|\s[–—-]\s/)) {
      const text = piece.trim().replace(/^[,\s]+|[,\s]+$/g, '');
      const words = text.split(/\s+/).filter((w) => /\p{L}/u.test(w));
      if (words.length >= 2 && text.length >= 8) found.add(text);
      else if (words.length === 1 && /^\p{L}{6,}$/u.test(text) && !frenchWords.has(text.toLowerCase())) found.add(text);
    }
  }
  return [...found].sort((a, b) => b.length - a.length);
}

/** English the panel could show that is not a message: data names and codes' fallbacks. */
const EXTRA_ENGLISH = ['Administration fee', 'Government', 'Manual', 'OK, me'];

export interface ScreenReport {
  readonly screen: string;
  readonly width: number;
  readonly english: readonly string[];
  readonly pointDecimals: readonly string[];
  readonly cut: readonly string[];
}

/**
 * Reads the page as a French reader meets it: the visible text, the values shown in fields, and the
 * names given to assistive technology (aria-label, title, placeholder). Runs in the browser.
 */
async function readPage(page: Page): Promise<{ readonly texts: string[]; readonly cut: string[] }> {
  return page.evaluate(() => {
    const visible = (el: Element) => {
      const box = (el as HTMLElement).getBoundingClientRect();
      const style = getComputedStyle(el);
      return box.width > 0 && box.height > 0 && style.visibility !== 'hidden' && style.display !== 'none';
    };
    // A message of the demo inbox is shown as sent, in its recipient's language: not the page's text.
    let page = document.body.innerText;
    for (const sent of document.querySelectorAll('[data-sent-message]')) page = page.replace((sent as HTMLElement).innerText, '');
    // A value the activity log shows as it was recorded (a store's English discount name) is data, not the page's text.
    for (const value of document.querySelectorAll('[data-recorded-value]')) page = page.replace((value as HTMLElement).innerText, '');
    const texts = [page];
    for (const el of document.querySelectorAll('input, textarea')) {
      const input = el as HTMLInputElement;
      // A field marked lang="en" holds English on purpose (the English name of a bilingual value).
      const english = input.closest('[lang]')?.getAttribute('lang')?.startsWith('en') === true;
      if (!['hidden', 'password', 'radio', 'checkbox'].includes(input.type) && visible(input) && input.value !== '' && !english) texts.push(input.value);
    }
    for (const el of document.querySelectorAll('[aria-label], [title], [placeholder]')) {
      if (el.getClientRects().length === 0) continue; // inside something not displayed (another tab)
      for (const attr of ['aria-label', 'title', 'placeholder']) {
        const value = el.getAttribute(attr);
        if (value !== null && value !== '') texts.push(value);
      }
    }
    // Cut text: a label whose box is narrower than its text and that hides the rest.
    const cut: string[] = [];
    const candidates = document.querySelectorAll(
      'button, th, [role="tab"], label, .mantine-Button-label, .mantine-Badge-label, .mantine-Notification-description *, .mantine-Modal-title',
    );
    for (const el of candidates) {
      const node = el as HTMLElement;
      if (!visible(node) || node.innerText.trim() === '') continue;
      const style = getComputedStyle(node);
      const hides = style.overflowX !== 'visible' || style.textOverflow === 'ellipsis';
      if (hides && node.scrollWidth > node.clientWidth + 1) cut.push(node.innerText.trim().slice(0, 60));
    }
    return { texts, cut };
  });
}

/**
 * Numbers with a decimal point. Not flagged: e-mail addresses and web addresses (dots between
 * words), IPv4 addresses (the activity log), and model names such as "2.0T" after a letter.
 */
export function pointDecimals(text: string): string[] {
  const cleaned = text.replace(/\S+@\S+/g, ' ').replace(/https?:\/\/\S+/g, ' ').replace(/\b\d{1,3}(?:\.\d{1,3}){3}\b/g, ' ');
  return [...cleaned.matchAll(/(?<![\p{L}\d.])\d[\d,]*\.\d+/gu)].map((m) => m[0]);
}

export function englishIn(text: string, english: readonly string[]): string[] {
  const found: string[] = [];
  for (const phrase of english) {
    const escaped = phrase.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    if (new RegExp(`(?<![\\p{L}])${escaped}(?![\\p{L}])`, 'u').test(text)) found.push(phrase);
  }
  return found;
}

/** Screenshot of the screen at the page's width, and what is wrong with it in French. */
export async function checkFrenchScreen(page: Page, screen: string, english: readonly string[]): Promise<ScreenReport> {
  const width = page.viewportSize()?.width ?? 0;
  await saveScreenshot(page, `fr-${screen}-${width}.png`);
  const { texts, cut } = await readPage(page);
  const all = texts.join('\n');
  const report = { screen, width, english: englishIn(all, english), pointDecimals: pointDecimals(all), cut };
  appendFileSync(path.join('test-results', 'french-walk.jsonl'), `${JSON.stringify(report)}\n`);
  return report;
}
