import * as E from 'fp-ts/Either';
import { describe, expect, it } from 'vitest';
import { EMPTY_PERSON } from './credit-fields';
import { rotateCreditKey } from './rotate-credit-key';
import { fakeCipher } from '../testing/fake-cipher';
import { aDraft, ANNE, withCo } from './testing/credit-fixtures';
import { creditWorld } from './testing/credit-world';

const deal11 = { dealershipId: 1, orderId: 11 };
const right = <A>(e: E.Either<unknown, A>): A => { if (E.isLeft(e)) throw new Error(JSON.stringify(e.left)); return e.right; };
/** Anne's answers of the applicant step only, as typed before Next (employment and residence not yet). */
const firstThree = aDraft({ applicant: { ...ANNE, employer: '', occupation: 'half typed', income_amount: '5' } });

describe('the customer\'s draft (issue 29 item 4)', () => {
  it('keeps the steps completed so far, sensitive answers sealed, and resumes at the step reached', async () => {
    const w = creditWorld();
    const saved = right(await w.customer.saveDraft(deal11, firstThree, 'employment')());
    expect(saved.step).toBe('employment');
    const row = w.credit.drafts[0];
    expect(JSON.stringify(row)).not.toContain('046 454 286');
    expect(JSON.stringify(row)).not.toContain('1985-04-12');
    expect(row?.applicant.open.first_name).toBe('Anne');
    // What the customer had started of a later step is not kept: only checked steps are.
    expect(row?.applicant.open.occupation).toBe('');
    expect(JSON.parse(w.cipher.open(row!.applicant.sealed))).toEqual({ date_of_birth: '1985-04-12', gender: 'female', insurance_number: '046 454 286' });
    const read = right(await w.customer.readDraft(deal11)());
    expect(read?.step).toBe('employment');
    expect(read?.draft.applicant).toMatchObject({ first_name: 'Anne', insurance_number: '••• ••• 286', date_of_birth: '••••', income_amount: '' });
    expect(read?.draft.applicantConsents).toEqual({ consent: true, acknowledgement: true });
  });

  it('refuses a bad step with every field named and keeps the draft as it was', async () => {
    const w = creditWorld();
    right(await w.customer.saveDraft(deal11, aDraft(), 'acknowledgement')());
    const before = structuredClone(w.credit.drafts);
    const bad = aDraft({ applicant: { ...ANNE, email: 'nope', first_name: '' } });
    expect(await w.customer.saveDraft(deal11, bad, 'employment')()).toEqual(E.left({
      _tag: 'InvalidInput', errors: { 'primary_application.email': ['email.invalid'], 'primary_application.first_name': ['required'], 'primary_application.confirm_email': ['email_confirmation.mismatch'] },
    }));
    expect(await w.customer.saveDraft(deal11, aDraft(), 'co_applicant_info')()).toEqual(E.left({ _tag: 'InvalidInput', errors: { step: ['list.invalid_choice'] } }));
    expect(w.credit.drafts).toEqual(before);
  });

  it('takes a masked answer sent back as the one kept: the customer continues without typing the SIN again', async () => {
    const w = creditWorld();
    right(await w.customer.saveDraft(deal11, withCo(), 'review')());
    const shown = right(await w.customer.readDraft(deal11)());
    expect(shown?.step).toBe('review');
    // The browser sends the draft as it read it (masks included), with one answer changed.
    const resent = { ...shown!.draft, applicant: { ...shown!.draft.applicant, city: 'Laval' } };
    right(await w.customer.validate(deal11, resent)());
    const done = right(await w.customer.submit(deal11, resent, null)());
    expect(JSON.parse(w.cipher.open(done.applicant.sealed))).toMatchObject({ insurance_number: '046 454 286', income_amount: '98000.00' });
    expect(JSON.parse(w.cipher.open(done.coApplicant!.sealed))).toMatchObject({ date_of_birth: '1958-09-30' });
    expect(done.applicant.open.city).toBe('Laval');
    // Submitting clears the draft; a submitted application takes no draft (409), an unknown or archived deal none (404).
    expect(w.credit.drafts).toHaveLength(0);
    expect(right(await w.customer.readDraft(deal11)())).toBeNull();
    expect(await w.customer.saveDraft(deal11, aDraft(), 'applicant')()).toEqual(E.left({ _tag: 'CreditTransitionRefused', status: 'awaiting_dealer', action: 'save' }));
    expect(await w.customer.readDraft({ dealershipId: 2, orderId: 11 })()).toEqual(E.left({ _tag: 'NotFound' }));
    expect(await w.customer.saveDraft({ dealershipId: 1, orderId: 12 }, aDraft(), 'applicant')()).toEqual(E.left({ _tag: 'NotFound' }));
  });

  it('refuses a mask where nothing was kept, and reads a draft its key no longer opens as none', async () => {
    const w = creditWorld();
    const masked = aDraft({ applicant: { ...ANNE, insurance_number: '••• ••• 286' } });
    const r = await w.customer.saveDraft(deal11, masked, 'employment')();
    expect(E.isLeft(r) && r.left._tag === 'InvalidInput' && r.left.errors['primary_application.insurance_number']).toBeTruthy();
    right(await w.customer.saveDraft(deal11, aDraft(), 'employment')());
    const row = w.credit.drafts[0]!;
    w.credit.drafts[0] = { ...row, applicant: { ...row.applicant, sealed: { keyId: 'dropped', ciphertext: 'x' } } };
    expect(right(await w.customer.readDraft(deal11)())).toBeNull();
  });

  it('keeps the co-applicant only when included', async () => {
    const w = creditWorld();
    right(await w.customer.saveDraft(deal11, aDraft({ coApplicant: { ...EMPTY_PERSON, first_name: 'Ghost' } }), 'applicant')());
    expect(w.credit.drafts[0]?.coApplicant).toBeNull();
  });

  it('is sealed again by a key rotation, as applications are, and still opens to the same answers', async () => {
    const w = creditWorld();
    right(await w.customer.submit(deal11, aDraft(), null)());
    right(await w.customer.saveDraft({ dealershipId: 2, orderId: 21 }, withCo(), 'review')());
    const next = fakeCipher('k2', ['k1']);
    expect(await rotateCreditKey({ credit: w.credit, cipher: next })).toEqual({ resealed: 2, skipped: 0 });
    const draft = w.credit.drafts[0];
    expect([draft?.applicant.sealed.keyId, draft?.coApplicant?.sealed.keyId]).toEqual(['k2', 'k2']);
    expect(JSON.parse(next.open(draft!.applicant.sealed))).toMatchObject({ insurance_number: '046 454 286' });
    expect(await rotateCreditKey({ credit: w.credit, cipher: next })).toEqual({ resealed: 0, skipped: 0 });
  });
});
