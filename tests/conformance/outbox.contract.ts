import { describe, expect, it } from 'vitest';
import type { EmailSender, SmsSender } from '@dealer-panel/core/shared/ports/message-senders';
import type { OutboxReader } from '@dealer-panel/core/shared/ports/outbox';
import { unique } from './support/fixtures';

export interface OutboxHarness {
  readonly sms: SmsSender;
  readonly email: EmailSender;
  readonly reader: OutboxReader;
  /** The log lines the senders wrote, when the adapter logs (empty otherwise). */
  readonly logged: readonly { readonly msg: string; readonly fields: object }[];
}

/**
 * The senders and the reader together: what is sent is what the demo inbox shows, newest first,
 * at most `limit`; a log line per message names the recipient, never the body.
 */
export function outboxContract(make: () => Promise<OutboxHarness>): void {
  describe('SmsSender, EmailSender and OutboxReader', () => {
    it('shows sent messages newest first with their fields', async () => {
      const h = await make();
      const code = unique('Votre code : 123456');
      await h.sms.send({ to: '514-555-0142', body: code });
      await h.email.send({ to: 'helene.gagne@example.com', subject: 'Réinitialisation du mot de passe', body: 'https://dealer.test/reset/abc' });
      const [newest, previous] = await h.reader.latest(2);
      expect(newest).toMatchObject({ channel: 'email', to: 'helene.gagne@example.com', subject: 'Réinitialisation du mot de passe', body: 'https://dealer.test/reset/abc' });
      expect(previous).toMatchObject({ channel: 'sms', to: '514-555-0142', subject: '', body: code });
      expect(newest!.createdAt.getTime()).toBeGreaterThanOrEqual(previous!.createdAt.getTime());
    });

    it('keeps an e-mail\'s attachments as sent, and none on the others; never logs their content', async () => {
      const h = await make();
      const before = h.logged.length;
      const content = `BEGIN:VCALENDAR\r\nUID:${unique('appointment')}\r\nEND:VCALENDAR\r\n`;
      await h.email.send({ to: 'ana@example.com', subject: 'Rendez-vous confirmé', body: 'À bientôt', attachments: [{ filename: 'appointment.ics', contentType: 'text/calendar; charset=utf-8', content }] });
      await h.email.send({ to: 'ana@example.com', subject: 'Sans pièce jointe', body: 'Rien' });
      const [plain, withFile] = await h.reader.latest(2);
      expect(withFile?.attachments).toEqual([{ filename: 'appointment.ics', contentType: 'text/calendar; charset=utf-8', content }]);
      expect(plain?.attachments).toEqual([]);
      expect(JSON.stringify(h.logged.slice(before))).not.toContain('BEGIN:VCALENDAR');
    });

    it('gives at most `limit` messages, the newest ones', async () => {
      const h = await make();
      const bodies = [1, 2, 3, 4].map((i) => unique(`message ${i}`));
      for (const body of bodies) await h.sms.send({ to: '416-555-0100', body });
      expect((await h.reader.latest(3)).map((m) => m.body)).toEqual([bodies[3], bodies[2], bodies[1]]);
      expect(await h.reader.latest(0)).toEqual([]);
    });

    it('logs one line per message with channel, recipient and subject, never the body', async () => {
      const h = await make();
      const before = h.logged.length;
      const secret = unique('reset-token');
      await h.email.send({ to: 'lee@example.com', subject: 'Reset your password', body: `https://dealer.test/reset/${secret}` });
      await h.sms.send({ to: '802-555-0111', body: `Code ${secret}` });
      const lines = h.logged.slice(before);
      expect(lines.map((l) => l.fields)).toMatchObject([
        { channel: 'email', to: 'lee@example.com', subject: 'Reset your password' },
        { channel: 'sms', to: '802-555-0111' },
      ]);
      expect(JSON.stringify(lines)).not.toContain(secret);
    });
  });
}
