/**
 * The sections of common.json the standalone sign-in pages draw (issue 34): login, verification,
 * password reset, the public gallery, their layout, toasts and errors. The sign-in build bundles only
 * these of the English messages (vite.sign-in.config.ts); i18n-sign-in-sections.test.ts fails when a
 * page of that build uses a section missing here. French is fetched whole, as before.
 */
export const SIGN_IN_SECTIONS: readonly string[] = [
  'app', 'toast', 'language', 'routes', 'login', 'verification', 'reset', 'password', 'passkeys', 'demo',
  'errors', 'problems', 'field_errors', 'error_page', 'gallery',
];

/** The messages of `common` restricted to `sections`. */
export function pickSections(messages: Readonly<Record<string, unknown>>, sections: readonly string[]): Record<string, unknown> {
  return Object.fromEntries(Object.entries(messages).filter(([section]) => sections.includes(section)));
}
