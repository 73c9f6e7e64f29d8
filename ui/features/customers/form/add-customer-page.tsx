import { Paper, Stack, Title } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { CustomerBody } from '../../../../adapters/http/contract/customers/customers';
import { UiTokens } from '../../../shared/ui-tokens';
import { useInjection } from '../../../shared/di';
import { useToast } from '../../../shared/toast';
import { useObservable } from '../../../shared/use-observable';
import { useDirtyFormGuard } from '../../../shared/use-dirty-form-guard';
import { useViewModel } from '../../../shared/use-view-model';
import { CustomerTokens } from '../customer-tokens';
import { customerPaths } from '../../../shared/customer-paths';
import { useAssignableUsers } from '../use-assignable-users';
import { useCustomerRights } from '../use-customer-rights';
import { CustomerForm } from './customer-form';
import { isDirty } from './customer-form-view-model';

/** /customers/add (closed to corporate users by the router): the blank form; once added, the new record. */
export function AddCustomerPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const toast = useToast();
  const rights = useCustomerRights();
  const session = useInjection(UiTokens.session);
  const factory = useInjection(CustomerTokens.formViewModel);
  const [saved, setSaved] = useState<CustomerBody | null>(null);
  const vm = useViewModel(() => {
    const model = factory({ onSaved: (customer) => setSaved(customer) });
    model.openNew({ province: session.snapshot().user?.dealership?.province_code ?? '' });
    return model;
  });
  const form = useObservable(vm.state$, { kind: 'hidden' });
  const reps = useAssignableUsers(rights.assignRep);
  useDirtyFormGuard(isDirty(form));

  useEffect(() => {
    // After the form hid (no longer dirty), so the discard question does not stop this navigation.
    if (saved === null) return;
    toast.success('customers.form.created', { name: saved.full_name });
    void navigate(customerPaths.record(saved.id));
  }, [saved, navigate, toast]);

  return (
    <Stack gap="md" maw={880}>
      <Title order={1} size="h2">{t('routes.add-customer')}</Title>
      <Paper withBorder p="lg" radius="md">
        {form.kind === 'open' && (
          <CustomerForm vm={vm} form={form} country={rights.country} reps={reps} onCancel={() => void navigate(customerPaths.list())} />
        )}
      </Paper>
    </Stack>
  );
}
