/**
 * What the operator reads when a command fails for a technical reason (the database unreachable, a
 * constraint the command did not foresee): one line naming the command and the cause, never a
 * stack trace (CLI_TRACE=1 prints it, for a bug report). PostgreSQL's error codes are named.
 */
const SQLSTATE: Readonly<Record<string, string>> = {
  '23503': 'it refers to a row that does not exist (a foreign key)',
  '23505': 'that value already exists (a unique key)',
  '23502': 'a required value is missing',
  '22003': 'a number is out of range',
  '28P01': 'the database refused the password in DATABASE_URL',
  '3D000': 'the database named in DATABASE_URL does not exist',
  '57P03': 'the database is starting up; try again in a moment',
};

const firstLine = (s: string): string => (s.split('\n').find((l) => l.trim() !== '') ?? '').trim();

/** The failure of `command` as one line (no trailing newline). */
export function describeFailure(command: string, error: unknown): string {
  const name = command === '' ? 'cli' : command;
  if (!(error instanceof Error)) return `${name} failed: ${firstLine(String(error))}`;
  // drizzle wraps the driver's error: the cause carries the SQLSTATE and the server's words.
  const cause = (error as { cause?: unknown }).cause;
  const inner = cause instanceof Error ? cause : error;
  const code = (inner as { code?: unknown }).code;
  if (code === 'ECONNREFUSED' || code === 'ENOTFOUND' || code === 'ETIMEDOUT') return `${name} failed: cannot reach the database in DATABASE_URL (${code})`;
  if (typeof code === 'string' && SQLSTATE[code] !== undefined) return `${name} failed: ${SQLSTATE[code]}: ${firstLine(inner.message)}`;
  return `${name} failed: ${firstLine(inner.message) || inner.name}`;
}
