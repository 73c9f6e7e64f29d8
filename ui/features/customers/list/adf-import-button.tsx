import { Button } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useInjection } from '../../../shared/di';
import { CustomerTokens } from '../customer-tokens';
import { AdfImportDialog } from './adf-import-dialog';
import type { AdfImportViewModel } from './adf-import-view-model';

/** The list's "Import ADF leads" button and its dialog (a new one each time); the list is read again after an import. */
export function AdfImportButton({ onImported }: { readonly onImported: () => void }) {
  const { t } = useTranslation();
  const factory = useInjection(CustomerTokens.adfImportViewModel);
  const [vm, setVm] = useState<AdfImportViewModel | null>(null);
  const close = () => { vm?.dispose(); setVm(null); };
  const open = () => {
    const created = factory();
    const sub = created.state$.subscribe((s) => { if (s.kind === 'done') onImported(); });
    const dispose = created.dispose;
    setVm({ ...created, dispose: () => { sub.unsubscribe(); dispose(); } });
  };
  return (
    <>
      <Button variant="default" onClick={open}>{t('customers.adf.button')}</Button>
      {vm !== null && <AdfImportDialog vm={vm} onClose={close} />}
    </>
  );
}
