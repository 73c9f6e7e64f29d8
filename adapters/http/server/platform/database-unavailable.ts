/**
 * Whether an error means the database cannot be reached right now (issue 12.7), as opposed to a
 * bug: the connection was refused, reset or ended (server down, restarted, connection killed), the
 * pool could not get a connection in time, or PostgreSQL says it is shutting down or starting. Such
 * a request answers 503 with Retry-After, fast, and the next one tries again: the pool opens new
 * connections by itself when the server is back, so nothing needs a restart.
 *
 * The error is read by its shape (drizzle wraps the driver's error as `cause`), since the HTTP
 * adapter does not import the persistence one.
 */
const SOCKET_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND', 'EAI_AGAIN']);
/** SQLSTATE: 08xxx connection exceptions, 57P01-57P03 shutdown and start-up, 53300 too many connections. */
const SQLSTATE = /^(08...|57P0[123]|53300)$/;
const MESSAGES = /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|Connection ended|Query read timeout|the database system is (shutting down|starting up)/i;

export function isDatabaseUnavailable(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && typeof current === 'object' && current !== null; depth += 1) {
    const e = current as { code?: unknown; message?: unknown; cause?: unknown; errors?: unknown };
    if (typeof e.code === 'string' && (SOCKET_CODES.has(e.code) || SQLSTATE.test(e.code))) return true;
    if (typeof e.message === 'string' && MESSAGES.test(e.message)) return true;
    if (Array.isArray(e.errors) && e.errors.some((inner) => isDatabaseUnavailable(inner))) return true;
    current = e.cause;
  }
  return false;
}

/** Seconds a client should wait before trying again. */
export const RETRY_AFTER_SECONDS = 2;
