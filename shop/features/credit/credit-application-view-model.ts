import * as E from 'fp-ts/Either';
import { BehaviorSubject, type Observable } from 'rxjs';
import { includeCoApplicant, removeCoApplicant, type CreditApplicationDraft } from '@dealer-panel/core/credit/credit-application';
import { firstIncompleteStep } from '@dealer-panel/core/credit/credit-check';
import { EMPTY_PERSON, type PersonField } from '@dealer-panel/core/credit/credit-fields';
import { CREDIT_STEPS, stepsOf, type CreditStep, type Who } from '@dealer-panel/core/credit/credit-steps';
import { localDay } from '@dealer-panel/core/credit/credit-today';
import type { DecisionStatusBody } from '../../../adapters/http/contract/credit/credit';
import { attempt, type FieldErrorMap } from './credit-call';
import {
  draftToCorrect, keepAskedErrors, localFieldError, localStepErrors, progressOf, requestOf, withConsent, withField, type ConsentKey,
} from './credit-draft';
import { draftSaver } from './credit-draft-saver';
import { draftOfBody, EMPTY_DRAFT, furthestReached } from './credit-server-draft';
import { errorKey, firstStepWithError, settingsOf, type CreditRules } from './credit-form-fields';
import type { CustomerCreditDeps, CustomerCreditState, FormState } from './credit-application-state';

/**
 * The customer's credit application (issue 15, spec 002): the ten steps in order, core's conditional
 * rules applied as the customer types, each step checked in the browser and then by validate/,
 * the whole submitted at the review, then the decision. A failed call keeps every answer. Each
 * completed step saves the draft on the server (issue 29 item 4), and a reload resumes at the
 * furthest step reached, the sensitive answers kept there and shown masked.
 */
export function createCustomerCreditViewModel(deps: CustomerCreditDeps, orderId: number) {
  const state = new BehaviorSubject<CustomerCreditState>({ kind: 'loading' });
  /** The steps the customer passed through Next (done when still complete). */
  let checked = new Set<CreditStep>();
  const today = () => localDay(deps.now());
  const set = (next: CustomerCreditState) => { if (!state.closed) state.next(next); };
  const form = (): FormState | null => { const s = state.value; return s.kind === 'form' ? s : null; };

  /** The form with a new draft, step or errors; progress recomputed. */
  const setForm = (now: FormState, patch: Partial<Omit<FormState, 'kind' | 'progress'>>) => {
    const next = { ...now, ...patch };
    const steps = stepsOf(next.draft.hasCoApplicant);
    const step = steps.includes(next.step) ? next.step : 'review';
    set({ ...next, step, progress: progressOf(next.settings, next.draft, step, checked) });
  };

  const saver = draftSaver(deps.port, orderId, (saving) => { const now = form(); if (now !== null) setForm(now, { saving }); });
  /** Saves the draft as it stands, up to the furthest step reached (never from a staff member's view). */
  const persist = () => {
    const now = form();
    if (now === null || deps.readOnly) return;
    saver.save({ ...requestOf(now.settings, now.draft), step: furthestReached(now.settings, now.draft, checked) });
  };

  const openForm = (rules: CreditRules, draft: CreditApplicationDraft, step: CreditStep, extra: Pick<FormState, 'correcting' | 'reenter'> & Partial<Pick<FormState, 'saving'>>) => {
    const settings = settingsOf(rules);
    // Land on the stored step unless an earlier one is no longer complete (a sensitive answer to type again).
    const order = stepsOf(draft.hasCoApplicant);
    const gap = firstIncompleteStep(settings, draft) ?? 'review';
    const landing = order.indexOf(gap) < order.indexOf(step) || !order.includes(step) ? gap : step;
    checked = new Set(order.slice(0, order.indexOf(landing)));
    const base: FormState = {
      kind: 'form', rules, settings, draft, step: landing, progress: [], errors: {}, busy: null, problem: null, confirmingRemove: false, saving: 'idle', ...extra,
    };
    setForm(base, {});
  };

  const load = async (submitted = false) => {
    const s = state.value;
    if (s.kind === 'decision') set({ ...s, busy: 'refreshing', problem: null });
    else if (s.kind !== 'form') set({ kind: 'loading' });
    // The draft is read with the application: a form opened without it would save over it.
    const [application$, kept$] = await Promise.all([attempt(() => deps.port.load(orderId)), attempt(() => deps.port.loadDraft(orderId))]);
    const both = E.isLeft(application$) ? application$ : E.isLeft(kept$) ? kept$ : E.right({ ...application$.right, kept: kept$.right.draft });
    if (E.isLeft(both)) {
      const failure = both.left;
      const now = state.value;
      return set(now.kind === 'decision' ? { ...now, busy: null, problem: failure.problem ?? 'technical' } : { kind: 'failed', problem: failure.problem });
    }
    const { rules, application, kept } = both.right;
    const stored = kept === null ? null : draftOfBody(kept);
    const status = application?.status_name ?? 'awaiting_customer';
    if (status === 'awaiting_customer') {
      // Resumed from the server's draft: the form says it is saved there.
      return openForm(rules, stored?.draft ?? EMPTY_DRAFT, stored?.step ?? 'consent', { correcting: null, reenter: false, saving: stored === null ? 'idle' : 'saved' });
    }
    if (status === 'further_verification' && application !== null && stored !== null) {
      return openForm(rules, stored.draft, stored.step, { correcting: application, reenter: false, saving: 'saved' });
    }
    set({ kind: 'decision', rules, status: application ?? emptyStatus, application, busy: null, problem: null, submitted });
  };

  /** Checks the current step in the browser, then through validate/; true when the step may be left. */
  const check = async (now: FormState): Promise<boolean> => {
    const local = localStepErrors(now.settings, now.draft, now.step, today());
    if (Object.keys(local).length > 0) { setForm(now, { errors: local, problem: null }); return false; }
    setForm(now, { busy: 'checking', errors: {}, problem: null });
    const answer = await attempt(() => deps.port.validate(requestOf(now.settings, now.draft, [now.step])));
    const after = form();
    if (after === null) return false;
    if (E.isLeft(answer)) { setForm(after, { busy: null, errors: answer.left.errors, problem: answer.left.problem }); return false; }
    checked.add(now.step);
    return true;
  };

  const setField = (who: Who, field: PersonField, value: string): void => {
    const now = form();
    if (now === null || now.busy === 'submitting') return;
    const draft = withField(now.draft, who, field, value);
    // A field showing an error is checked again as the customer types, so the message goes as soon as it is right.
    let errors: Record<string, readonly string[]> = { ...now.errors };
    const recheck = (f: PersonField) => {
      const k = errorKey(who, f);
      if (!(k in errors)) return;
      const code = localFieldError(now.settings, draft, who, f, today());
      if (code === null) delete errors[k]; else errors[k] = [code];
    };
    recheck(field);
    if (field === 'email') recheck('confirm_email');
    errors = { ...keepAskedErrors(now.settings, draft, errors) };
    setForm(now, { draft, errors });
  };

  return {
    state$: state.asObservable() as Observable<CustomerCreditState>,
    start: () => load(),
    retry: () => load(),
    /** The decision as it stands now (the dealer may have answered since). */
    refresh: () => load(),

    setField,

    /** Leaving a field checks it; a Canadian postal code fills an empty province (postal_code_province/). */
    async blurField(who: Who, field: PersonField): Promise<void> {
      const now = form();
      if (now === null) return;
      const code = localFieldError(now.settings, now.draft, who, field, today());
      const errors: Record<string, readonly string[]> = { ...now.errors };
      if (code === null) delete errors[errorKey(who, field)]; else errors[errorKey(who, field)] = [code];
      setForm(now, { errors });
      const provinceField = field === 'postal_code' ? 'province' : field === 'previous_postal_code' ? 'previous_province' : null;
      const postal = (now.draft[who === 'applicant' ? 'applicant' : 'coApplicant'] ?? EMPTY_PERSON)[field];
      if (provinceField === null || code !== null || now.settings.country !== 'CA' || postal.trim() === '') return;
      const province = await deps.port.postalCodeProvince(postal.trim()).catch(() => null);
      const after = form();
      if (province === null || after === null) return;
      const person = after.draft[who === 'applicant' ? 'applicant' : 'coApplicant'] ?? EMPTY_PERSON;
      if (person[field] === postal && person[provinceField] === '') setField(who, provinceField, province);
    },

    setConsent(key: ConsentKey, value: boolean): void {
      const now = form();
      if (now === null || now.busy === 'submitting') return;
      const errors = { ...now.errors };
      if (value) delete errors[key];
      setForm(now, { draft: withConsent(now.draft, key, value), errors });
    },

    includeCoApplicant(): void {
      const now = form();
      if (now === null || now.busy !== null || now.draft.hasCoApplicant) return;
      checked.delete('review');
      setForm(now, { draft: includeCoApplicant(now.draft, EMPTY_PERSON), step: now.step === 'review' ? 'co_applicant_acknowledgement' : now.step });
    },
    askRemoveCoApplicant(): void {
      const now = form();
      if (now !== null && now.busy === null && now.draft.hasCoApplicant) setForm(now, { confirmingRemove: true });
    },
    cancelRemoveCoApplicant(): void {
      const now = form();
      if (now !== null) setForm(now, { confirmingRemove: false });
    },
    /** Removing the co-applicant clears their answers (core's removeCoApplicant), after the confirmation. */
    confirmRemoveCoApplicant(): void {
      const now = form();
      if (now === null || !now.confirmingRemove) return;
      const draft = removeCoApplicant(now.draft);
      for (const s of CREDIT_STEPS) if (s.startsWith('co_applicant')) checked.delete(s);
      setForm(now, { draft, confirmingRemove: false, errors: keepAskedErrors(now.settings, draft, now.errors) });
      persist();
    },

    /** Saves the draft again after a failed save ("Try again"). */
    retrySave: (): void => persist(),
    /** Resolves once every draft save asked so far is answered (tests; the form never waits on it). */
    settled: (): Promise<void> => saver.settled(),

    /** Checks the step (browser, then validate/) and moves to the next one; false when it stays. */
    async next(): Promise<boolean> {
      const now = form();
      if (now === null || now.busy !== null || now.step === 'review') return false;
      if (!(await check(now))) return false;
      const after = form();
      if (after === null) return false;
      const steps = stepsOf(after.draft.hasCoApplicant);
      setForm(after, { busy: null, step: steps[steps.indexOf(now.step) + 1] ?? 'review' });
      persist();
      return true;
    },
    back(): void {
      const now = form();
      if (now === null || now.busy !== null) return;
      const steps = stepsOf(now.draft.hasCoApplicant);
      const i = steps.indexOf(now.step);
      if (i > 0) setForm(now, { step: steps[i - 1] ?? now.step, problem: null });
    },
    /** Goes to a step of the progress indicator: back freely, forward only as far as the steps are done. */
    goTo(step: CreditStep): void {
      const now = form();
      if (now === null || now.busy !== null) return;
      if (now.progress.find((p) => p.step === step)?.reachable === true) setForm(now, { step, problem: null });
    },

    /** Submits the whole application; on refusal the customer lands on the first step with an error, answers kept. */
    async submit(): Promise<boolean> {
      const now = form();
      if (now === null || now.busy !== null) return false;
      const steps = stepsOf(now.draft.hasCoApplicant);
      const local = Object.assign({}, ...steps.map((s) => localStepErrors(now.settings, now.draft, s, today()))) as FieldErrorMap;
      if (Object.keys(local).length > 0) { setForm(now, { errors: local, step: firstStepWithError(steps, local) ?? now.step, problem: null }); return false; }
      setForm(now, { busy: 'submitting', errors: {}, problem: null });
      const answer = await attempt(() => deps.port.submit(orderId, { ...requestOf(now.settings, now.draft), top_page_url: deps.pageUrl() }));
      const after = form();
      if (after === null) return false;
      if (E.isLeft(answer)) {
        const { errors, problem } = answer.left;
        setForm(after, { busy: null, errors, problem, step: firstStepWithError(steps, errors) ?? after.step });
        return false;
      }
      checked = new Set();
      set({ kind: 'decision', rules: after.rules, status: answer.right, application: null, busy: null, problem: null, submitted: true });
      return true;
    },

    /** Sent back for further verification: the application reopens to correct (sensitive answers typed again). */
    correct(): void {
      const now = state.value;
      if (now.kind !== 'decision' || now.status.status_name !== 'further_verification') return;
      if (now.application === null) { void load(); return; }
      openForm(now.rules, draftToCorrect(now.application), 'applicant', { correcting: now.application, reenter: true });
    },

    dispose(): void { state.complete(); },
  };
}

const emptyStatus: DecisionStatusBody = {
  status: 1, status_name: 'awaiting_customer', decision: 'O', verify_request_comments: null, submitted_at: null, decided_at: null,
};

export type CustomerCreditViewModel = ReturnType<typeof createCustomerCreditViewModel>;
