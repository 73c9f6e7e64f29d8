import { Divider, Tabs } from '@mantine/core';
import { mayImportCustomers } from '@dealer-panel/core/customers/import/import-customers';
import { mayImportInventory } from '@dealer-panel/core/inventory/feeds/feed-access';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toActor } from '../../../shared/session/user-rights';
import { UiTokens } from '../../../shared/ui-tokens';
import { useInjection } from '../../../shared/di';
import { PageHeader } from '../../../shared/page-header';
import { useObservable } from '../../../shared/use-observable';
import { useViewModel } from '../../../shared/use-view-model';
import { customerImportDriver } from './customer-import-driver';
import { ImportPanel } from './import-panel';
import { createImportViewModel } from './import-view-model';
import { PullSection } from './pull-section';
import { createPullViewModel } from './pull-view-model';
import { ImportsTokens } from './imports-tokens';
import { vehicleImportDriver } from './vehicle-import-driver';

type Tab = 'vehicles' | 'customers';

/**
 * /inventory/imports (issue 31 item 5): vehicles and customers brought in from a file, each in its
 * tab, shown only to those its API lets in (importInventory, importCustomers). The Vehicles tab
 * also sets the store's scheduled pull of its feed (pull-section.tsx).
 */
export function ImportsPage() {
  const { t } = useTranslation('imports');
  const session = useInjection(UiTokens.session);
  const { user } = useObservable(session.state$, session.snapshot());
  const vehiclesPort = useInjection(ImportsTokens.vehicles);
  const customersPort = useInjection(ImportsTokens.customers);
  const vehicles = useViewModel(() => createImportViewModel(vehicleImportDriver(vehiclesPort)));
  const customers = useViewModel(() => createImportViewModel(customerImportDriver(customersPort)));
  const pullPort = useInjection(ImportsTokens.pull);
  // A pull leaves a line in the vehicles' history: the history is read again after one.
  const pull = useViewModel(() => createPullViewModel(pullPort, () => void vehicles.loadHistory()));
  const actor = user === null ? null : toActor(user);
  const tabs: readonly Tab[] = [
    ...(actor !== null && mayImportInventory(actor) ? ['vehicles' as const] : []),
    ...(actor !== null && mayImportCustomers(actor) ? ['customers' as const] : []),
  ];
  const [tab, setTab] = useState<Tab | null>(null);
  const current = tab !== null && tabs.includes(tab) ? tab : tabs[0] ?? null;

  return (
    <>
      <PageHeader title={t('screen.title')} intro={t('screen.intro')} />
      {current !== null && (
        <Tabs value={current} onChange={(v) => setTab(v === 'customers' ? 'customers' : 'vehicles')} keepMounted>
          <Tabs.List>
            {tabs.map((name) => <Tabs.Tab key={name} value={name}>{t(`screen.tabs.${name}`)}</Tabs.Tab>)}
          </Tabs.List>
          {tabs.includes('vehicles') && (
            <Tabs.Panel value="vehicles">
              <ImportPanel vm={vehicles} />
              <Divider my="lg" />
              <PullSection vm={pull} />
            </Tabs.Panel>
          )}
          {tabs.includes('customers') && <Tabs.Panel value="customers"><ImportPanel vm={customers} /></Tabs.Panel>}
        </Tabs>
      )}
    </>
  );
}
