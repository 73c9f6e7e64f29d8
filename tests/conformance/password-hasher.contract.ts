import { describe, expect, it } from 'vitest';
import type { PasswordHasher } from '@dealer-panel/core/access/password-hasher';

/** The PasswordHasher contract: salted one-way hashes that verify their password only; malformed hashes answer false. */
export function passwordHasherContract(make: () => PasswordHasher): void {
  describe('PasswordHasher', () => {
    it('verifies the password it hashed and no other', async () => {
      const hasher = make();
      const hash = await hasher.hash('Dealer-Demo-2026');
      expect(await hasher.verify(hash, 'Dealer-Demo-2026')).toBe(true);
      expect(await hasher.verify(hash, 'dealer-demo-2026')).toBe(false);
      expect(await hasher.verify(hash, '')).toBe(false);
    });

    it('never stores the password and salts every hash', async () => {
      const hasher = make();
      const [a, b] = [await hasher.hash('Mot-de-passe-Élodie'), await hasher.hash('Mot-de-passe-Élodie')];
      expect(a).not.toBe(b);
      expect(a).not.toContain('Mot-de-passe');
      expect(await hasher.verify(b, 'Mot-de-passe-Élodie')).toBe(true);
    });

    it('answers false, without throwing, for a malformed or empty hash', async () => {
      const hasher = make();
      for (const broken of ['', 'not-a-hash', '$argon2id$v=19$m=19456,t=2,p=1$garbage', '$2b$10$abcdefghijklmnopqrstuv']) {
        await expect(hasher.verify(broken, 'Dealer-Demo-2026')).resolves.toBe(false);
      }
    });
  });
}
