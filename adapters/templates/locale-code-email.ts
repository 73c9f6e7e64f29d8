import type { CodeEmailTemplate } from '@dealer-panel/core/access/second-factor-ports';
import enCA from '../../locales/en-CA/security.json';
import enUS from '../../locales/en-US/security.json';
import frCA from '../../locales/fr-CA/security.json';
import { fill } from './staff-notification-text';

const byLanguage: Readonly<Record<string, typeof enCA>> = { en_CA: enCA, en_US: enUS, fr_CA: frCA };

/** The sign-in code's e-mail from locales/<lang>/security.json; unknown languages fall back to en_CA. */
export const localeCodeEmail: CodeEmailTemplate = {
  codeEmail: (language, code, minutes) => {
    const m = (byLanguage[language] ?? enCA).email_code;
    return { subject: m.subject, body: fill(m.body, { code, minutes }) };
  },
};
