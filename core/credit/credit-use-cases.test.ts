import * as E from 'fp-ts/Either';
import { describe, expect, it } from 'vitest';
import { SENSITIVE_FIELDS } from './credit-fields';
import { rotateCreditKey } from './rotate-credit-key';
import { fakeCipher } from '../testing/fake-cipher';
import { aDraft, ANNE, withCo } from './testing/credit-fixtures';
import { creditWorld } from './testing/credit-world';

const deal11 = { dealershipId: 1, orderId: 11 };
const right = <A>(e: E.Either<unknown, A>): A => { if (E.isLeft(e)) throw new Error(JSON.stringify(e.left)); return e.right; };

describe('the customer side', () => {
  it('submits: sealed secrets, awaiting the dealer, the history and the staff told', async () => {
    const w = creditWorld();
    const saved = right(await w.customer.submit(deal11, withCo(), 'https://shop.test/credit')());
    expect(saved.status).toBe('awaiting_dealer');
    expect(saved.applicant.open.insurance_number).toBe('');
    expect(saved.applicant.open.first_name).toBe('Anne');
    expect(JSON.stringify(saved)).not.toContain('046 454 286');
    expect(w.timeline.entries.map((e) => e.event)).toEqual(['credit.submitted']);
    expect(w.notifications.rows.map((n) => [n.userId, n.kind])).toEqual([[90, 'customer_submits_credit_app']]);
    expect(w.email.sent).toHaveLength(1);
  });

  it('refuses bad input with every field named and stores nothing', async () => {
    const w = creditWorld();
    const r = await w.customer.submit(deal11, aDraft({ applicant: { ...ANNE, email: 'nope', employer: '' } }), null)();
    expect(r).toEqual(E.left({ _tag: 'InvalidInput', errors: { 'primary_application.email': ['email.invalid'], 'primary_application.employer': ['required'], 'primary_application.confirm_email': ['email_confirmation.mismatch'] } }));
    expect(w.credit.rows).toHaveLength(0);
    expect(w.timeline.entries).toHaveLength(0);
  });

  it('refuses a second submit while the dealer decides, and answers an archived or unknown deal as not found', async () => {
    const w = creditWorld();
    right(await w.customer.submit(deal11, aDraft(), null)());
    expect(await w.customer.submit(deal11, aDraft(), null)()).toEqual(E.left({ _tag: 'CreditTransitionRefused', status: 'awaiting_dealer', action: 'submit' }));
    expect(await w.customer.submit({ dealershipId: 1, orderId: 12 }, aDraft(), null)()).toEqual(E.left({ _tag: 'NotFound' }));
    expect(await w.customer.view({ dealershipId: 2, orderId: 11 })()).toEqual(E.left({ _tag: 'NotFound' }));
  });

  it('shows the customer their application with the sensitive answers masked', async () => {
    const w = creditWorld();
    right(await w.customer.submit(deal11, aDraft(), null)());
    const v = right(await w.customer.view(deal11)());
    expect(v.masked?.applicant.insurance_number).toBe('••• ••• 286');
    expect(v.masked?.applicant.income_amount).toBe('••••');
  });
});

describe('the dealer side', () => {
  it('masks for everyone; reveals to show_credit_application users only, each reveal audited', async () => {
    const w = creditWorld();
    right(await w.customer.submit(deal11, aDraft(), null)());
    const manager = await w.ctxAt(1, 'dealer_sales_manager');
    const view = right(await w.dealer.view(manager, 11)());
    for (const f of SENSITIVE_FIELDS) expect(view.applicant?.[f] === '' || view.applicant?.[f]?.includes('•')).toBe(true);
    expect(view.mayReveal && view.mayDecide).toBe(true);
    const clear = right(await w.dealer.reveal(manager, 11, '10.0.0.1')());
    expect(clear.applicant.insurance_number).toBe('046 454 286');
    expect(w.audit.entries).toEqual([expect.objectContaining({ action: 'credit_application_revealed', userId: manager.user.id, detail: { order_id: 11 } })]);
    const hidden = { ...manager, user: { ...manager.user, showCreditApplication: false } };
    expect(await w.dealer.reveal(hidden, 11, 'ip')()).toEqual(E.left({ _tag: 'Forbidden', action: 'show_credit_application' }));
    expect(w.audit.entries).toHaveLength(1);
  });

  it('approves through the store\'s credit system, keeping its references', async () => {
    const w = creditWorld();
    right(await w.customer.submit(deal11, aDraft(), null)());
    const manager = await w.ctxAt(1, 'dealer_admin');
    const done = right(await w.dealer.approve(manager, 11, 'ip')());
    expect([done.status, done.creditCheckReferenceNumber, done.decidedByUserId]).toEqual(['complete', 'DT-1', manager.user.id]);
    expect(w.submitted).toEqual([11]);
    expect(w.timeline.entries.map((e) => e.event)).toEqual(['credit.submitted', 'credit.approved']);
    expect(await w.dealer.approve(manager, 11, 'ip')()).toEqual(E.left({ _tag: 'CreditTransitionRefused', status: 'complete', action: 'approve' }));
  });

  it('changes nothing when the credit system refuses', async () => {
    const w = creditWorld();
    right(await w.customer.submit(deal11, aDraft(), null)());
    w.lenderAnswers({ ok: false, reason: 'unreachable' });
    const r = await w.dealer.approve(await w.ctxAt(1, 'dealer_admin'), 11, 'ip')();
    expect(r).toEqual(E.left({ _tag: 'LenderFailed', system: 'dealertrack', reason: 'unreachable' }));
    expect(w.credit.rows[0]?.status).toBe('awaiting_dealer');
  });

  it('refuses decisions to corporate users, sales reps (no permission) and a deal of another store', async () => {
    const w = creditWorld();
    right(await w.customer.submit(deal11, aDraft(), null)());
    for (const ctx of [await w.ctxAt(1, 'dealer_admin', { corporate: true }), await w.ctxAt(1, 'dealer_sales_rep')]) {
      expect(await w.dealer.approve(ctx, 11, 'ip')()).toEqual(E.left({ _tag: 'Forbidden', action: 'approve_credit_application' }));
    }
    expect(await w.dealer.approve(await w.ctxAt(2, 'dealer_admin'), 11, 'ip')()).toEqual(E.left({ _tag: 'NotFound' }));
  });

  it('asks further verification with comments; the customer may then submit again', async () => {
    const w = creditWorld();
    right(await w.customer.submit(deal11, aDraft(), null)());
    const admin = await w.ctxAt(1, 'dealer_admin');
    expect(await w.dealer.furtherVerification(admin, 11, 'ip', '   ')()).toEqual(E.left({ _tag: 'InvalidInput', errors: { verify_request_comments: ['required'] } }));
    const back = right(await w.dealer.furtherVerification(admin, 11, 'ip', 'Proof of income, please')());
    expect([back.status, back.verifyRequestComments]).toEqual(['further_verification', 'Proof of income, please']);
    expect(right(await w.customer.submit(deal11, aDraft(), null)()).status).toBe('awaiting_dealer');
  });
});

describe('rotateCreditKey', () => {
  it('seals every older row again with the current key, which still opens to the same answers', async () => {
    const w = creditWorld();
    right(await w.customer.submit(deal11, withCo(), null)());
    const next = fakeCipher('k2', ['k1']);
    expect(await rotateCreditKey({ credit: w.credit, cipher: next })).toEqual({ resealed: 1, skipped: 0 });
    const row = w.credit.rows[0];
    expect([row?.applicant.sealed.keyId, row?.coApplicant?.sealed.keyId]).toEqual(['k2', 'k2']);
    expect(JSON.parse(next.open(row!.applicant.sealed))).toMatchObject({ insurance_number: '046 454 286' });
    expect(await rotateCreditKey({ credit: w.credit, cipher: next })).toEqual({ resealed: 0, skipped: 0 });
  });
});
