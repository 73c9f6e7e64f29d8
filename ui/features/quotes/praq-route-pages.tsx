import { Alert, Loader } from '@mantine/core';
import * as E from 'fp-ts/Either';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useParams } from 'react-router';
import { useInjection } from '../../shared/di';
import { paths } from '../../shared/paths';
import { QuotesTokens } from './quotes-tokens';

const idOf = (text: string | undefined): number | null => { const n = Number(text); return Number.isSafeInteger(n) && n > 0 ? n : null; };

/** praq/create/:vehicleId/:praqFlowId/:orderId (spec 001 section 2): quotes are made in the deal's quote builder. */
export function PraqCreatePage() {
  const { id, orderId } = useParams();
  const { t } = useTranslation('quotes');
  const customer = idOf(id);
  const order = idOf(orderId);
  if (customer === null || order === null) return <Alert color="red" role="alert">{t('page.failed')}</Alert>;
  return <Navigate replace to={paths.of('quote-builder', { id: customer, orderId: order })} />;
}

/** praq/activate/:praqFlowId: the flow's deal's quote builder (where the flow is activated and managed). */
export function PraqActivatePage() {
  const { id, praqFlowId } = useParams();
  const { t } = useTranslation('quotes');
  const port = useInjection(QuotesTokens.port);
  const [target, setTarget] = useState<number | 'failed' | null>(null);
  const flow = idOf(praqFlowId);
  useEffect(() => {
    if (flow === null) { setTarget('failed'); return; }
    let live = true;
    void port.flow(flow).then((a) => { if (live) setTarget(E.isRight(a) ? a.right.order : 'failed'); }, () => { if (live) setTarget('failed'); });
    return () => { live = false; };
  }, [port, flow]);
  const customer = idOf(id);
  if (target === 'failed' || customer === null) return <Alert color="red" role="alert">{t('page.failed')}</Alert>;
  if (target === null) return <Loader aria-label={t('page.loading')} />;
  return <Navigate replace to={paths.of('quote-builder', { id: customer, orderId: target })} />;
}
