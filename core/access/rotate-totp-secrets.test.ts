import { describe, expect, it } from 'vitest';
import { fakeCipher } from '../testing/fake-cipher';
import { rotateTotpSecrets } from './rotate-totp-secrets';
import { inMemorySecondFactors } from './testing/in-memory-second-factors';

describe('rotateTotpSecrets', () => {
  it('seals the confirmed and pending app secrets of older keys again, each opening to the same secret with the new key only', async () => {
    const repo = inMemorySecondFactors();
    const old = fakeCipher('k1');
    const next = fakeCipher('k2', ['k1']);
    const at = new Date(0);
    await repo.setPendingTotp(1, old.seal('SECRETONE'), at);
    await repo.confirmTotp(1, 5, at);
    await repo.setPendingTotp(1, old.seal('PENDINGONE'), at);
    await repo.setPendingTotp(2, next.seal('ALREADYNEW'), at);
    await repo.setPendingTotp(3, old.seal('SECRETTHREE'), at);
    expect(await rotateTotpSecrets({ secondFactors: repo, cipher: next }, 1)).toEqual({ resealed: 3, skipped: 0 });
    const one = await repo.totp(1);
    const newOnly = fakeCipher('k2');
    expect([newOnly.open(one!.secret!), newOnly.open(one!.pending!), newOnly.open((await repo.totp(3))!.pending!)]).toEqual(['SECRETONE', 'PENDINGONE', 'SECRETTHREE']);
    expect(() => old.open(one!.secret!)).toThrow();
    expect(one?.lastUsedStep).toBe(5);
    expect(await rotateTotpSecrets({ secondFactors: repo, cipher: next })).toEqual({ resealed: 0, skipped: 0 });
  });

  it('skips a secret replaced while it was read, and counts it', async () => {
    const repo = inMemorySecondFactors();
    const old = fakeCipher('k1');
    await repo.setPendingTotp(1, old.seal('SECRET'), new Date(0));
    const racing = { ...repo, resealTotp: async () => false };
    expect(await rotateTotpSecrets({ secondFactors: racing, cipher: fakeCipher('k2', ['k1']) })).toEqual({ resealed: 0, skipped: 1 });
  });
});
