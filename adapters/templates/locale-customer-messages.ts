import type { CustomerMessages } from '@dealer-panel/core/customers/customer-messages';
import enCA from '../../locales/en-CA/messages.json';
import enUS from '../../locales/en-US/messages.json';
import frCA from '../../locales/fr-CA/messages.json';

type Messages = typeof enCA;
const byLanguage: Readonly<Record<string, Messages>> = { en_CA: enCA, en_US: enUS, fr_CA: frCA };

function fill(template: string, values: Readonly<Record<string, string>>): string {
  return template.replace(/\{\{(\w+)\}\}/g, (whole, key: string) => values[key] ?? whole);
}

/** Invitation and deal-link texts from locales/<lang>/messages.json, in the customer's language (en_CA otherwise). */
export const localeCustomerMessages: CustomerMessages = {
  invitationEmail: (language, p) => {
    const m = byLanguage[language] ?? enCA;
    const values = { name: p.customerName, dealership: p.dealershipName, link: p.link };
    return { subject: fill(m.invitation_subject, values), body: fill(m.invitation_body, values) };
  },
  invitationSms: (language, p) => fill((byLanguage[language] ?? enCA).invitation_sms, { dealership: p.dealershipName, link: p.link }),
  orderLinkEmail: (language, p) => {
    const m = byLanguage[language] ?? enCA;
    const values = { name: p.customerName, dealership: p.dealershipName, vehicle: p.vehicle, link: p.link };
    return { subject: fill(m.order_link_subject, values), body: fill(m.order_link_body, values) };
  },
  signInCodeEmail: (language, p) => {
    const m = byLanguage[language] ?? enCA;
    const values = { name: p.customerName, dealership: p.dealershipName, code: p.code };
    return { subject: fill(m.customer_code_subject, values), body: fill(m.customer_code_body, values) };
  },
  depositReceiptEmail: (language, p) => {
    const m = byLanguage[language] ?? enCA;
    const money = new Intl.NumberFormat(language.replace('_', '-'), { style: 'currency', currency: p.currency });
    const values = { name: p.customerName, dealership: p.dealershipName, vehicle: p.vehicle, paid: money.format(p.paidCents / 100), refunded: money.format(p.refundedCents / 100) };
    return { subject: fill(m.deposit_receipt_subject, values), body: fill(m.deposit_receipt_body, values) };
  },
};
