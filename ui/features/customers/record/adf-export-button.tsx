import { Button } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useInjection } from '../../../shared/di';
import { useToast } from '../../../shared/toast';
import { CustomerTokens } from '../customer-tokens';
import { saveFile } from '../list/export-download';

/** "Export as ADF": downloads the customer and their newest active deal as an ADF 1.0 file for another CRM. */
export function AdfExportButton({ customerId }: { readonly customerId: number }) {
  const { t } = useTranslation();
  const exportAdf = useInjection(CustomerTokens.exportAdf);
  const toast = useToast();
  const [busy, setBusy] = useState(false);
  const run = async () => {
    setBusy(true);
    const result = await exportAdf(customerId);
    setBusy(false);
    if (result.kind === 'failed') return toast.error('customers.adf.export_failed');
    saveFile(result.file, result.fileName);
    toast.success('customers.adf.exported');
  };
  return <Button variant="default" loading={busy} onClick={() => void run()}>{t('customers.adf.export')}</Button>;
}
