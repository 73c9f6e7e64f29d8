import { createHmac, timingSafeEqual } from 'node:crypto';
import type { MessageSigner } from '@dealer-panel/core/shared/ports/secrets';

/** HMAC-SHA-256 over the message with the application's secret, as 43 URL-safe characters. */
export function nodeMessageSigner(secret: string): MessageSigner {
  if (secret.length < 32) throw new RangeError('nodeMessageSigner: the secret must be at least 32 characters');
  const sign = (message: string): string => createHmac('sha256', secret).update(message, 'utf8').digest('base64url');
  return {
    sign,
    verify(message, signature) {
      const expected = Buffer.from(sign(message));
      const given = Buffer.from(signature);
      return given.length === expected.length && timingSafeEqual(given, expected);
    },
  };
}
