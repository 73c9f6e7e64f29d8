import { describe, expect, it } from 'vitest';
import { grouped } from './totp-enrollment';

describe('the setup key shown for typing by hand', () => {
  it('is cut in groups of four, the last one shorter, and reads back as the key without its spaces', () => {
    const key = 'AQSJS36LLFV4AWGZBKVYNV4XUVUJK6AB';
    expect(grouped(key)).toBe('AQSJ S36L LFV4 AWGZ BKVY NV4X UVUJ K6AB');
    expect(grouped('ABCDEF')).toBe('ABCD EF');
    expect(grouped(key).replace(/ /g, '')).toBe(key);
  });
});
