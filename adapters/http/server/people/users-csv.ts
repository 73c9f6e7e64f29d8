import type { StaffMember } from '@dealer-panel/core/people/users/staff-member';
import { fullName } from '@dealer-panel/core/shared/person-name';
import { csvSeparator, toCsv } from '@dealer-panel/core/shared/csv';
import enCA from '../../../../locales/en-CA/users.json';
import enUS from '../../../../locales/en-US/users.json';
import frCA from '../../../../locales/fr-CA/users.json';

type Words = typeof enCA;
const byLanguage: Readonly<Record<string, Words>> = { en_CA: enCA, en_US: enUS, fr_CA: frCA };

/** The users list as CSV in the session's language (the screen's own words, locales/<lang>/users.json). Dates ISO, UTC. */
export function usersCsv(language: string, members: readonly StaffMember[]): { readonly fileName: string; readonly text: string } {
  const w = byLanguage[language.replace('-', '_')] ?? enCA;
  const c = w.columns;
  const status = (m: StaffMember): string => (!m.isActive ? w.status.inactive : !m.hasPassword ? w.status.invited : w.status.active);
  const rows = members.map((m) => [
    fullName(m), m.email, m.phone, w.roles[m.role], status(m),
    m.lastActivity?.toISOString().slice(0, 10) ?? '', m.invitationSentAt?.toISOString().slice(0, 10) ?? '',
  ]);
  return {
    fileName: `${w.export.file_name}.csv`,
    text: toCsv([c.name, c.email, c.phone, c.role, c.status, c.last_activity, c.invitation_sent_at], rows, csvSeparator(language)),
  };
}
