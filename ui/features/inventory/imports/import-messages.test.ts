import { describe, expect, it } from 'vitest';
import { createI18n } from '../../../shared/i18n';
import { failureLines, failureReason, reasonText } from './import-messages';
import { matchReasons } from './import-outcome';

describe('the imports\' messages', () => {
  const i18n = createI18n('fr_CA');
  const exists = (key: string) => i18n.exists(key);
  const failure = (code: string, fieldErrors: Record<string, string[]> = {}, extensions: Record<string, unknown> = {}) => ({ code, fieldErrors, problem: null, handled: false, extensions });

  it('says a row\'s refusal in French, with the customer form\'s rules, and a plain sentence for a code no message knows', () => {
    expect(reasonText(i18n.t, exists, 'imports', 'import.amount')).toBe(i18n.t('imports:import.amount'));
    expect(reasonText(i18n.t, exists, 'customer-imports', 'import.duplicate_in_file')).toBe(i18n.t('customer-imports:import.duplicate_in_file'));
    expect(reasonText(i18n.t, exists, 'customer-imports', 'required')).toBe(i18n.t('validation:rule.required'));
    expect(reasonText(i18n.t, exists, 'customer-imports', 'never.heard.of')).toBe(i18n.t('validation:default'));
    expect(i18n.t('validation:default')).not.toMatch(/default/);
  });

  it('says a customer file\'s problem without a row number when the server gives none, and a lost connection as such', () => {
    expect(failureLines(i18n.t, exists, 'customer-imports', failure('invalid_input', { file: ['file.unclosed_quote'] }), (f) => f)).toEqual([{ place: 'file', text: 'Un guillemet du fichier n’est jamais fermé.' }]);
    expect(failureLines(i18n.t, exists, 'imports', failure('invalid_file', { file: ['file.unclosed_quote'] }, { file_problem: { code: 'file.unclosed_quote', row: 12 } }), (f) => f)[0]?.text).toContain('12');
    expect(failureLines(i18n.t, exists, 'imports', failure('technical'), (f) => f)[0]?.text).toBe(i18n.t('imports:screen.failure.technical'));
    expect(failureLines(i18n.t, exists, 'customer-imports', failure('import_undo_refused'), (f) => f)[0]?.text).toBe(i18n.t('customer-imports:undo_refused'));
    expect(failureLines(i18n.t, exists, 'imports', { ...failure('invalid_input', { file: ['x'] }), handled: true }, (f) => f)).toEqual([]);
  });

  it('says why a pull or an import failed, and why a customer row matched, in French', () => {
    expect(failureReason(i18n.t, exists, 'pull.timeout')).toBe(i18n.t('imports:pull.reason.timeout'));
    expect(failureReason(i18n.t, exists, 'import.nothing_taken')).toContain('aucune ligne');
    expect(failureReason(i18n.t, exists, 'file.unclosed_quote')).toBe(i18n.t('imports:pull.reason.file'));
    expect(failureReason(i18n.t, exists, 'never.heard')).toBe(i18n.t('imports:pull.reason.other'));
    expect(matchReasons(i18n.t, i18n.language, ['email', 'phone'])).toBe('courriel et téléphone');
    expect(matchReasons(createI18n('en_CA').t, 'en-CA', ['email', 'name_postal_code'])).toBe('email and name with postal code');
  });
});
