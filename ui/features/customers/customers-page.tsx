import { useTranslation } from 'react-i18next';
import { UiTokens } from '../../app/ui-tokens';
import { useInjection } from '../../shared/di';
import { NotAvailablePanel } from '../../shared/not-available-panel';
import { useObservable } from '../../shared/use-observable';

/** /customers: the landing page after sign-in; the list itself comes with the customers work. */
export function CustomersPage() {
  const { t } = useTranslation();
  const session = useInjection(UiTokens.session);
  const { user } = useObservable(session.state$, session.snapshot());
  const dealership = user?.dealership?.name;
  return (
    <NotAvailablePanel
      title={t('routes.customers-view')}
      {...(dealership === undefined ? {} : { detail: t('customers.of_dealership', { dealership }) })}
    />
  );
}
