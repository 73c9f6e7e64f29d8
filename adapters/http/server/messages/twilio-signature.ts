import type { FastifyRequest } from 'fastify';
import { validateRequest } from 'twilio/lib/webhooks/webhooks.js';

/**
 * Whether Twilio signed this request (X-Twilio-Signature: HMAC-SHA1 with the auth token over the
 * URL Twilio called and the POST fields sorted by name, base64), with the official package's check.
 * The URL is the one Twilio was given: PUBLIC_URL and the path and query as they arrived, not what
 * a proxy in front made of the host and scheme.
 */
export function signedByTwilio(request: FastifyRequest, authToken: string, publicUrl: string): boolean {
  const signature = request.headers['x-twilio-signature'];
  if (typeof signature !== 'string' || signature === '') return false;
  const body = request.body;
  if (typeof body !== 'object' || body === null || Array.isArray(body) || Buffer.isBuffer(body)) return false;
  const params: Record<string, string | string[]> = {};
  for (const [key, value] of Object.entries(body as Record<string, unknown>)) {
    if (typeof value === 'string') params[key] = value;
    else if (Array.isArray(value) && value.every((v) => typeof v === 'string')) params[key] = value as string[];
    else return false;
  }
  return validateRequest(authToken, signature, `${publicUrl.replace(/\/+$/, '')}${request.url}`, params);
}
