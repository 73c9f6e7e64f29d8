/** The languages of the panel and of what it writes to people (a user's, a customer's, a message's). */
export type Language = 'en_CA' | 'en_US' | 'fr_CA';

export const LANGUAGES: readonly Language[] = ['en_CA', 'en_US', 'fr_CA'];

/** The language a stored value names, or null (a value from before the languages were checked). */
export const languageOf = (value: string | null | undefined): Language | null => LANGUAGES.find((l) => l === value) ?? null;
