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

/** Where the server that holds the embedded database answers: PUBLIC_URL, else the host and port its lock names. */
function serverAddress(holderOwner: string, publicUrl: string | undefined): string | null {
  if (publicUrl !== undefined && publicUrl.trim() !== '') return publicUrl.trim().replace(/\/+$/, '');
  const m = /server on (.+):(\d+)$/.exec(holderOwner);
  if (m === null) return null;
  const host = m[1] === '0.0.0.0' || m[1] === '::' || m[1] === '127.0.0.1' ? 'localhost' : m[1] ?? 'localhost';
  return `http://${host.includes(':') ? `[${host}]` : host}:${m[2] ?? ''}`;
}

/**
 * `outbox` while `npm start` holds the embedded database (PGlite allows one process): where to read
 * the messages instead. In demo mode the server shows them in the demo inbox (the page, or its JSON
 * at /api/demo/outbox/); in production the panel's Messages screen lists them. Else: stop the server.
 */
export function outboxWhileServerRuns(holderOwner: string, options: { readonly appMode: 'demo' | 'production'; readonly publicUrl?: string | undefined }): string {
  const base = serverAddress(holderOwner, options.publicUrl);
  const where = base ?? 'the server\'s address';
  const read = options.appMode === 'demo'
    ? `Read the messages in the demo inbox instead: ${where}/dealer/demo-inbox (as JSON: ${where}/api/demo/outbox/)`
    : `Read the messages on the panel's Messages screen instead: ${where}/dealer/messages (a store's admin)`;
  return `outbox: the embedded database is held by ${holderOwner === '' ? 'another process' : holderOwner} (npm start), which keeps the messages.\n`
    + `${read};\nor stop the server and run \`npm run -s cli -- outbox\` again. With DATABASE_URL (PostgreSQL) both can run at once.`;
}
