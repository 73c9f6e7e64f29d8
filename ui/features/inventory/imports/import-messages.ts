import type { TFunction } from 'i18next';
import { ruleMessageKey } from '@dealer-panel/core/shared/validation/message-key';
import type { FormFailure } from '../../../shared/form-problem';

/** What a refusal says, line by line: the file's problem, each column of the mapping, or the whole. */
export interface FailureLine {
  /** Where it shows: beside the file input, beside a column's field (its header), or above the step. */
  readonly place: 'file' | 'column' | 'general';
  readonly column?: string;
  readonly text: string;
}

type Exists = (key: string) => boolean;
const record = (value: unknown): Readonly<Record<string, unknown>> => (typeof value === 'object' && value !== null ? value as Record<string, unknown> : {});

/**
 * The sentences of a refused step in the user's language: the file codes (empty, not a table, header
 * only… with their row when the server names it), the mapping's columns, an import already running, an
 * undo refused with its reason; a code with no message of its own reads as the general problem.
 */
export function failureLines(t: TFunction, exists: Exists, ns: 'imports' | 'customer-imports', failure: FormFailure | null, fieldLabel: (field: string) => string): readonly FailureLine[] {
  if (failure === null || failure.handled) return [];
  const ext = failure.extensions ?? {};
  if (failure.code === 'import_running') return [{ place: 'general', text: t('imports:running') }];
  if (failure.code === 'import_undo_refused') {
    const reason = typeof ext['reason'] === 'string' ? ext['reason'] : null;
    const stock = Array.isArray(ext['stock_numbers']) ? ext['stock_numbers'].map(String).join(', ') : '';
    const key = reason !== null && ns === 'imports' ? `imports:undo.${reason}` : 'customer-imports:undo_refused';
    return [{ place: 'general', text: t(exists(key) ? key : 'customer-imports:undo_refused', { stockNumbers: stock }) }];
  }
  if (failure.code === 'technical') return [{ place: 'general', text: t('imports:screen.failure.technical') }];
  const columns = Array.isArray(ext['columns']) ? ext['columns'].map(record) : [];
  const row = record(ext['file_problem'])['row'];
  const lines: FailureLine[] = [];
  for (const [key, codes] of Object.entries(failure.fieldErrors)) {
    const code = codes[0];
    if (code === undefined) continue;
    if (key === 'file') {
      const noRow = `${ns}:file_norow.${code.replace(/^file\./, '')}`;
      const text = typeof row !== 'number' && exists(noRow) ? t(noRow) : exists(`${ns}:${code}`) ? t(`${ns}:${code}`, { row: typeof row === 'number' ? row : '', max: '5 000' }) : t('validation:default');
      lines.push({ place: 'file', text });
    } else if (key.startsWith('mapping.')) {
      const field = key.slice('mapping.'.length);
      const column = columns.find((c) => c['field'] === field)?.['column'];
      const text = exists(`${ns}:${code}`) ? t(`${ns}:${code}`, { column: typeof column === 'string' ? column : '', field: fieldLabel(field) }) : t('validation:default');
      // The inventory's sentences name the field; the customers' do not, so a line away from its column says it.
      lines.push(typeof column === 'string' ? { place: 'column', column, text } : { place: 'general', text: ns === 'imports' ? text : `${fieldLabel(field)} — ${text}` });
    } else {
      lines.push({ place: 'general', text: exists(`${ns}:${code}`) ? t(`${ns}:${code}`) : exists(`imports:${code}`) ? t(`imports:${code}`) : t('validation:default') });
    }
  }
  return lines;
}

/** A row's refusal as the screen lists it: the reason in the user's language (the customer form's rules for a customer row), else the default message. */
export function reasonText(t: TFunction, exists: Exists, ns: 'imports' | 'customer-imports', code: string): string {
  for (const key of [`${ns}:${code}`, `imports:${code}`, `validation:${ruleMessageKey(code)}`, `common:field_errors.${code}`]) if (exists(key)) return t(key);
  return t('validation:default');
}

/** Why a pull or an import failed, from its problem code (pull.timeout, file.empty, import.nothing_taken…), as a phrase. */
export function failureReason(t: TFunction, exists: (key: string) => boolean, code: string): string {
  const key = `imports:pull.reason.${code.slice(code.indexOf('.') + 1)}`;
  if (/^(pull|import)\./.test(code) && exists(key)) return t(key);
  return code.startsWith('file.') ? t('imports:pull.reason.file') : t('imports:pull.reason.other');
}
