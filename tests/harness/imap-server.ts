import type { AddressInfo, Socket } from 'node:net';
import hoodiecrow, { type HoodiecrowMessage } from 'hoodiecrow-imap';

/**
 * A real IMAP server in the test's process (hoodiecrow-imap, by imapflow's author; docs/decisions/leads.md
 * "The IMAP poller against a real server"): one account, INBOX, nothing on disk.
 * `put` delivers an e-mail as an MTA would (unseen); `dropNext(command)` makes the server cut the
 * connection the next time a client sends that command (e.g. 'UID STORE': after the e-mail was
 * read, before it is marked seen); `dropAll` cuts every open connection.
 */
export async function startImapServer(account: { user: string; password: string }) {
  const server = hoodiecrow({
    plugins: ['ID', 'ENABLE', 'UNSELECT', 'UIDPLUS', 'MOVE'],
    users: { [account.user]: { password: account.password } },
    storage: { INBOX: { messages: [] }, '': { separator: '/' } },
  });
  const sockets = new Set<Socket>();
  server.connectionHandlers.push((connection) => {
    const socket = connection.socket;
    if (socket === null) return;
    sockets.add(socket);
    socket.once('close', () => sockets.delete(socket));
  });
  const armed = new Set<string>();
  const dropNext = (command: string) => {
    const name = command.toUpperCase();
    const original = server.getCommandHandler(name);
    if (original === false) throw new Error(`hoodiecrow has no ${name}`);
    armed.add(name);
    server.setCommandHandler(name, (connection, parsed, data, callback) => {
      if (!armed.delete(name)) { original(connection, parsed, data, callback); return; }
      connection.socket?.destroy();
    });
  };
  await new Promise<void>((resolve) => { server.listen(0, '127.0.0.1', resolve); });
  const port = (server.server.address() as AddressInfo).port;
  const mailbox = (path: string): HoodiecrowMessage[] => server.getMailbox(path)?.messages ?? [];
  return {
    port,
    put: (raw: string) => { server.appendMessage('INBOX', [], undefined, raw); },
    mailbox,
    unseen: (path = 'INBOX') => mailbox(path).filter((m) => !(m.flags ?? []).includes('\\Seen')),
    dropNext,
    dropAll: () => { for (const socket of sockets) socket.destroy(); },
    connections: () => sockets.size,
    stop: () => new Promise<void>((resolve) => {
      for (const socket of sockets) socket.destroy();
      server.close(() => resolve());
    }),
  };
}
