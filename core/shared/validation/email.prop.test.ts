import { describe, it } from 'vitest';
import fc from 'fast-check';
import { email } from './email';

const atom = fc.stringMatching(/^[a-z0-9!#$%&'*+/=?^_`{|}~-]{1,10}$/);
const local = fc.array(atom, { minLength: 1, maxLength: 3 }).map((atoms) => atoms.join('.'));
const label = fc.stringMatching(/^[a-z0-9](?:[a-z0-9-]{0,8}[a-z0-9])?$/);
const domain = fc.tuple(fc.array(label, { minLength: 1, maxLength: 3 }), fc.stringMatching(/^[a-z]{2,6}$/)).map(([l, tld]) => [...l, tld].join('.'));

describe('email (properties)', () => {
  it('accepts dot-atom addresses on a real-looking domain', () => {
    fc.assert(fc.property(local, domain, (l, d) => email(`${l}@${d}`) === null));
  });
  it('refuses an address with a space, a second @ or no @', () => {
    fc.assert(
      fc.property(local, domain, fc.constantFrom(' ', '@', '\t'), fc.nat(), (l, d, bad, at) => {
        const whole = `${l}@${d}`;
        const i = at % (whole.length + 1);
        return email(whole.slice(0, i) + bad + whole.slice(i)) === 'email.invalid' && email(`${l}${d}`) === 'email.invalid';
      }),
    );
  });
  it('agrees on the addresses fast-check generates, once bounded to our limits', () => {
    fc.assert(
      fc.property(fc.emailAddress(), (value) => {
        const [l = '', d = ''] = value.split('@');
        const plausible = l.length <= 64 && value.length <= 254 && /\.[a-z]{2,}$/.test(d);
        return !plausible || email(value) === null;
      }),
    );
  });
  it('never throws', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string({ unit: 'grapheme' }), fc.string({ unit: 'binary' }), fc.emailAddress()), (value) =>
        [null, 'email.invalid'].includes(email(value)),
      ),
    );
  });
});
