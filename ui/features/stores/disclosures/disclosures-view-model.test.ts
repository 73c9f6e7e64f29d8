import { describe, expect, it, vi } from 'vitest';
import { completeDisclosures } from '@dealer-panel/core/stores/disclosures';
import type { DisclosuresBody, DisclosuresRequest } from '../../../../adapters/http/contract/stores/disclosures';
import { latest, left, right } from '../../../shared/testing/problems';
import { createDisclosuresViewModel, type DisclosuresState } from './disclosures-view-model';
import { createPricingFooterViewModel, footerText } from './pricing-footer-view-model';

const body = (extra: Partial<DisclosuresBody> = {}): DisclosuresBody => ({ disclosures: { ...completeDisclosures({}) }, disclaimer_package: [], ...extra });
const ready = (state: DisclosuresState) => {
  if (state.kind !== 'ready') throw new Error(`not ready: ${state.kind}`);
  return state;
};
/** What the server would answer for a request: the texts and rows sent. */
const echo = (request: DisclosuresRequest): DisclosuresBody => ({
  disclosures: { ...completeDisclosures(request.disclosures ?? {}) }, disclaimer_package: [...(request.disclaimer_package ?? [])],
});

describe('the disclosures view model', () => {
  it('edits a text in both languages and a disclaimer row, then saves everything', async () => {
    const save = vi.fn((request: DisclosuresRequest) => right(echo(request)));
    const vm = createDisclosuresViewModel({ load: () => right(body()), save });
    await vm.start();
    vm.setText('pricing_footer', 'en', 'Taxes extra.');
    vm.setText('pricing_footer', 'fr', 'Taxes en sus.');
    vm.addRow();
    vm.setRow(0, 'type', 'finance');
    vm.setRow(0, 'superscript', '†');
    expect(ready(latest(vm.state$)).dirty).toBe(true);
    expect(await vm.save()).toBe(true);
    expect(save).toHaveBeenCalledWith(expect.objectContaining({
      disclosures: expect.objectContaining({ pricing_footer: { en: 'Taxes extra.', fr: 'Taxes en sus.' } }),
      disclaimer_package: [{ disclaimer_type: 'finance', disclaimer_superscript: '†' }],
    }));
    expect(ready(latest(vm.state$))).toMatchObject({ dirty: false, saved: true, errors: {} });
  });

  it('checks with the server\'s rule before sending and clears a field\'s error when it changes', async () => {
    const save = vi.fn((request: DisclosuresRequest) => right(echo(request)));
    const vm = createDisclosuresViewModel({ load: () => right(body()), save });
    await vm.start();
    vm.setText('deposit', 'fr', 'x'.repeat(5001));
    vm.addRow();
    expect(await vm.save()).toBe(false);
    expect(save).not.toHaveBeenCalled();
    expect(ready(latest(vm.state$)).errors).toEqual({
      'disclosures.deposit.fr': ['text.too_long'],
      'disclaimer_package.0.disclaimer_type': ['required'],
      'disclaimer_package.0.disclaimer_superscript': ['required'],
    });
    vm.setText('deposit', 'fr', 'Remboursable.');
    vm.removeRow(0);
    expect(ready(latest(vm.state$)).errors).toEqual({});
  });

  it('keeps what was typed and shows the server\'s field errors beside their fields', async () => {
    const vm = createDisclosuresViewModel({ load: () => right(body()), save: () => left(400, 'invalid_input', { errors: { 'disclosures.trade_in.en': ['text.too_long'] } }) });
    await vm.start();
    vm.setText('trade_in', 'en', 'Estimates only.');
    expect(await vm.save()).toBe(false);
    const state = ready(latest(vm.state$));
    expect(state.form.texts.trade_in.en).toBe('Estimates only.');
    expect(state.errors).toEqual({ 'disclosures.trade_in.en': ['text.too_long'] });
    expect(state).toMatchObject({ saving: false, problem: null, dirty: true });
  });

  it('fails to load with the problem, and retries', async () => {
    const load = vi.fn().mockReturnValueOnce(left(403, 'forbidden')).mockReturnValueOnce(right(body()));
    const vm = createDisclosuresViewModel({ load, save: () => right(body()) });
    await vm.start();
    expect(latest(vm.state$)).toEqual({ kind: 'failed', problem: { code: 'forbidden', retryAfterSeconds: null } });
    await vm.retry();
    expect(latest(vm.state$).kind).toBe('ready');
  });
});

describe('the pricing footer', () => {
  it('shows the session language, the other one when empty, nothing when both are', async () => {
    const vm = createPricingFooterViewModel({ pricingFooter: () => right({ en: 'Taxes extra.', fr: '' }) });
    await vm.start();
    const text = latest(vm.text$);
    expect(footerText(text, 'en')).toBe('Taxes extra.');
    expect(footerText(text, 'fr')).toBe('Taxes extra.');
    expect(footerText({ en: '', fr: '' }, 'fr')).toBeNull();
    const failing = createPricingFooterViewModel({ pricingFooter: () => Promise.reject(new Error('offline')) });
    await failing.start();
    expect(latest(failing.text$)).toBeNull();
  });
});
