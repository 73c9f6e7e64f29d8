import type { FieldCipher, Sealed } from '../credit/credit-cipher';

/**
 * A reversible stand-in for the AES adapter (tests of core only): the text reversed behind a counter, so two
 * seals differ; it opens only its own key ids. Not encryption: never bound outside tests.
 */
export function fakeCipher(currentKeyId = 'k1', previous: readonly string[] = []): FieldCipher & { readonly sealedCount: () => number } {
  let n = 0;
  const known = new Set([currentKeyId, ...previous]);
  return {
    currentKeyId,
    seal(plaintext: string): Sealed {
      n += 1;
      return { keyId: currentKeyId, ciphertext: `${n}:${[...plaintext].reverse().join('')}` };
    },
    open(sealed: Sealed): string {
      if (!known.has(sealed.keyId)) throw new Error(`unknown key ${sealed.keyId}`);
      return [...sealed.ciphertext.slice(sealed.ciphertext.indexOf(':') + 1)].reverse().join('');
    },
    sealedCount: () => n,
  };
}
