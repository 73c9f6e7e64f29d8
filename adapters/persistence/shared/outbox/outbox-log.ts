/**
 * Where the outbox senders report each queued message: one line per message, for example pino's
 * `(msg, fields) => logger.info(fields, msg)`.
 *
 * Decision: the line carries the channel, the recipient, the subject and the row id, never the
 * body. Bodies hold one-time codes and password-reset links, which are credentials; they stay in
 * outbound_messages (the demo inbox), which a log aggregator does not copy.
 */
export type OutboxLog = (msg: string, fields: object) => void;
