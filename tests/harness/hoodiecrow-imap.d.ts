// hoodiecrow-imap ships no types: the part of it the IMAP tests use (tests/harness/imap-server.ts).
declare module 'hoodiecrow-imap' {
  import type { Server, Socket } from 'node:net';

  export interface HoodiecrowMessage { raw: string; flags?: string[]; uid?: number; internaldate?: string | Date }
  export interface HoodiecrowMailbox { messages: HoodiecrowMessage[] }
  export interface HoodiecrowConnection { socket: Socket | null }
  export type CommandHandler = (connection: HoodiecrowConnection, parsed: unknown, data: unknown, callback: () => void) => void;
  export interface HoodiecrowServer {
    readonly server: Server;
    connectionHandlers: ((connection: HoodiecrowConnection) => void)[];
    listen(port: number, host: string, callback: () => void): void;
    close(callback: () => void): void;
    getMailbox(path: string): HoodiecrowMailbox | undefined;
    appendMessage(mailbox: string, flags: string[], internaldate: Date | undefined, raw: string): unknown;
    getCommandHandler(command: string): CommandHandler | false;
    setCommandHandler(command: string, handler: CommandHandler): void;
  }
  export interface HoodiecrowOptions {
    plugins?: string[];
    users?: Record<string, { password: string }>;
    storage?: Record<string, unknown>;
    debug?: boolean;
  }
  export default function hoodiecrow(options: HoodiecrowOptions): HoodiecrowServer;
}
