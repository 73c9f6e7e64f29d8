import type { StaffNotificationTemplates } from '@dealer-panel/core/notifications/staff-notification-templates';
import type { MessageTemplates } from '@dealer-panel/core/shared/ports/message-templates';
import enCA from '../../locales/en-CA/messages.json';
import enUS from '../../locales/en-US/messages.json';
import frCA from '../../locales/fr-CA/messages.json';
import { fill, notificationSentence } from './staff-notification-text';

type Messages = typeof enCA;
const byLanguage: Readonly<Record<string, Messages>> = { en_CA: enCA, en_US: enUS, fr_CA: frCA };


/** "Tuesday, December 1, 2026, 10:30 a.m. EST" / "mardi 1 décembre 2026, 10 h 30 HNE": the store's clock, the reader's words. */
export function appointmentWhen(language: string, start: Date, timeZone: string): string {
  return new Intl.DateTimeFormat(language.replace('_', '-'), { timeZone, dateStyle: 'full', timeStyle: 'short' }).format(start)
    + ' ' + (new Intl.DateTimeFormat(language.replace('_', '-'), { timeZone, timeZoneName: 'short' }).formatToParts(start).find((p) => p.type === 'timeZoneName')?.value ?? '');
}

/** SMS and e-mail texts from locales/<lang>/messages.json; unknown languages fall back to en_CA. */
/** The texts of every message the product writes: the outbox's and the staff notification e-mail's. */
export type LocaleTemplates = MessageTemplates & StaffNotificationTemplates;

export const localeMessageTemplates: LocaleTemplates = {
  oneTimeCodeSms: (language, code, minutes) => fill((byLanguage[language] ?? enCA).otp_sms, { code, minutes }),
  passwordResetEmail: (language, link, minutes) => {
    const m = byLanguage[language] ?? enCA;
    return { subject: m.reset_subject, body: fill(m.reset_body, { link, minutes }) };
  },
  appointmentEmail: (language, kind, v) => {
    const m = byLanguage[language] ?? enCA;
    const values = { name: v.name, customer: v.customer, dealership: v.dealership, address: v.address, minutes: v.minutes, when: appointmentWhen(language, v.start, v.timeZone) };
    return { subject: fill(m[`appointment_${kind}_subject`], values), body: fill(m[`appointment_${kind}_body`], values), summary: fill(m.appointment_summary, values) };
  },
  staffInvitationEmail: (language, values) => {
    const m = byLanguage[language] ?? enCA;
    return { subject: fill(m.staff_invitation_subject, values), body: fill(m.staff_invitation_body, values) };
  },
  staffNotificationEmail: (language, { kind, detail, link }) => {
    const m = byLanguage[language] ?? enCA;
    const sentence = notificationSentence(m, language, kind, detail);
    return { subject: sentence, body: fill(m.staff_notification_body, { sentence, link }) };
  },
};
