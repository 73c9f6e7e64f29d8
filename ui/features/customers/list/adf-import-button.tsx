import { Button } from '@mantine/core';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useInjection } from '../../../shared/di';
import { CustomerTokens } from '../customer-tokens';
import { lazyComponent, lazyPart } from '../../../shared/lazy-part';
import type { AdfImportViewModel } from './adf-import-view-model';

// The dialog (its modal and file input) downloads when the button is hovered, focused or pressed (issue 34 item 2).
const dialog = lazyPart(() => import('./adf-import-dialog'));
const AdfImportDialog = lazyComponent(dialog, (m) => m.AdfImportDialog);

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
      <Button variant="default" onClick={open} onPointerEnter={dialog.prefetch} onFocus={dialog.prefetch}>{t('customers.adf.button')}</Button>
      {vm !== null && <Suspense fallback={null}><AdfImportDialog vm={vm} onClose={close} /></Suspense>}
    </>
  );
}
