import { Alert, Button, Card, List, Stack, Text } from '@mantine/core';
import * as E from 'fp-ts/Either';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useInjection } from '../../shared/di';
import { formatDateTime, formatMoney, type Currency } from '../../shared/format';
import { currentLocale } from '../../shared/i18n';
import type { TransferNote } from './deposits-port';
import { DepositsTokens } from './deposits-tokens';

type Load = { readonly kind: 'loading' } | { readonly kind: 'failed' } | { readonly kind: 'ready'; readonly note: TransferNote };

/** The transfers that touch this deal, newest first (the customer's transfers list every deal of theirs). */
export function transfersOfDeal(note: TransferNote, orderId: number): TransferNote['transfers'] {
  return note.transfers.filter((x) => x.from_order_id === orderId || x.to_order_id === orderId);
}

/**
 * The deal's deposit transfers (transfer_deposit_note/{customer}/): where the money came from or went,
 * when and how much, worded here in the page's language (the server's sentence follows the user's
 * saved language, which the page's language switch may not match). Read again
 * whenever `version` changes (the page passes the deposit's last change, so a transfer shows at once);
 * nothing is shown while the deal has none.
 */
export function TransferHistory({ customerId, orderId, currency, version }: {
  readonly customerId: number;
  readonly orderId: number;
  readonly currency: Currency;
  readonly version: string;
}) {
  const { t, i18n } = useTranslation('deposits');
  const port = useInjection(DepositsTokens.transferNotes);
  const [load, setLoad] = useState<Load>({ kind: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  useEffect(() => {
    let active = true;
    port.of(customerId).then(
      (answer) => { if (active) setLoad(E.isRight(answer) ? { kind: 'ready', note: answer.right } : { kind: 'failed' }); },
      () => { if (active) setLoad({ kind: 'failed' }); },
    );
    return () => { active = false; };
  }, [port, customerId, version, attempt]);

  if (load.kind === 'loading') return null;
  if (load.kind === 'failed') {
    return (
      <Alert color="orange" variant="light" title={t('transfers.title')}>
        <Stack gap="xs" align="flex-start">
          <Text size="sm">{t('transfers.failed')}</Text>
          <Button size="xs" variant="outline" onClick={retry}>{t('page.retry')}</Button>
        </Stack>
      </Alert>
    );
  }
  const mine = transfersOfDeal(load.note, orderId);
  if (mine.length === 0) return null;
  const locale = currentLocale(i18n);
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-labelledby="deposit-transfers">
      <Stack gap="xs">
        <Text fw={600} component="h2" m={0} id="deposit-transfers">{t('transfers.title')}</Text>
        <List size="sm" spacing={4}>
          {mine.map((x) => (
            <List.Item key={`${x.from_order_id}-${x.to_order_id}-${x.at}`}>
              {t(x.from_order_id === orderId ? 'transfers.out' : 'transfers.in', {
                amount: formatMoney(x.amount_cents, locale, currency),
                deal: x.from_order_id === orderId ? x.to_order_id : x.from_order_id,
                date: formatDateTime(new Date(x.at), locale),
              })}
            </List.Item>
          ))}
        </List>
      </Stack>
    </Card>
  );
}
