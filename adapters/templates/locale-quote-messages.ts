import type { QuoteMessages } from '@dealer-panel/core/quotes/quote-repository';
import enCA from '../../locales/en-CA/messages.json';
import enUS from '../../locales/en-US/messages.json';
import frCA from '../../locales/fr-CA/messages.json';

type Messages = typeof enCA;
const byLanguage: Readonly<Record<string, Messages>> = { en_CA: enCA, en_US: enUS, fr_CA: frCA };

function fill(template: string, values: Readonly<Record<string, string>>): string {
  return template.replace(/\{\{(\w+)\}\}/g, (whole, key: string) => values[key] ?? whole);
}

/** The submitted-quotes e-mail from locales/<lang>/messages.json (en_CA otherwise); the expiry as a long date of the language. */
export const localeQuoteMessages: QuoteMessages = {
  quotesSubmittedEmail: (language, p) => {
    const m = byLanguage[language] ?? enCA;
    const date = p.expiry === null ? '' : new Intl.DateTimeFormat(language.replace('_', '-'), { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${p.expiry}T00:00:00Z`));
    const values = {
      name: p.customerName, dealership: p.dealershipName, link: p.link, count: String(p.count),
      message: p.message === '' ? '' : fill(m.quotes_submitted_message, { text: p.message }),
      expiry: date === '' ? '' : fill(m.quotes_submitted_expiry, { date }),
    };
    return { subject: fill(m.quotes_submitted_subject, values), body: fill(m.quotes_submitted_body, values) };
  },
};
