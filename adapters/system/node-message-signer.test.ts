import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { nodeMessageSigner } from './node-message-signer';

const secret = 's'.repeat(32);

describe('nodeMessageSigner', () => {
  it('verifies its own signature of a message, URL-safe, and nothing else', () => {
    const signer = nodeMessageSigner(secret);
    const signature = signer.sign('document-download:1:2:3');
    expect(signature).toMatch(/^[\w-]{43}$/);
    expect(signer.verify('document-download:1:2:3', signature)).toBe(true);
    expect(signer.verify('document-download:1:2:4', signature)).toBe(false);
    expect(nodeMessageSigner('t'.repeat(32)).verify('document-download:1:2:3', signature)).toBe(false);
    expect(signer.verify('document-download:1:2:3', '')).toBe(false);
  });

  it('refuses a short secret', () => {
    expect(() => nodeMessageSigner('short')).toThrow(RangeError);
  });

  it('never accepts a signature it did not make (property)', () => {
    const signer = nodeMessageSigner(secret);
    fc.assert(fc.property(fc.string(), fc.string({ maxLength: 60 }), (message, signature) => {
      fc.pre(signature !== signer.sign(message));
      expect(signer.verify(message, signature)).toBe(false);
    }));
  });
});
