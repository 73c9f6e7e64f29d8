import { describe, expect, it, vi } from 'vitest';
import type { CustomerWriteRequest } from '../../../../adapters/http/contract/customers/customers';
import { latest, left, right } from '../../../shared/testing/problems';
import { aCustomer } from '../testing/customer-fixture';
import type { CustomerFormDeps, OpenCustomerForm } from './customer-form-view-model';
import { createCustomerFormViewModel, isDirty, visibleErrors } from './customer-form-view-model';

function setup(overrides: Partial<CustomerFormDeps> = {}) {
  const deps: CustomerFormDeps = {
    create: vi.fn((body: CustomerWriteRequest) => right(aCustomer({ id: 99, first_name: body.first_name ?? '' }))),
    update: vi.fn((id: number) => right(aCustomer({ id, last_name: 'Tremblay' }))),
    country: 'CA',
    onSaved: vi.fn(),
    ...overrides,
  };
  return { deps, vm: createCustomerFormViewModel(deps) };
}

const form = (vm: ReturnType<typeof setup>['vm']) => latest(vm.state$) as OpenCustomerForm;

function fillNew(vm: ReturnType<typeof setup>['vm']) {
  vm.openNew({ province: 'QC' });
  vm.change('first_name', 'Sophie');
  vm.change('last_name', 'Gagné');
  vm.change('email', 'Sophie.Gagne@example.org');
  vm.change('email_confirmation', 'sophie.gagne@example.org');
  vm.change('phone', '(514) 555-0123');
  vm.change('city', 'Montréal');
  vm.change('postal_code', 'h2x 1y4');
}

describe('the customer form view model', () => {
  it('is hidden until opened, and a blank form with defaults is not dirty', () => {
    const { vm } = setup();
    expect(latest(vm.state$)).toEqual({ kind: 'hidden' });
    vm.openNew({ province: 'ON' });
    expect(form(vm)).toMatchObject({ id: null, values: { province: 'ON', first_name: '' } });
    expect(isDirty(form(vm))).toBe(false);
    vm.change('first_name', 'S');
    expect(isDirty(form(vm))).toBe(true);
  });

  it('checks a field when it is left, by the dealership country rules, and not the untouched ones', () => {
    const { vm } = setup();
    vm.openNew();
    vm.change('phone', '1-514-555-0123');
    vm.blur('phone');
    vm.blur('postal_code');
    expect(visibleErrors(form(vm))).toEqual({ phone: ['phone.invalid'], postal_code: ['required'] });
    vm.change('postal_code', '12345');
    expect(visibleErrors(form(vm))['postal_code']).toEqual(['postal_code.invalid']);
    vm.change('postal_code', 'H2X 1Y4');
    expect(visibleErrors(form(vm))['postal_code']).toBeUndefined();
  });

  it('checks every field on submit and sends nothing while one is wrong', async () => {
    const { vm, deps } = setup();
    vm.openNew();
    vm.change('email', 'sophie@example.org');
    await vm.submit();
    expect(visibleErrors(form(vm))).toEqual({
      first_name: ['required'], last_name: ['required'], email_confirmation: ['required'], postal_code: ['required'],
    });
    expect(deps.create).not.toHaveBeenCalled();
  });

  it('creates with the filled fields, then hides, clears and hands over the new customer', async () => {
    const { vm, deps } = setup();
    fillNew(vm);
    await vm.submit();
    expect(deps.create).toHaveBeenCalledWith({
      first_name: 'Sophie', last_name: 'Gagné', email: 'Sophie.Gagne@example.org', email_confirmation: 'sophie.gagne@example.org',
      phone: '(514) 555-0123', city: 'Montréal', province: 'QC', postal_code: 'h2x 1y4',
    });
    expect(latest(vm.state$)).toEqual({ kind: 'hidden' });
    expect(deps.onSaved).toHaveBeenCalledWith(expect.objectContaining({ id: 99 }), true);
  });

  it('shows the server field errors next to the fields and keeps the values', async () => {
    const { vm } = setup({ create: vi.fn(() => left(400, 'invalid_input', { errors: { city: ['city.invalid'] } })) });
    fillNew(vm);
    await vm.submit();
    expect(form(vm)).toMatchObject({ submitting: false, problem: null, values: { city: 'Montréal', first_name: 'Sophie' } });
    expect(visibleErrors(form(vm))).toEqual({ city: ['city.invalid'] });
    vm.change('city', 'Laval');
    expect(visibleErrors(form(vm))).toEqual({});
  });

  it('warns about a duplicate with links, and creates anyway when asked', async () => {
    const duplicates = [{ id: 12, full_name: 'Sophie Gagné', matched_on: ['email'] }];
    const create = vi.fn<CustomerFormDeps['create']>()
      .mockReturnValueOnce(left(409, 'duplicate_customer', { errors: { email: ['customer.duplicate'] }, extensions: { duplicates } }))
      .mockReturnValueOnce(right(aCustomer({ id: 100 })));
    const { vm, deps } = setup({ create });
    fillNew(vm);
    await vm.submit();
    expect(form(vm)).toMatchObject({ duplicates, problem: null });
    expect(visibleErrors(form(vm))).toEqual({ email: ['customer.duplicate'] });
    await vm.submit(true);
    expect(create).toHaveBeenLastCalledWith(expect.objectContaining({ allow_duplicate: true, first_name: 'Sophie' }));
    expect(deps.onSaved).toHaveBeenCalledWith(expect.objectContaining({ id: 100 }), true);
  });

  it('edits: sends only what changed, and asks to confirm a changed e-mail', async () => {
    const { vm, deps } = setup();
    vm.openEdit(aCustomer({ id: 12 }));
    expect(form(vm).values.phone).toBe('(416) 555-0101');
    vm.change('last_name', 'Tremblay');
    await vm.submit();
    expect(deps.update).toHaveBeenLastCalledWith(12, { last_name: 'Tremblay' });
    expect(deps.onSaved).toHaveBeenCalledWith(expect.objectContaining({ last_name: 'Tremblay' }), false);
    vm.openEdit(aCustomer({ id: 12 }));
    vm.change('email', 'new@example.org');
    await vm.submit();
    expect(visibleErrors(form(vm))).toEqual({ email_confirmation: ['required'] });
    vm.change('email_confirmation', 'new@example.org');
    vm.change('assigned_dealer', '');
    await vm.submit();
    expect(deps.update).toHaveBeenLastCalledWith(12, { email: 'new@example.org', email_confirmation: 'new@example.org', assigned_dealer: null });
  });

  it('shows a problem that names no field, and closes on demand', async () => {
    const { vm } = setup({ update: vi.fn(() => left(403, 'forbidden')) });
    vm.openEdit(aCustomer());
    vm.change('note', 'Called back');
    await vm.submit();
    expect(form(vm).problem).toEqual({ code: 'forbidden', retryAfterSeconds: null });
    vm.close();
    expect(latest(vm.state$)).toEqual({ kind: 'hidden' });
  });
});
