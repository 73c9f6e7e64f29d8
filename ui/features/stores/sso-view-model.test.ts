import { describe, expect, it, vi } from 'vitest';
import type { SsoConnectionBody, SsoConnectionsBody } from '../../../adapters/http/contract/access/sso';
import type { SsoSource } from '@dealer-panel/core/access/sso';
import { latest, left, right } from '../../shared/testing/problems';
import type { SsoPort } from './sso-port';
import { createSsoViewModel, ssoDirty, type SsoState } from './sso-view-model';

const base = 'https://panel.test/api/sso/7';
function connection(source: SsoSource, extra: Partial<SsoConnectionBody> = {}): SsoConnectionBody {
  return {
    source, name: source === 'vw_sso' ? 'Volkswagen' : source === 'hyundai_sso' ? 'Hyundai' : '', enabled: false, label: '',
    idp_entity_id: '', idp_sso_url: '', idp_certificate: '', idp_certificate_valid_to: null, mfa_contexts: [], new_user_role: null,
    sp_entity_id: `${base}/${source}/metadata/`, acs_url: `${base}/${source}/acs/`, metadata_url: `${base}/${source}/metadata/`,
    login_url: `${base}/${source}/login/`, updated_at: null, ...extra,
  };
}
const body = (extra: Partial<SsoConnectionsBody> = {}, custom: Partial<SsoConnectionBody> = {}): SsoConnectionsBody => ({
  // Out of order on purpose: the cards follow VW, Hyundai, the third source.
  connections: [connection('custom_sso', custom), connection('hyundai_sso'), connection('vw_sso', { enabled: true, idp_entity_id: 'https://idp.vw.test', mfa_contexts: ['urn:mfa:a', 'urn:mfa:b'] })],
  may_manage: true, staff_login_url: 'https://panel.test/dealer/login?store=7', ...extra,
});

function setup(overrides: Partial<SsoPort> = {}) {
  const port: SsoPort = { connections: vi.fn(() => right(body())), save: vi.fn(() => right(body())), ...overrides };
  return { port, vm: createSsoViewModel(port) };
}
const ready = (state: SsoState) => {
  if (state.kind !== 'ready') throw new Error(`not ready: ${state.kind}`);
  return state;
};
const cardOf = (state: SsoState, source: SsoSource) => {
  const found = ready(state).cards.find((c) => c.source === source);
  if (found === undefined) throw new Error(`no card ${source}`);
  return found;
};

describe('the manufacturer sign-in view model', () => {
  it('loads the three connections in order, the context classes one per line', async () => {
    const { vm } = setup();
    expect(latest(vm.state$)).toEqual({ kind: 'loading' });
    await vm.start();
    const state = ready(latest(vm.state$));
    expect(state.cards.map((c) => c.source)).toEqual(['vw_sso', 'hyundai_sso', 'custom_sso']);
    expect(state).toMatchObject({ mayManage: true, staffLoginUrl: 'https://panel.test/dealer/login?store=7' });
    expect(cardOf(state, 'vw_sso').values).toMatchObject({ enabled: true, idp_entity_id: 'https://idp.vw.test', mfa_contexts: 'urn:mfa:a\nurn:mfa:b' });
    expect(ssoDirty(state)).toBe(false);
  });

  it('fails to load with the problem, and loads again on retry', async () => {
    const connections = vi.fn<SsoPort['connections']>(() => left(403, 'forbidden'));
    const { vm } = setup({ connections });
    await vm.start();
    expect(latest(vm.state$)).toEqual({ kind: 'failed', problem: { code: 'forbidden', retryAfterSeconds: null } });
    connections.mockImplementation(() => right(body()));
    await vm.retry();
    expect(latest(vm.state$).kind).toBe('ready');
    const offline = setup({ connections: () => Promise.reject(new Error('offline')) });
    await offline.vm.start();
    expect(latest(offline.vm.state$)).toEqual({ kind: 'failed', problem: { code: 'technical', retryAfterSeconds: null } });
  });

  it('saves one card with every field, and takes the saved connections back', async () => {
    const saved = body({}, { enabled: true, label: 'Stellantis', name: 'Stellantis', idp_entity_id: 'https://idp.stellantis.test', new_user_role: 'dealer_sales_rep' });
    const save = vi.fn<SsoPort['save']>(() => right(saved));
    const { vm } = setup({ save });
    await vm.start();
    vm.change('custom_sso', 'enabled', true);
    vm.change('custom_sso', 'label', 'Stellantis');
    vm.change('custom_sso', 'idp_entity_id', 'https://idp.stellantis.test');
    vm.change('custom_sso', 'mfa_contexts', ' urn:mfa:one \n\n urn:mfa:two\r\n');
    vm.change('custom_sso', 'new_user_role', 'dealer_sales_rep');
    vm.change('hyundai_sso', 'idp_entity_id', 'https://idp.hyundai.test');
    expect(ssoDirty(latest(vm.state$))).toBe(true);
    expect(await vm.save('custom_sso')).toBe(true);
    expect(save).toHaveBeenCalledWith('custom_sso', {
      enabled: true, label: 'Stellantis', idp_entity_id: 'https://idp.stellantis.test', idp_sso_url: '', idp_certificate: '',
      mfa_contexts: ['urn:mfa:one', 'urn:mfa:two'], new_user_role: 'dealer_sales_rep',
    });
    const state = latest(vm.state$);
    expect(cardOf(state, 'custom_sso')).toMatchObject({ dirty: false, saving: false, errors: {}, saved: { name: 'Stellantis' } });
    // The Hyundai card was being edited: it keeps what was typed.
    expect(cardOf(state, 'hyundai_sso')).toMatchObject({ dirty: true, values: { idp_entity_id: 'https://idp.hyundai.test' } });
  });

  it('keeps what was typed on a 400 and puts each code beside its field', async () => {
    const { vm } = setup({
      save: () => left(400, 'validation_failed', { errors: { idp_sso_url: ['sso.url_https'], 'mfa_contexts.2': ['text.invalid_character'], label: ['required'] } }),
    });
    await vm.start();
    vm.change('custom_sso', 'idp_entity_id', 'http://127.0.0.1:9/idp');
    vm.change('custom_sso', 'idp_sso_url', 'ftp://x');
    expect(await vm.save('custom_sso')).toBe(false);
    const card = cardOf(latest(vm.state$), 'custom_sso');
    expect(card).toMatchObject({ dirty: true, saving: false, problem: null, values: { idp_entity_id: 'http://127.0.0.1:9/idp', idp_sso_url: 'ftp://x' } });
    expect(card.errors).toEqual({ idp_sso_url: ['sso.url_https'], mfa_contexts: ['text.invalid_character'], label: ['required'] });
    vm.change('custom_sso', 'idp_sso_url', 'https://idp.test/sso');
    expect(cardOf(latest(vm.state$), 'custom_sso').errors).toEqual({ mfa_contexts: ['text.invalid_character'], label: ['required'] });
    vm.reset('custom_sso');
    expect(cardOf(latest(vm.state$), 'custom_sso')).toMatchObject({ dirty: false, errors: {}, values: { idp_sso_url: '' } });
  });

  it('shows a failure that names no field of the card as the card\'s problem', async () => {
    const { vm } = setup({ save: () => left(403, 'forbidden') });
    await vm.start();
    vm.change('vw_sso', 'enabled', false);
    await vm.save('vw_sso');
    expect(cardOf(latest(vm.state$), 'vw_sso')).toMatchObject({ problem: { code: 'forbidden' }, errors: {}, dirty: true });
  });

  it('is read-only when the user may not manage the connections', async () => {
    const save = vi.fn<SsoPort['save']>(() => right(body()));
    const { vm } = setup({ connections: () => right(body({ may_manage: false })), save });
    await vm.start();
    vm.change('vw_sso', 'idp_entity_id', 'https://elsewhere.test');
    expect(await vm.save('vw_sso')).toBe(false);
    expect(save).not.toHaveBeenCalled();
    const state = ready(latest(vm.state$));
    expect(state.mayManage).toBe(false);
    expect(cardOf(state, 'vw_sso')).toMatchObject({ dirty: false, values: { idp_entity_id: 'https://idp.vw.test' } });
  });
});
