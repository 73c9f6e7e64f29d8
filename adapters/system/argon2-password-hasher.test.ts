import { parseOptions } from '@node-rs/argon2';
import { describe, expect, it } from 'vitest';
import { ARGON2_DEFAULT_COST, argon2PasswordHasher } from './argon2-password-hasher';

describe('argon2PasswordHasher', () => {
  it('hashes with argon2id and the default cost', async () => {
    const hash = await argon2PasswordHasher().hash('Dealer-Demo-2026');
    expect(hash.startsWith('$argon2id$v=19$')).toBe(true);
    expect(parseOptions(hash)).toMatchObject({ ...ARGON2_DEFAULT_COST, algorithm: 2 });
  });

  it('verifies a hash made with another cost (a raised cost keeps old hashes valid)', async () => {
    const cheap = await argon2PasswordHasher({ memoryCost: 1024, timeCost: 1, parallelism: 1 }).hash('ancien');
    expect(parseOptions(cheap)).toMatchObject({ memoryCost: 1024, timeCost: 1 });
    expect(await argon2PasswordHasher().verify(cheap, 'ancien')).toBe(true);
  });
});
