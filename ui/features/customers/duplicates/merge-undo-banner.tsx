import * as E from 'fp-ts/Either';
import { Alert, Button, Group, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { LastMergeResponse } from '../../../../adapters/http/contract/customers/customer-merges';
import { useInjection } from '../../../shared/di';
import { formatDateTime } from '../../../shared/format';
import { currentLocale } from '../../../shared/i18n';
import { useToast } from '../../../shared/toast';
import { submitCall } from '../../../shared/form-problem';
import { CustomerTokens } from '../customer-tokens';

/** On the kept customer's record: "merged with X", and Undo while the merge can still be undone. */
export function MergeUndoBanner({ customerId, revision, onUndone }: { readonly customerId: number; readonly revision: number; readonly onUndone: () => void }) {
  const { t, i18n } = useTranslation();
  const toast = useToast();
  const port = useInjection(CustomerTokens.mergePort);
  const [merge, setMerge] = useState<LastMergeResponse['merge']>(null);
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    let active = true;
    port.lastMerge(customerId).then((answer) => { if (active) setMerge(E.isRight(answer) ? answer.right.merge : null); }, () => undefined);
    return () => { active = false; };
  }, [port, customerId, revision]);
  if (merge === null || !merge.undoable) return null;

  const undo = async () => {
    setBusy(true);
    const answer = await submitCall(() => port.undo(merge.id));
    setBusy(false);
    if (E.isLeft(answer)) {
      toast.error(answer.left.code === 'merge_undo_refused' ? 'problems.merge_undo_refused' : 'problems.generic');
      setMerge(null);
      return;
    }
    toast.success('customers.duplicates.undone');
    setMerge(null);
    onUndone();
  };
  return (
    <Alert color="grape" variant="light" role="status" data-testid="merge-undo-banner">
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Text size="sm">{t('customers.duplicates.banner', { name: merge.merged_name, at: formatDateTime(new Date(merge.merged_at), currentLocale(i18n)) })}</Text>
        <Button size="xs" variant="filled" color="grape" loading={busy} onClick={() => void undo()}>{t('customers.duplicates.undo')}</Button>
      </Group>
    </Alert>
  );
}
