import type { Column, Content, TableCell, TDocumentDefinitions } from 'pdfmake/interfaces';
import type { DealRecap, RecapMethod } from '@dealer-panel/core/recap/deal-recap';
import type { BreakdownLine } from '@dealer-panel/core/payments/engine/breakdown';
import type { QuoteTax } from '@dealer-panel/core/payments/engine/quote';
import { countText, lineLabel, moneyText, ratioDisplay, textsIn, zonedDateTime, type RecapLocale } from './recap-text';
import { fullName } from '@dealer-panel/core/shared/person-name';

/** Breakdown codes the recap also lists under "Fees" and "Add-ons". */
const FEE_CODES: ReadonlySet<string> = new Set(['fee', 'capitalized_fee']);
const ADDON_CODES: ReadonlySet<string> = new Set(['accessory', 'accessory_installation', 'protection']);

const GREY = '#555555';
const RULE = '#bbbbbb';

/** The pieces every section writes with: the locales of the labels, the one of the figures, the currency. */
interface Style {
  /** One locale, or English then French ("both"). */
  readonly labels: readonly RecapLocale[];
  /** Figures are written in one locale: the recap's, or the store's own for "both". */
  readonly figures: RecapLocale;
  readonly currency: 'CAD' | 'USD';
  readonly distanceUnit: 'km' | 'mi';
}

function styleOf(recap: DealRecap): Style {
  const english: RecapLocale = recap.store.country === 'US' ? 'en_US' : 'en_CA';
  const labels: readonly RecapLocale[] = recap.language === 'fr' ? ['fr_CA'] : recap.language === 'en' ? [english] : [english, 'fr_CA'];
  const figures: RecapLocale = recap.language === 'fr' || (recap.language === 'both' && recap.store.defaultLanguage === 'fr_CA') ? 'fr_CA' : english;
  return { labels, figures, currency: recap.store.country === 'US' ? 'USD' : 'CAD', distanceUnit: recap.store.country === 'US' ? 'mi' : 'km' };
}

/** A label of recap.json in the recap's language(s): "Payment", "Paiement" or "Payment / Paiement". */
const say = (s: Style, key: string, options: Record<string, unknown> = {}): string =>
  [...new Set(s.labels.map((l) => String(textsIn(l).recap(key, options))))].join(' / ');
/** A label of worksheet.json, the same way. */
const sayWorksheet = (s: Style, key: string, options: Record<string, unknown> = {}): string =>
  [...new Set(s.labels.map((l) => String(textsIn(l).worksheet(key, options))))].join(' / ');
const money = (s: Style, cents: number) => moneyText(cents, s.figures, s.currency);

function heading(text: string): Content {
  return { text, bold: true, fontSize: 8.5, margin: [0, 5, 0, 2] };
}

/** Two-cell rows, the amount on the right; `lines: 'rule'` draws a thin line between rows. */
function amountTable(rows: readonly (readonly [string, string])[], emptyText: string): Content {
  if (rows.length === 0) return { text: emptyText, color: GREY };
  return {
    table: { widths: ['*', 'auto'], body: rows.map(([label, amount]): TableCell[] => [{ text: label }, { text: amount, alignment: 'right', noWrap: true }]) },
    layout: { hLineWidth: () => 0.3, vLineWidth: () => 0, hLineColor: () => RULE, paddingTop: () => 0.8, paddingBottom: () => 0.8, paddingLeft: () => 1, paddingRight: () => 1 },
  };
}

function header(recap: DealRecap, s: Style): Content {
  const store = recap.store;
  return {
    columns: [
      { width: '*', stack: [{ text: store.name, bold: true, fontSize: 12 }, ...store.addressLines.map((l) => ({ text: l })), ...(store.phone === '' ? [] : [{ text: say(s, 'phone', { phone: phoneText(store.phone) }) }]), ...(store.email === '' ? [] : [{ text: store.email }])] },
      {
        width: 'auto', alignment: 'right', stack: [
          { text: say(s, 'title'), bold: true, fontSize: 13 },
          { text: say(s, 'deal', { id: recap.order.id }) },
          ...(recap.order.commissionNumber === null ? [] : [{ text: say(s, 'commission', { number: recap.order.commissionNumber }) }]),
          { text: say(s, 'printed', { date: zonedDateTime(recap.printedAt, s.figures, store.timeZone) }) },
        ],
      },
    ],
  };
}

/** Ten digits as "(514) 555-0123"; anything else as stored. */
function phoneText(phone: string): string {
  const d = phone.replace(/\D/g, '');
  const ten = d.length === 11 && d.startsWith('1') ? d.slice(1) : d;
  return ten.length === 10 ? `(${ten.slice(0, 3)}) ${ten.slice(3, 6)}-${ten.slice(6)}` : phone;
}

function people(recap: DealRecap, s: Style): Content {
  const c = recap.customer;
  const v = recap.vehicle;
  const customer: Content[] = [heading(say(s, 'customer')), { text: fullName(c), bold: true }, ...(c.email === '' ? [] : [{ text: c.email }]), ...(c.phone === '' ? [] : [{ text: phoneText(c.phone) }])];
  const vehicle: Content[] = v === null ? [heading(say(s, 'vehicle')), { text: say(s, 'no_vehicle'), color: GREY }] : [
    heading(say(s, 'vehicle')),
    { text: `${v.year} ${v.make} ${v.model} ${v.trim}`.trim(), bold: true },
    { text: `${say(s, `condition.${v.condition}`, { defaultValue: v.condition })} · ${say(s, 'vin')} ${v.vin}` },
    { text: `${say(s, 'stock')} ${v.stockNumber} · ${say(s, 'odometer')} ${countText(v.odometer, s.figures)} ${s.distanceUnit}` },
  ];
  return { columns: [{ width: '*', stack: customer }, { width: '*', stack: vehicle }], columnGap: 12 };
}

/** A method's payment with what it is per ("$512.34 per month", cash: "total due"). */
function paymentText(m: RecapMethod, s: Style): string {
  if (m.quote === null) return '—';
  const per = m.method === 'cash' ? sayWorksheet(s, 'headline.cash') : sayWorksheet(s, `headline.${m.frequency}`);
  return `${money(s, m.quote.payment)} ${per}`;
}

function summaryRow(label: string, methods: readonly RecapMethod[], cell: (m: RecapMethod) => string): TableCell[] {
  return [{ text: label, color: GREY }, ...methods.map((m): TableCell => ({ text: cell(m), alignment: 'right' }))];
}

function summary(recap: DealRecap, s: Style): Content {
  const ms = recap.methods;
  const q = (m: RecapMethod) => m.quote;
  const dash = '—';
  /** An amount of the method's quote: blank when it is not priced, a dash when it does not apply to the method. */
  const priced = (m: RecapMethod, pick: (quote: NonNullable<RecapMethod['quote']>) => number | null): string => {
    if (m.quote === null) return '';
    const cents = pick(m.quote);
    return cents === null ? dash : money(s, cents);
  };
  const head: TableCell[] = [{ text: '' }, ...ms.map((m): TableCell => ({
    stack: [{ text: sayWorksheet(s, `methods.${m.method}`), bold: true }, ...(m.chosen ? [{ text: say(s, 'chosen'), fontSize: 6.5, color: GREY }] : [])], alignment: 'right',
  }))];
  const rows: TableCell[][] = [
    head,
    [{ text: say(s, 'rows.payment'), bold: true }, ...ms.map((m): TableCell => ({ text: m.quote === null ? say(s, 'not_priced') : paymentText(m, s), bold: m.quote !== null, alignment: 'right', fontSize: m.quote === null ? 6.5 : 8.5 }))],
    summaryRow(say(s, 'rows.term'), ms, (m) => (m.term === null ? dash : say(s, 'months', { value: countText(m.term, s.figures) }))),
    summaryRow(say(s, 'rows.rate'), ms, (m) => {
      const apr = q(m)?.apr ?? null;
      return apr === null ? dash : sayWorksheet(s, 'value.percent', { value: ratioDisplay(apr, s.figures) });
    }),
    summaryRow(say(s, 'rows.down'), ms, (m) => money(s, m.downPaymentCents)),
    summaryRow(say(s, 'rows.selling_price'), ms, (m) => priced(m, (x) => x.sellingPrice)),
    summaryRow(say(s, 'rows.total_taxes'), ms, (m) => priced(m, (x) => x.totalTaxes)),
    summaryRow(say(s, 'rows.amount_financed'), ms, (m) => priced(m, (x) => x.amountFinanced)),
    summaryRow(say(s, 'rows.due_at_signing'), ms, (m) => priced(m, (x) => x.dueAtSigning)),
    summaryRow(say(s, 'rows.total_due'), ms, (m) => priced(m, (x) => x.totalDue)),
  ];
  return {
    table: { headerRows: 1, widths: ['*', ...ms.map(() => 'auto' as const)], body: rows },
    layout: { hLineWidth: (i) => (i === 1 ? 0.6 : 0.3), vLineWidth: () => 0, hLineColor: () => RULE, paddingTop: () => 1.2, paddingBottom: () => 1.2 },
  };
}

/** Each priced method's breakdown lines, side by side, as the worksheet's breakdown panel lists them. */
function breakdowns(recap: DealRecap, s: Style): Content {
  const priced = recap.methods.filter((m) => m.quote !== null);
  return {
    columns: priced.map((m) => ({
      width: '*',
      stack: [
        heading(say(s, 'breakdown', { method: sayWorksheet(s, `methods.${m.method}`) })),
        amountTable((m.quote?.breakdown ?? []).map((l: BreakdownLine) => [labelOf(l, s), money(s, l.amount)] as const), say(s, 'none')),
      ],
    })),
    columnGap: 8, fontSize: s.labels.length > 1 ? 5.5 : 6.5, lineHeight: 1,
  };
}

const labelOf = (line: BreakdownLine, s: Style): string => [...new Set(s.labels.map((l) => lineLabel(line, l)))].join(' / ');

function taxLabel(tax: QuoteTax, s: Style): string {
  return [...new Set(s.labels.map((l) => {
    const t = textsIn(l).worksheet;
    return String(t('tax_row', {
      component: t(`components.${tax.component}`, { defaultValue: tax.component }), percent: t('value.percent', { value: ratioDisplay(tax.percent, s.figures) }), scope: t(`scopes.${tax.scope}`),
    }));
  }))].join(' / ');
}

/** The deal's method (else the first priced): its fees, taxes by component and add-ons. */
function dealItems(recap: DealRecap, s: Style): Content {
  const m = recap.methods.find((x) => x.chosen && x.quote !== null) ?? recap.methods.find((x) => x.quote !== null);
  const lines = m?.quote?.breakdown ?? [];
  const pick = (codes: ReadonlySet<string>) => lines.filter((l) => codes.has(l.code)).map((l) => [labelOf(l, s), money(s, l.amount)] as const);
  const taxes = (m?.quote?.taxes ?? []).map((t) => [taxLabel(t, s), money(s, t.amount)] as const);
  const title = (key: string) => heading(m === undefined ? say(s, key) : `${say(s, key)} (${sayWorksheet(s, `methods.${m.method}`)})`);
  return {
    columns: [
      { width: '*', stack: [title('fees'), amountTable(pick(FEE_CODES), say(s, 'none'))] },
      { width: '*', stack: [title('taxes'), amountTable(taxes, say(s, 'none'))] },
      { width: '*', stack: [title('addons'), amountTable(pick(ADDON_CODES), say(s, 'none'))] },
    ],
    columnGap: 8, fontSize: s.labels.length > 1 ? 6.5 : 7,
  };
}

function tradeInAndDeposit(recap: DealRecap, s: Style): Content {
  const m = recap.methods.find((x) => x.chosen) ?? recap.methods[0];
  const trade = m?.tradeIn;
  const hasTrade = trade !== undefined && trade.type !== 'none' && (trade.creditCents > 0 || trade.owingCents > 0);
  const d = recap.deposit;
  const hasDeposit = d.state !== null || (d.amountCents ?? 0) > 0;
  return {
    columns: [
      { width: '*', stack: [heading(say(s, 'trade_in')), hasTrade ? amountTable([[say(s, 'trade_in_credit'), money(s, trade.creditCents)], [say(s, 'trade_in_owing'), money(s, trade.owingCents)]], '') : { text: say(s, 'no_trade_in'), color: GREY }] },
      {
        width: '*', stack: [heading(say(s, 'deposit')), hasDeposit
          ? amountTable([[d.state === null ? say(s, 'deposit') : say(s, `deposit_states.${d.state}`), d.amountCents === null ? '—' : money(s, d.amountCents)]], '')
          : { text: say(s, 'no_deposit'), color: GREY }],
      },
    ],
    columnGap: 12, fontSize: 7.5,
  };
}

/** The store's texts: one column in one language, English and French side by side for both. */
function disclosures(recap: DealRecap, s: Style): Content {
  if (recap.disclosures.length === 0) return { text: '' };
  const texts = (lang: 'en' | 'fr') => recap.disclosures.map((d) => d.text[lang] || d.text[lang === 'en' ? 'fr' : 'en']).filter((x) => x.trim() !== '');
  const body: Content = recap.language === 'both'
    ? { columns: [{ width: '*', stack: texts('en').map((t) => ({ text: t, margin: [0, 0, 0, 2] })) }, { width: '*', stack: texts('fr').map((t) => ({ text: t, margin: [0, 0, 0, 2] })) }], columnGap: 10 }
    : { stack: texts(recap.language === 'fr' ? 'fr' : 'en').map((t) => ({ text: t, margin: [0, 0, 0, 2] })) };
  return { stack: [heading(say(s, 'disclosures')), body], fontSize: 6, color: '#333333' };
}

function signatures(s: Style): Content {
  const line = (label: string): Column => ({
    width: '*', stack: [{ canvas: [{ type: 'line', x1: 0, y1: 0, x2: 170, y2: 0, lineWidth: 0.5 }], margin: [0, 18, 0, 1] }, { text: label, fontSize: 7, color: GREY }],
  });
  return { columns: [line(say(s, 'signature')), line(say(s, 'date')), line(say(s, 'signature_dealer'))], columnGap: 12 };
}

/**
 * The deal recap as a pdfmake document (a pure function: the tests read its text before any
 * rendering). One Letter page for a normal deal: 7.5 pt body, 6.5 pt breakdowns, 6 pt disclosures.
 */
export function recapDocument(recap: DealRecap): TDocumentDefinitions {
  const s = styleOf(recap);
  const rule: Content = { canvas: [{ type: 'line', x1: 0, y1: 0, x2: 556, y2: 0, lineWidth: 0.5, lineColor: RULE }], margin: [0, 4, 0, 0] };
  return {
    pageSize: 'LETTER',
    pageMargins: [28, 24, 28, 24],
    info: { title: `${say(s, 'title')} ${recap.order.id}`, author: recap.store.name, creator: recap.store.name, producer: recap.store.name },
    defaultStyle: { font: 'Roboto', fontSize: 7.5, lineHeight: 1.05 },
    content: [
      header(recap, s), rule,
      people(recap, s),
      heading(say(s, 'payments')), summary(recap, s),
      dealItems(recap, s),
      tradeInAndDeposit(recap, s),
      breakdowns(recap, s),
      { text: say(s, 'figures_note'), fontSize: 6, color: GREY, margin: [0, 4, 0, 0] },
      disclosures(recap, s),
      signatures(s),
    ],
  };
}

/** The file name the browser offers: "deal-123-recap-en.pdf", "transaction-123-recapitulatif-fr.pdf". */
export function recapFileName(recap: DealRecap): string {
  const locale: RecapLocale = recap.language === 'fr' ? 'fr_CA' : 'en_CA';
  return `${String(textsIn(locale).recap('file', { id: recap.order.id }))}-${recap.language}.pdf`;
}
