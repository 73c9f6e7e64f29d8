import * as E from 'fp-ts/Either';
import { describe, expect, it } from 'vitest';
import type { CustomerMessages } from './customer-messages';
import { CODE_WINDOW_MS, digitsOf, signedCustomerCodes } from './customer-codes';
import { customerSignInUseCases, signInRequired, type SignInDeal } from './customer-sign-in';
import { maskedEmail } from '../shared/masking';

// A signer of its own for the test: a deterministic mix of the message (core has no crypto).
const signer = {
  sign: (m: string) => { let h = 7; for (const c of m) h = (h * 31 + c.charCodeAt(0)) % 2_147_483_647; return `${h.toString(36)}${m.length.toString(36)}`.padEnd(8, 'A'); },
  verify: () => false,
};
const at = (ms: number) => ({ now: () => new Date(ms) });
const deal: SignInDeal = { dealershipId: 1, orderId: 9, compulsoryLogin: true, email: 'helene@example.com', language: 'fr_CA', customerFirstName: 'Hélène', dealershipName: 'Toronto Motors' };

function world(d: SignInDeal | null = deal, time = 5 * CODE_WINDOW_MS) {
  const sent: { to: string; subject: string; body: string }[] = [];
  const messages = { signInCodeEmail: (_l: string, p: { code: string }) => ({ subject: 'code', body: `code ${p.code}` }) } as unknown as CustomerMessages;
  const codes = signedCustomerCodes(signer, at(time));
  const uc = customerSignInUseCases({ signInDeals: { byToken: async (t) => (t === 'tok' ? d : null) }, customerCodes: codes, email: { send: async (m) => { sent.push(m); } }, customerMessages: messages, clock: at(time) });
  return { uc, sent, codes };
}

describe('customer sign-in (compulsory_login)', () => {
  it('asks for it only when the store does, and no session of this deal or staff view covers the call', () => {
    expect(signInRequired(deal, null, false)).toBe(true);
    expect(signInRequired(deal, { dealershipId: 1, orderId: 9 }, false)).toBe(false);
    expect(signInRequired(deal, { dealershipId: 1, orderId: 10 }, false)).toBe(true);
    expect(signInRequired(deal, null, true)).toBe(false);
    expect(signInRequired({ ...deal, compulsoryLogin: false }, null, false)).toBe(false);
  });

  it('e-mails a six-digit code to the address on file and says where, masked', async () => {
    const { uc, sent, codes } = world();
    expect(await uc.sendCode('tok')()).toEqual(E.right({ sentTo: 'h•••@example.com' }));
    expect(sent).toEqual([{ to: 'helene@example.com', subject: 'code', body: `code ${codes.current('tok')}`, meta: { kind: 'one_time_code', dealershipId: 1, orderId: 9, language: 'fr_CA' } }]);
    expect(codes.current('tok')).toMatch(/^\d{6}$/);
    expect(await uc.sendCode('other')()).toEqual(E.left({ _tag: 'NotFound' }));
    expect(await world({ ...deal, email: '' }).uc.sendCode('tok')()).toEqual(E.left({ _tag: 'CustomerHasNoEmail' }));
  });

  it('accepts the code of its link for two windows, nothing else', async () => {
    const code = world(deal, 5 * CODE_WINDOW_MS).codes.current('tok');
    expect(await world(deal, 6 * CODE_WINDOW_MS - 1).uc.verify('tok', code)()).toEqual(E.right({ dealershipId: 1, orderId: 9 }));
    expect(await world(deal, 6 * CODE_WINDOW_MS + 1).uc.verify('tok', ` ${code} `)()).toEqual(E.right({ dealershipId: 1, orderId: 9 }));
    expect(E.isLeft(await world(deal, 7 * CODE_WINDOW_MS).uc.verify('tok', code)())).toBe(true);
    const other = world(deal).codes.current('another-token');
    if (other !== code) expect(await world().uc.verify('tok', other)()).toEqual(E.left({ _tag: 'InvalidInput', errors: { code: ['otp.invalid'] } }));
    expect(await world().uc.verify('tok', '12ab')()).toEqual(E.left({ _tag: 'InvalidInput', errors: { code: ['otp.invalid'] } }));
    expect(await world().uc.verify('tok', undefined)()).toEqual(E.left({ _tag: 'InvalidInput', errors: { code: ['required'] } }));
  });

  it('treats a link past its lifetime as unknown: no code sent, none accepted', async () => {
    const time = 5 * CODE_WINDOW_MS;
    const ended = { ...deal, lifetime: { closedAt: new Date(time - 30 * 86_400_000), renewedAt: null } };
    const { uc, sent, codes } = world(ended, time);
    expect(await uc.sendCode('tok')()).toEqual(E.left({ _tag: 'NotFound' }));
    expect(await uc.verify('tok', codes.current('tok'))()).toEqual(E.left({ _tag: 'NotFound' }));
    expect(sent).toEqual([]);
    expect(await world({ ...ended, lifetime: { ...ended.lifetime, renewedAt: new Date(time - 1) } }, time).uc.sendCode('tok')()).toEqual(E.right({ sentTo: 'h•••@example.com' }));
  });

  it('masks addresses and makes digits of any signature', () => {
    expect(maskedEmail('a@b.ca')).toBe('a•••@b.ca');
    expect(maskedEmail('nope')).toBe('•••');
    for (const s of ['AAAAAAAA', '________', 'zZ09-_aQ', '']) expect(digitsOf(s)).toMatch(/^\d{6}$/);
  });
});
