import * as E from 'fp-ts/Either';
import { describe, expect, it } from 'vitest';
import { CREDIT_STEPS } from '@dealer-panel/core/credit/credit-steps';
import { personData } from '@dealer-panel/core/credit/credit-fields';
import { maskPerson } from '@dealer-panel/core/credit/credit-sealing';
import type { CreditApplicationRequest, DecisionStatusBody } from '../../../adapters/http/contract/credit/credit';
import type { CreditDraftBody, CreditDraftRequest } from '../../../adapters/http/contract/credit/credit-draft';
import type { HttpProblem } from '../../../adapters/di/tokens';
import type { CustomerApplication, CustomerCreditPort } from './credit-application-port';
import { createCustomerCreditViewModel } from './credit-application-view-model';
import type { CustomerCreditState, DecisionState, FormState } from './credit-application-state';
import type { CreditRules } from './credit-form-fields';

/** A complete Québec applicant, as typed (SIN 046 454 286 and income are the sensitive answers). */
const APPLICANT = {
  salutation: 'ms', first_name: 'Hélène', last_name: 'Gagné', date_of_birth: '1985-04-12', marital_status: 'married',
  phone: '514-555-0123', email: 'helene@example.com', confirm_email: 'helene@example.com', gender: 'female', insurance_number: '046 454 286',
  address_type: 'street', address_number: '120', street_name: 'Saint-Denis', street_type: 'rue', city: 'Montréal', province: 'QC',
  postal_code: 'H2X 1Y4', years_at_address: '6', months_at_address: '3', home_status: 'rent', monthly_housing_payment: '1450.00', landlord: 'Gestion Lavoie',
  employment_status: 'employed', employment_type: 'full_time', employer: 'Banque Nationale', occupation: 'Analyste', work_phone: '514-555-0199',
  years_at_employment: '6', months_at_employment: '0', income_amount: '98765.00', income_frequency: 'annually',
} as const;
const CO = { ...APPLICANT, first_name: 'Marc', email: 'marc@example.com', confirm_email: 'marc@example.com', gender: 'male', insurance_number: '', relation_status: 'spouse' };

const RULES: CreditRules = {
  country: 'CA', province_code: 'QC', credit_application_system: 'none', gender_required: true, insurance_number_required: false,
  co_applicant_mobile_phone_required: false, lease_disbursements_enabled: false,
};
const status = (status_name: DecisionStatusBody['status_name'], extra: Partial<DecisionStatusBody> = {}): DecisionStatusBody => ({
  status: { awaiting_customer: 1, awaiting_dealer: 2, complete: 3, declined: 4, further_verification: 5 }[status_name], status_name,
  decision: status_name === 'complete' ? 'A' : status_name === 'declined' ? 'D' : 'O', verify_request_comments: null, submitted_at: null, decided_at: null, ...extra,
});
const problem = (status: number, code: string, errors: Record<string, string[]> = {}): HttpProblem =>
  ({ status, code, detail: null, errors, retryAfterSeconds: null, handled: false });

/** The server's side of the draft: what was saved, read back masked as the server answers it (issue 29 item 4). */
interface DraftServer {
  draft: CreditDraftBody | null;
  readonly saves: CreditDraftRequest[];
  saveFails: boolean;
  loadFails: boolean;
}
function draftServer(): DraftServer {
  return { draft: null, saves: [], saveFails: false, loadFails: false };
}
function keep(server: DraftServer, body: CreditDraftRequest): CreditDraftBody {
  const draft = {
    step: body.step, has_co_applicant: body.has_co_applicant === true, primary_application: { ...maskPerson(personData(body.primary_application)) },
    co_application: body.co_application == null ? null : { ...maskPerson(personData(body.co_application)) }, consent: body.consent === true,
    acknowledgement: body.acknowledgement === true, co_applicant_acknowledgement: body.co_applicant_acknowledgement === true, saved_at: '2026-11-28T15:00:00.000Z',
  };
  server.draft = draft;
  return draft;
}

interface World {
  application: CustomerApplication['application'];
  loadFails: boolean;
  validate: (body: CreditApplicationRequest) => Promise<E.Either<HttpProblem, unknown>>;
  submit: (body: CreditApplicationRequest) => Promise<E.Either<HttpProblem, DecisionStatusBody>>;
  readonly calls: { readonly name: string; readonly body?: CreditApplicationRequest }[];
}

function setup(rules: CreditRules = RULES, server = draftServer(), readOnly = false) {
  const world: World = {
    application: null, calls: [], loadFails: false,
    validate: async () => E.right({ valid: true }),
    submit: async () => E.right(status('awaiting_dealer', { submitted_at: '2026-11-28T15:00:00.000Z' })),
  };
  const port: CustomerCreditPort = {
    load: async () => { world.calls.push({ name: 'load' }); if (world.loadFails) return E.left(problem(404, 'not_found')); return E.right({ order_id: 7, rules, application: world.application, primary_application: null, co_application: null }); },
    validate: (body) => { world.calls.push({ name: 'validate', body }); return world.validate(body); },
    submit: (_id, body) => { world.calls.push({ name: 'submit', body }); return world.submit(body); },
    postalCodeProvince: async (code) => { world.calls.push({ name: `province:${code}` }); return code.startsWith('H') ? 'QC' : null; },
    loadDraft: async () => (server.loadFails ? E.left(problem(503, 'service_unavailable')) : E.right({ draft: server.draft })),
    saveDraft: async (_id, body) => {
      server.saves.push(body);
      return server.saveFails ? E.left(problem(503, 'service_unavailable')) : E.right({ draft: keep(server, body) });
    },
  };
  const vm = createCustomerCreditViewModel({ port, readOnly, now: () => new Date('2026-11-28T15:00:00Z'), pageUrl: () => 'https://shop.example/shop/deal/7/credit' }, 7);
  let last: CustomerCreditState = { kind: 'loading' };
  vm.state$.subscribe((s) => (last = s));
  const formNow = (): FormState => { if (last.kind !== 'form') throw new Error(`not the form: ${last.kind}`); return last; };
  const decisionNow = (): DecisionState => { if (last.kind !== 'decision') throw new Error(`not the decision: ${last.kind}`); return last; };
  const fill = (who: 'applicant' | 'co_applicant', values: Readonly<Record<string, string>>) => {
    for (const [f, v] of Object.entries(values)) vm.setField(who, f as keyof typeof APPLICANT, v);
  };
  /** Through the consents and the applicant's three steps. */
  const throughApplicant = async () => {
    vm.setConsent('consent', true);
    await vm.next();
    vm.setConsent('acknowledgement', true);
    await vm.next();
    fill('applicant', APPLICANT);
    for (let i = 0; i < 3; i += 1) expect(await vm.next()).toBe(true);
  };
  return { vm, world, server, formNow, decisionNow, fill, throughApplicant, names: () => world.calls.map((c) => c.name) };
}

describe('the customer\'s credit application view model', () => {
  it('goes through the steps in the order of spec 002, the co-applicant\'s four only once included', async () => {
    const { vm, formNow } = setup();
    await vm.start();
    expect(formNow().progress.map((p) => p.step)).toEqual(['consent', 'acknowledgement', 'applicant', 'employment', 'residential', 'review']);
    expect(formNow().progress.map((p) => p.mark)).toEqual(['current', 'todo', 'todo', 'todo', 'todo', 'todo']);
    vm.includeCoApplicant();
    expect(formNow().progress.map((p) => p.step)).toEqual(CREDIT_STEPS);
    expect(formNow().draft.hasCoApplicant).toBe(true);
  });

  it('checks a step in the browser first, then through validate/ for that step, and only then moves on', async () => {
    const { vm, formNow, names, world } = setup();
    await vm.start();
    expect(await vm.next()).toBe(false);
    expect(formNow().errors).toEqual({ consent: ['consent.required'] });
    expect(names()).toEqual(['load']);
    vm.setConsent('consent', true);
    expect(formNow().errors).toEqual({});
    expect(await vm.next()).toBe(true);
    expect(world.calls[1]?.body?.steps).toEqual(['consent']);
    expect(formNow().step).toBe('acknowledgement');
    expect(formNow().progress[0]?.mark).toBe('done');
  });

  it('applies core\'s conditional rules live: required blanks of the step are named, hidden fields are not sent', async () => {
    const { vm, formNow, fill, world } = setup();
    await vm.start();
    vm.setConsent('consent', true);
    await vm.next();
    vm.setConsent('acknowledgement', true);
    await vm.next();
    fill('applicant', { ...APPLICANT, date_of_birth: '', gender: '' });
    expect(await vm.next()).toBe(false);
    expect(formNow().errors).toEqual({ 'primary_application.date_of_birth': ['required'], 'primary_application.gender': ['required'] });
    // Typing clears the message of a field as soon as it is right.
    vm.setField('applicant', 'date_of_birth', '2015-01-01');
    expect(formNow().errors['primary_application.date_of_birth']).toEqual(['date_of_birth.too_young']);
    vm.setField('applicant', 'date_of_birth', '1985-04-12');
    expect(formNow().errors['primary_application.date_of_birth']).toBeUndefined();
    vm.setField('applicant', 'gender', 'female');
    expect(await vm.next()).toBe(true);
    expect(await vm.next()).toBe(true);
    // Owner with a mortgage now: the landlord typed before is not sent, the mortgage fields are asked.
    vm.setField('applicant', 'home_status', 'own_mortgage');
    expect(await vm.next()).toBe(false);
    expect(Object.keys(formNow().errors).sort()).toEqual(['primary_application.market_value', 'primary_application.mortgage_amount', 'primary_application.mortgage_holder']);
    fill('applicant', { mortgage_holder: 'Desjardins', mortgage_amount: '250000', market_value: '480000', years_at_address: '1' });
    expect(await vm.next()).toBe(false);
    expect(formNow().errors['primary_application.previous_street_name']).toEqual(['required']);
    fill('applicant', { previous_street_name: 'Rachel', previous_city: 'Montréal', previous_province: 'QC', previous_postal_code: 'H2J 2J4', previous_years_at_address: '5', previous_months_at_address: '0' });
    expect(await vm.next()).toBe(true);
    const sent = world.calls.at(-1)?.body?.primary_application;
    expect(sent).toMatchObject({ home_status: 'own_mortgage', landlord: '', mortgage_holder: 'Desjardins', previous_street_name: 'Rachel' });
    expect(formNow().step).toBe('review');
  });

  it('never requires the SIN in Canada, and requires the SSN in the USA when the store says so', async () => {
    const ca = setup();
    await ca.vm.start();
    await ca.throughApplicant();
    expect(ca.formNow().step).toBe('review');
    const us = setup({ ...RULES, country: 'US', province_code: 'NY', insurance_number_required: true });
    await us.vm.start();
    us.vm.setConsent('consent', true);
    await us.vm.next();
    us.vm.setConsent('acknowledgement', true);
    await us.vm.next();
    us.fill('applicant', { ...APPLICANT, insurance_number: '', phone: '212-555-0123' });
    expect(await us.vm.next()).toBe(false);
    expect(us.formNow().errors['primary_application.insurance_number']).toEqual(['required']);
  });

  it('keeps every answer when validate/ refuses or cannot be reached, with the server\'s messages beside the fields', async () => {
    const { vm, formNow, world, fill } = setup();
    await vm.start();
    vm.setConsent('consent', true);
    await vm.next();
    vm.setConsent('acknowledgement', true);
    await vm.next();
    fill('applicant', APPLICANT);
    world.validate = async () => E.left(problem(400, 'invalid_input', { 'primary_application.phone': ['phone.invalid'] }));
    expect(await vm.next()).toBe(false);
    expect(formNow()).toMatchObject({ step: 'applicant', busy: null, problem: null, errors: { 'primary_application.phone': ['phone.invalid'] } });
    world.validate = async () => { throw new Error('offline'); };
    expect(await vm.next()).toBe(false);
    expect(formNow()).toMatchObject({ step: 'applicant', problem: 'technical' });
    expect(formNow().draft.applicant).toMatchObject(APPLICANT);
  });

  it('saves the draft at each completed step and says so: "saving", then "saved"', async () => {
    const { vm, formNow, server } = setup();
    await vm.start();
    expect(formNow().saving).toBe('idle');
    vm.setConsent('consent', true);
    vm.includeCoApplicant();
    await vm.next();
    expect(formNow().saving).toBe('saving');
    await vm.settled();
    expect(formNow().saving).toBe('saved');
    expect(server.saves.map((b) => [b.step, b.consent, b.has_co_applicant])).toEqual([['acknowledgement', true, true]]);
  });

  it('resumes after a reload at the furthest step reached, answers kept and the SIN kept masked, and submits it masked', async () => {
    const server = draftServer();
    const first = setup(RULES, server);
    await first.vm.start();
    await first.throughApplicant();
    await first.vm.settled();
    // Back to the applicant step and on again: the furthest step reached stays the review.
    first.vm.goTo('applicant');
    expect(await first.vm.next()).toBe(true);
    await first.vm.settled();
    expect(server.saves.map((b) => b.step)).toEqual(['acknowledgement', 'applicant', 'employment', 'residential', 'review', 'review']);
    first.vm.dispose();
    const again = setup(RULES, server);
    await again.vm.start();
    expect(again.formNow()).toMatchObject({ step: 'review', reenter: false, saving: 'saved' });
    expect(again.formNow().draft.applicant).toMatchObject({ street_name: 'Saint-Denis', employer: 'Banque Nationale', insurance_number: '••• ••• 286', income_amount: '••••' });
    expect(again.formNow().progress.map((p) => p.mark)).toEqual(['done', 'done', 'done', 'done', 'done', 'current']);
    // The kept answers pass the browser's checks; the server takes the masks for the kept answers.
    again.vm.goTo('applicant');
    expect(await again.vm.next()).toBe(true);
    again.vm.goTo('review');
    expect(await again.vm.submit()).toBe(true);
    expect(again.world.calls.at(-1)?.body?.primary_application).toMatchObject({ insurance_number: '••• ••• 286', date_of_birth: '••••' });
  });

  it('lands on the step after the last one saved, and a changed kept answer is typed again', async () => {
    const server = draftServer();
    const first = setup(RULES, server);
    await first.vm.start();
    first.vm.setConsent('consent', true);
    await first.vm.next();
    first.vm.setConsent('acknowledgement', true);
    await first.vm.next();
    first.fill('applicant', APPLICANT);
    await first.vm.next();
    await first.vm.settled();
    const again = setup(RULES, server);
    await again.vm.start();
    expect(again.formNow().step).toBe('employment');
    again.vm.back();
    again.vm.setField('applicant', 'insurance_number', '');
    expect(again.formNow().draft.applicant.insurance_number).toBe('');
    again.vm.setField('applicant', 'insurance_number', '046 454 28');
    expect(await again.vm.next()).toBe(false);
    expect(again.formNow().errors['primary_application.insurance_number']).toBeDefined();
  });

  it('keeps every answer when a save fails, says so, and saves again on "try again"', async () => {
    const { vm, formNow, server } = setup();
    await vm.start();
    server.saveFails = true;
    vm.setConsent('consent', true);
    expect(await vm.next()).toBe(true);
    await vm.settled();
    expect(formNow()).toMatchObject({ step: 'acknowledgement', saving: 'failed', draft: { applicantConsents: { consent: true } } });
    server.saveFails = false;
    vm.retrySave();
    await vm.settled();
    expect(formNow().saving).toBe('saved');
    expect(server.draft?.step).toBe('acknowledgement');
  });

  it('does not open the form over a draft it could not read (a save would overwrite it), and a staff view saves nothing', async () => {
    const server = draftServer();
    server.loadFails = true;
    const { vm, formNow } = setup(RULES, server);
    await vm.start();
    let seen: CustomerCreditState | null = null;
    vm.state$.subscribe((s) => (seen = s)).unsubscribe();
    expect(seen).toMatchObject({ kind: 'failed' });
    server.loadFails = false;
    await vm.retry();
    expect(formNow().step).toBe('consent');
    const staff = setup(RULES, draftServer(), true);
    await staff.vm.start();
    staff.vm.setConsent('consent', true);
    await staff.vm.next();
    await staff.vm.settled();
    expect([staff.server.saves, staff.formNow().saving]).toEqual([[], 'idle']);
  });

  it('removes the co-applicant only after the confirmation, and clears their answers', async () => {
    const { vm, formNow, fill } = setup();
    await vm.start();
    vm.includeCoApplicant();
    fill('co_applicant', CO);
    vm.askRemoveCoApplicant();
    expect(formNow()).toMatchObject({ confirmingRemove: true, draft: { hasCoApplicant: true } });
    vm.cancelRemoveCoApplicant();
    expect(formNow().draft.coApplicant?.first_name).toBe('Marc');
    vm.askRemoveCoApplicant();
    vm.confirmRemoveCoApplicant();
    expect(formNow().draft).toMatchObject({ hasCoApplicant: false, coApplicant: null, coApplicantAcknowledgement: false });
    expect(formNow().progress).toHaveLength(6);
  });

  it('does not let the customer skip ahead, but back freely', async () => {
    const { vm, formNow } = setup();
    await vm.start();
    vm.goTo('review');
    expect(formNow().step).toBe('consent');
    vm.setConsent('consent', true);
    await vm.next();
    vm.goTo('consent');
    expect(formNow().step).toBe('consent');
    vm.goTo('acknowledgement');
    expect(formNow().step).toBe('acknowledgement');
  });

  it('fills an empty province from a Canadian postal code on leaving the field', async () => {
    const { vm, formNow, names } = setup();
    await vm.start();
    vm.setField('applicant', 'postal_code', 'H2X 1Y4');
    await vm.blurField('applicant', 'postal_code');
    expect(formNow().draft.applicant.province).toBe('QC');
    expect(names()).toContain('province:H2X 1Y4');
    vm.setField('applicant', 'postal_code', 'H2X');
    await vm.blurField('applicant', 'postal_code');
    expect(formNow().errors['primary_application.postal_code']).toEqual(['postal_code.invalid']);
  });

  it('submits with a co-applicant, lands on the first step the server refuses, then shows the decision', async () => {
    const { vm, formNow, decisionNow, world, fill, throughApplicant } = setup();
    await vm.start();
    vm.includeCoApplicant();
    await throughApplicant();
    vm.setConsent('co_applicant_acknowledgement', true);
    await vm.next();
    fill('co_applicant', CO);
    for (let i = 0; i < 3; i += 1) expect(await vm.next()).toBe(true);
    expect(formNow().step).toBe('review');
    world.submit = async () => E.left(problem(400, 'invalid_input', { 'co_application.relation_status': ['required'] }));
    expect(await vm.submit()).toBe(false);
    expect(formNow()).toMatchObject({ step: 'co_applicant_info', errors: { 'co_application.relation_status': ['required'] } });
    expect(formNow().draft.coApplicant?.first_name).toBe('Marc');
    world.submit = async () => E.right(status('awaiting_dealer'));
    vm.goTo('review');
    expect(await vm.submit()).toBe(true);
    const body = world.calls.at(-1)?.body;
    expect(body).toMatchObject({ has_co_applicant: true, consent: true, acknowledgement: true, co_applicant_acknowledgement: true, top_page_url: 'https://shop.example/shop/deal/7/credit' });
    expect(body?.primary_application.insurance_number).toBe('046 454 286');
    expect(body?.co_application?.relation_status).toBe('spouse');
    expect(decisionNow()).toMatchObject({ submitted: true, status: { status_name: 'awaiting_dealer' } });
  });

  it('after further verification shows the dealer\'s comments and reopens the application to correct, sensitive answers blank', async () => {
    const { vm, world, decisionNow, formNow } = setup();
    world.application = {
      ...status('further_verification', { verify_request_comments: 'Deux talons de paie' }), has_co_applicant: false,
      primary_application: { ...APPLICANT, insurance_number: '••• ••• 286', income_amount: '••••', date_of_birth: '••••' }, co_application: null,
      consent: true, acknowledgement: true, co_applicant_acknowledgement: false, credit_check_reference_number: null, lead_reference_number: null, masked: true,
    };
    await vm.start();
    expect(decisionNow().status.verify_request_comments).toBe('Deux talons de paie');
    vm.correct();
    expect(formNow()).toMatchObject({ step: 'applicant', reenter: true, correcting: { verify_request_comments: 'Deux talons de paie' } });
    expect(formNow().draft.applicant).toMatchObject({ first_name: 'Hélène', insurance_number: '', income_amount: '', date_of_birth: '', employer: 'Banque Nationale' });
  });

  it('shows a decided application as it stands, and a load failure with a retry', async () => {
    const { vm, world, decisionNow } = setup();
    world.loadFails = true;
    await vm.start();
    let seen: CustomerCreditState | null = null;
    vm.state$.subscribe((s) => (seen = s)).unsubscribe();
    expect(seen).toEqual({ kind: 'failed', problem: 'not_found' });
    world.loadFails = false;
    world.application = {
      ...status('complete'), has_co_applicant: false, primary_application: {}, co_application: null, consent: true, acknowledgement: true,
      co_applicant_acknowledgement: false, credit_check_reference_number: 'R1-1', lead_reference_number: null, masked: true,
    };
    await vm.retry();
    expect(decisionNow()).toMatchObject({ status: { status_name: 'complete' }, submitted: false });
    vm.correct();
    expect(decisionNow().status.status_name).toBe('complete');
  });
});
