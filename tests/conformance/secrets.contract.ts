import { describe, expect, it } from 'vitest';
import type { Secrets } from '@dealer-panel/core/shared/ports/secrets';

/** Pearson's chi-square statistic of observed counts against a uniform expectation. */
function chiSquare(counts: readonly number[]): number {
  const total = counts.reduce((a, b) => a + b, 0);
  const expected = total / counts.length;
  return counts.reduce((sum, c) => sum + ((c - expected) ** 2) / expected, 0);
}

/** The Secrets contract: URL-safe tokens of 256 bits or more, uniform decimal codes, SHA-256 hex hashes. */
export function secretsContract(make: () => Secrets): void {
  describe('Secrets', () => {
    it('makes URL-safe tokens of at least 256 bits, each different', () => {
      const secrets = make();
      const tokens = Array.from({ length: 200 }, () => secrets.token());
      for (const token of tokens) {
        expect(token).toMatch(/^[A-Za-z0-9_-]+$/);
        expect(token.length * 6).toBeGreaterThanOrEqual(256); // 6 bits per base64url character
      }
      expect(new Set(tokens).size).toBe(tokens.length);
    });

    it('makes codes of exactly the asked number of digits, leading zeros included', () => {
      const secrets = make();
      const codes = Array.from({ length: 2_000 }, () => secrets.digits(6));
      for (const code of codes) expect(code).toMatch(/^\d{6}$/);
      expect(codes.some((c) => c.startsWith('0'))).toBe(true);
      expect(secrets.digits(1)).toMatch(/^\d$/);
      expect(secrets.digits(12)).toMatch(/^\d{12}$/);
    });

    it('draws each digit uniformly (chi-square, 9 degrees of freedom, p = 0.0001)', () => {
      const secrets = make();
      const counts = Array.from({ length: 10 }, () => 0);
      const positions = Array.from({ length: 6 }, () => Array.from({ length: 10 }, () => 0));
      for (let i = 0; i < 5_000; i += 1) {
        [...secrets.digits(6)].forEach((d, p) => { counts[Number(d)]! += 1; positions[p]![Number(d)]! += 1; });
      }
      expect(chiSquare(counts)).toBeLessThan(33.72);
      for (const column of positions) expect(chiSquare(column)).toBeLessThan(33.72);
    });

    it('hashes with SHA-256 in lower-case hex, deterministically', () => {
      const secrets = make();
      expect(secrets.hash('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
      expect(secrets.hash('')).toBe('e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855');
      expect(secrets.hash('Hélène')).toBe(secrets.hash('Hélène'));
      expect(secrets.hash('Hélène')).toMatch(/^[0-9a-f]{64}$/);
      expect(secrets.hash('Hélène')).not.toBe(secrets.hash('Helene'));
    });
  });
}
