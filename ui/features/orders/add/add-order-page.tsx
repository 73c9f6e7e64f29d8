import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useInjection } from '../../../shared/di';
import { useFieldMessage } from '../../../shared/field-message';
import { ProblemAlert } from '../../../shared/problem-message';
import { useToast } from '../../../shared/toast';
import { useObservable } from '../../../shared/use-observable';
import { useViewModel } from '../../../shared/use-view-model';
import { customerPaths } from '../../../shared/customer-paths';
import { useCustomerOutlet } from '../../../shared/customer-outlet';
import { useOrderRights } from '../use-order-rights';
import { OrderTokens } from '../order-tokens';
import { orderDirty } from './add-order-view-model';
import { DuplicateDealWarning } from './duplicate-deal-warning';
import { OrderTermsFields } from './order-terms';
import { VehiclePicker } from './vehicle-picker';

/** /customers/:id/add (closed to corporate users by the router): a vehicle from the inventory, payment type, down payments. */
export function AddOrderPage() {
  const { t } = useTranslation();
  const toast = useToast();
  const fieldMessage = useFieldMessage();
  const { customer, record, setChildDirty, leaveChild } = useCustomerOutlet();
  const rights = useOrderRights();
  const addFactory = useInjection(OrderTokens.addViewModel);
  const searchFactory = useInjection(OrderTokens.vehicleSearchViewModel);
  const vm = useViewModel(() => addFactory(customer.id));
  const search = useViewModel(searchFactory, (model) => model.start());
  const state = useObservable(vm.state$, null);
  const searchState = useObservable(search.state$, null);
  const dirty = state !== null && orderDirty(state);

  useEffect(() => { setChildDirty(dirty); }, [dirty, setChildDirty]);
  useEffect(() => { return () => setChildDirty(false); }, [setChildDirty]);
  // The form opens below the record's cards, out of sight on a laptop or a phone: bring it into view once.
  const section = useRef<HTMLElement>(null);
  const ready = state !== null && searchState !== null && state.kind !== 'created';
  useEffect(() => {
    if (!ready || section.current === null) return;
    const reduced = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
    section.current.scrollIntoView({ behavior: reduced ? 'auto' : 'smooth', block: 'start' });
  }, [ready]);
  const announced = useRef(false);
  useEffect(() => {
    if (state?.kind !== 'created' || announced.current) return;
    announced.current = true;
    toast.success('orders.add.created', { vehicle: state.order.vehicle?.formatted_name ?? '' });
    record.refresh();
    leaveChild();
  }, [state, toast, record, leaveChild]);

  if (state === null || searchState === null || state.kind === 'created') return null;
  return (
    <Paper ref={section} withBorder p="md" radius="md" component="section" aria-labelledby="add-order-title" style={{ scrollMarginTop: 72 }}>
      <form onSubmit={(event) => { event.preventDefault(); void vm.submit(); }} noValidate>
        <Stack gap="md">
          <Title order={2} size="h3" id="add-order-title">{t('orders.add.title', { name: customer.full_name })}</Title>
          <VehiclePicker search={search} state={searchState} chosen={state.vehicle} country={rights.country} error={fieldMessage('vehicle', state.errors['vehicle'])} onChoose={vm.choose} />
          {state.vehicle && <Text size="sm" role="status">{t('orders.add.chosen', { vehicle: state.vehicle.formatted_name })}</Text>}
          <OrderTermsFields terms={state.terms} errors={state.errors} onChange={vm.setTerms} />
          {state.duplicates.length > 0 && <DuplicateDealWarning duplicates={state.duplicates} busy={state.submitting} onProceed={() => void vm.submit(true)} />}
          <ProblemAlert problem={state.problem} />
          <Group justify="flex-end">
            <Button component={Link} to={customerPaths.record(customer.id)} variant="default">{t('customers.form.cancel')}</Button>
            <Button type="submit" loading={state.submitting}>{t('orders.add.submit')}</Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
