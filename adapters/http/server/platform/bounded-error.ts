import { scrubText } from '@dealer-panel/core/shared/error-report';

/** The most of an error's message (and each cause's) kept for a log line or a report: enough for the query and the reason. */
export const ERROR_TEXT_LIMIT = 1_000;
const FRAMES = 30;
const CAUSES = 3;

/** A text capped, then scrubbed (the cap first: the scrubbing's work stays bounded whatever the text's size), capped again. */
const bound = (text: string) => scrubText(text.slice(0, ERROR_TEXT_LIMIT * 2)).slice(0, ERROR_TEXT_LIMIT);

/**
 * An error fit for a log line or an error report (issue 29.7): a failed query's error carries its
 * parameters, which are a request's values (a 250 KB e-mail, a note): its message and its causes'
 * are capped and scrubbed, its stack keeps its frames only. The original is left as it was.
 */
export function boundedError(error: unknown): Error {
  if (!(error instanceof Error)) return new Error(bound(String(error)));
  const causes: string[] = [];
  for (let cause: unknown = error.cause; cause instanceof Error && causes.length < CAUSES; cause = cause.cause) causes.push(bound(cause.message));
  const message = [bound(error.message), ...causes.map((c) => `caused by: ${c}`)].join('\n');
  const bounded = new Error(message);
  bounded.name = error.name.slice(0, 100);
  const frames = (error.stack ?? '').split('\n').filter((line) => line.startsWith('    at ')).slice(0, FRAMES).map((line) => line.slice(0, 300));
  bounded.stack = [`${bounded.name}: ${message}`, ...frames].join('\n');
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string' || typeof code === 'number') Object.assign(bounded, { code: String(code).slice(0, 40) });
  return bounded;
}

/** The log's `err` serializer: every `{ err }` of a log line, bounded. */
export function boundedErrSerializer(error: unknown): { [key: string]: unknown; type: string; message: string; stack: string } {
  const e = boundedError(error);
  return { type: e.name, message: e.message, stack: e.stack ?? '', ...('code' in e ? { code: (e as { code: string }).code } : {}) };
}
