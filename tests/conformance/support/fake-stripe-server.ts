import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { fakeStripePayments, type FakeStripePayments } from './fake-stripe-payments';

/**
 * A local stand-in for Stripe's Connect OAuth endpoints (no network in tests): POST /oauth/token
 * trades a code it issued once; POST /oauth/deauthorize revokes an account it connected. Errors
 * come as Stripe writes them: `{ error, error_description }` with a 4xx. Under /v1/ it answers the
 * PaymentIntents and refunds of the deposit adapter (fake-stripe-payments.ts).
 */
export interface FakeStripe {
  readonly port: number;
  /** A code, as Stripe's authorize page hands the dealer back with. */
  authorize(): string;
  /** Every request's path and form fields, in order. */
  readonly requests: readonly FakeStripeRequest[];
  /** The PaymentIntents and refunds of connected accounts. */
  readonly payments: FakeStripePayments;
  close(): Promise<void>;
}

export interface FakeStripeRequest {
  readonly method: string;
  readonly path: string;
  readonly form: Readonly<Record<string, string>>;
  readonly authorization: string;
  /** The Stripe-Account and Idempotency-Key headers ('' when absent). */
  readonly account: string;
  readonly idempotencyKey: string;
}

async function bodyOf(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}
const header = (request: IncomingMessage, name: string) => { const v = request.headers[name]; return typeof v === 'string' ? v : ''; };

function send(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { 'content-type': 'application/json', 'request-id': `req_${randomBytes(6).toString('hex')}` });
  response.end(JSON.stringify(body));
}

export async function startFakeStripe(clientId: string): Promise<FakeStripe> {
  const codes = new Set<string>();
  const connected = new Set<string>();
  const requests: FakeStripeRequest[] = [];
  const payments = fakeStripePayments();
  const server: Server = createServer((request, response) => {
    void (async () => {
      const raw = await bodyOf(request);
      const form = Object.fromEntries(new URLSearchParams(raw));
      const [path = '', search = ''] = (request.url ?? '').split('?');
      const seen = { method: request.method ?? '', path, form, authorization: request.headers.authorization ?? '', account: header(request, 'stripe-account'), idempotencyKey: header(request, 'idempotency-key') };
      requests.push(seen);
      const paid = payments.handle({ ...seen, query: new URLSearchParams(search), raw });
      if (paid !== null) return send(response, paid.status, paid.body);
      if (request.method === 'POST' && path === '/oauth/token') {
        const code = form['code'] ?? '';
        if (form['grant_type'] !== 'authorization_code' || !codes.delete(code)) {
          return send(response, 400, { error: 'invalid_grant', error_description: `Authorization code does not exist: ${code}` });
        }
        const account = `acct_${randomBytes(8).toString('hex')}`;
        connected.add(account);
        return send(response, 200, { access_token: 'sk_test_fake', livemode: false, refresh_token: 'rt_fake', token_type: 'bearer', stripe_publishable_key: 'pk_test_fake', stripe_user_id: account, scope: 'read_write' });
      }
      if (request.method === 'POST' && path === '/oauth/deauthorize') {
        const account = form['stripe_user_id'] ?? '';
        if (form['client_id'] !== clientId || !connected.delete(account)) {
          return send(response, 401, { error: 'invalid_client', error_description: `This application is not connected to stripe account ${account}, or that account does not exist.` });
        }
        return send(response, 200, { stripe_user_id: account });
      }
      return send(response, 404, { error: { type: 'invalid_request_error', message: `Unrecognized request URL (${request.method} ${path}).` } });
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as AddressInfo).port,
    authorize() {
      const code = `ac_${randomBytes(12).toString('hex')}`;
      codes.add(code);
      return code;
    },
    requests,
    payments,
    close: () => new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve()))),
  };
}
