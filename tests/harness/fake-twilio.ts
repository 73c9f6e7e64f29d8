import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { getExpectedTwilioSignature } from 'twilio/lib/webhooks/webhooks.js';

/**
 * A local stand-in for Twilio's Messages API (no network in tests, issue 30.2 and 30.7): it answers
 * POST /2010-04-01/Accounts/{AccountSid}/Messages.json as Twilio does (201 with a SID, basic auth,
 * Twilio's error bodies), records what it was asked to send, can be told to fail the next calls
 * (500, 429, 400 21211, 400 21610, or no answer at all), and posts status callbacks and inbound
 * texts to the app signed with X-Twilio-Signature, as Twilio signs them. Start it on a random port
 * and point TWILIO_API_BASE at `url`.
 */
export interface FakeTwilio {
  readonly url: string;
  readonly accountSid: string;
  readonly authToken: string;
  /** The number it sends from, for TWILIO_FROM_NUMBER. */
  readonly fromNumber: string;
  /** Every message accepted, oldest first. */
  readonly messages: readonly FakeTwilioMessage[];
  /** Every call to the Messages endpoint, answered or not. */
  readonly calls: number;
  /** The next `times` calls answer this instead (`hang`: no answer until the fake closes). */
  failNext(failure: FakeTwilioFailure, times?: number): void;
  /** Posts a signed status callback for a message it accepted to the StatusCallback it was given. */
  sendStatus(sid: string, status: TwilioMessageStatus, options?: { readonly errorCode?: number }): Promise<number>;
  /** Posts a signed inbound text (a person's reply) to `url` (the app's inbound route, as configured at Twilio). */
  sendInbound(url: string, text: { readonly from: string; readonly body: string }): Promise<{ readonly status: number; readonly body: string }>;
  /** X-Twilio-Signature for a post of `params` to `url` with this account's token. */
  sign(url: string, params: Readonly<Record<string, string>>): string;
  close(): Promise<void>;
}

export interface FakeTwilioMessage {
  readonly sid: string;
  readonly to: string;
  readonly from: string | null;
  readonly messagingServiceSid: string | null;
  readonly body: string;
  readonly statusCallback: string | null;
}

export type TwilioMessageStatus = 'queued' | 'sending' | 'sent' | 'delivered' | 'undelivered' | 'failed';
export type FakeTwilioFailure = 500 | 429 | 'invalid_number' | 'unsubscribed' | 'hang';

const FAILURES: Readonly<Record<Exclude<FakeTwilioFailure, 'hang'>, { status: number; code: number; message: string }>> = {
  500: { status: 500, code: 20500, message: 'Internal Server Error' },
  429: { status: 429, code: 20429, message: 'Too Many Requests' },
  invalid_number: { status: 400, code: 21211, message: 'The \'To\' number is not a valid phone number.' },
  unsubscribed: { status: 400, code: 21610, message: 'Attempt to send to unsubscribed recipient' },
};

const hex = (bytes: number) => randomBytes(bytes).toString('hex');

async function formOf(request: IncomingMessage): Promise<Record<string, string>> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Object.fromEntries(new URLSearchParams(Buffer.concat(chunks).toString('utf8')));
}

function answer(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { 'content-type': 'application/json' });
  response.end(JSON.stringify(body));
}

const error = (response: ServerResponse, status: number, code: number, message: string) =>
  answer(response, status, { code, message, more_info: `https://www.twilio.com/docs/errors/${code}`, status });

export async function startFakeTwilio(options: { readonly accountSid?: string; readonly authToken?: string; readonly fromNumber?: string } = {}): Promise<FakeTwilio> {
  const accountSid = options.accountSid ?? `AC${hex(16)}`;
  const authToken = options.authToken ?? hex(16);
  const fromNumber = options.fromNumber ?? '+15145550100';
  const expectedAuth = `Basic ${Buffer.from(`${accountSid}:${authToken}`).toString('base64')}`;
  const messages: FakeTwilioMessage[] = [];
  const failures: FakeTwilioFailure[] = [];
  const hanging = new Set<ServerResponse>();
  let calls = 0;

  const server = createServer((request, response) => {
    void (async () => {
      const form = await formOf(request);
      const path = (request.url ?? '').split('?')[0];
      if (request.method !== 'POST' || path !== `/2010-04-01/Accounts/${accountSid}/Messages.json`) return error(response, 404, 20404, 'The requested resource was not found');
      calls += 1;
      if (request.headers.authorization !== expectedAuth) return error(response, 401, 20003, 'Authenticate');
      const failure = failures.shift();
      if (failure === 'hang') { hanging.add(response); return undefined; }
      if (failure !== undefined) { const f = FAILURES[failure]; return error(response, f.status, f.code, f.message); }
      const to = form['To'] ?? '';
      if (!/^\+[1-9]\d{7,14}$/.test(to)) return error(response, 400, 21211, `The 'To' number ${to} is not a valid phone number.`);
      const from = form['From'] ?? null;
      const messagingServiceSid = form['MessagingServiceSid'] ?? null;
      if (from === null && messagingServiceSid === null) return error(response, 400, 21603, 'The \'From\' phone number is required.');
      const body = form['Body'] ?? '';
      if (body === '') return error(response, 400, 21602, 'Message body is required.');
      const sid = `SM${hex(16)}`;
      messages.push({ sid, to, from, messagingServiceSid, body, statusCallback: form['StatusCallback'] ?? null });
      return answer(response, 201, {
        sid, account_sid: accountSid, to, from, messaging_service_sid: messagingServiceSid, body, status: 'queued', num_segments: '1', direction: 'outbound-api',
        api_version: '2010-04-01', date_created: new Date().toUTCString(), error_code: null, error_message: null, uri: `/2010-04-01/Accounts/${accountSid}/Messages/${sid}.json`,
      });
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  const sign = (url: string, params: Readonly<Record<string, string>>) => getExpectedTwilioSignature(authToken, url, { ...params });
  const post = async (url: string, params: Record<string, string>) => {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-twilio-signature': sign(url, params), 'user-agent': 'TwilioProxy/1.1' },
      body: new URLSearchParams(params).toString(),
    });
    return { status: response.status, body: await response.text() };
  };

  return {
    url: `http://127.0.0.1:${port}`,
    accountSid, authToken, fromNumber, messages,
    get calls() { return calls; },
    failNext(failure, times = 1) { for (let i = 0; i < times; i += 1) failures.push(failure); },
    async sendStatus(sid, status, extra = {}) {
      const message = messages.find((m) => m.sid === sid);
      if (message?.statusCallback == null) throw new Error(`fake Twilio: no message ${sid} with a StatusCallback`);
      const params: Record<string, string> = {
        MessageSid: sid, SmsSid: sid, AccountSid: accountSid, From: message.from ?? fromNumber, To: message.to,
        MessageStatus: status, SmsStatus: status, ApiVersion: '2010-04-01',
        ...(extra.errorCode === undefined ? {} : { ErrorCode: String(extra.errorCode) }),
      };
      return (await post(message.statusCallback, params)).status;
    },
    sendInbound: (url, text) => post(url, {
      MessageSid: `SM${hex(16)}`, SmsSid: '', AccountSid: accountSid, From: text.from, To: fromNumber, Body: text.body,
      NumMedia: '0', NumSegments: '1', FromCountry: 'CA', ToCountry: 'CA', ApiVersion: '2010-04-01',
    }),
    sign,
    async close() {
      for (const response of hanging) response.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
