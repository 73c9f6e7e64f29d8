import { Alert, Loader } from '@mantine/core';
import * as E from 'fp-ts/Either';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useParams } from 'react-router-dom';
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

/** The deal a flow or a quote belongs to, read once; null while reading. */
function useDealOf(read: () => Promise<number | 'failed'>, valid: boolean, key: number | null): number | 'failed' | null {
  const [target, setTarget] = useState<number | 'failed' | null>(null);
  useEffect(() => {
    if (!valid) { setTarget('failed'); return; }
    let live = true;
    void read().then((t) => { if (live) setTarget(t); }, () => { if (live) setTarget('failed'); });
    return () => { live = false; };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- read again only when the id changes
  }, [valid, key]);
  return target;
}

/** Opens the quote builder of `target`'s deal (or says the link is wrong). */
function ToQuoteBuilder({ customer, target }: { readonly customer: number | null; readonly target: number | 'failed' | null }) {
  const { t } = useTranslation('quotes');
  if (target === 'failed' || customer === null) return <Alert color="red" role="alert">{t('page.failed')}</Alert>;
  if (target === null) return <Loader aria-label={t('page.loading')} />;
  return <Navigate replace to={paths.of('quote-builder', { id: customer, orderId: target })} />;
}

/** praq/activate/:praqFlowId: the flow's deal's quote builder (where the flow is activated and managed). */
export function PraqActivatePage() {
  const { id, praqFlowId } = useParams();
  const port = useInjection(QuotesTokens.port);
  const flow = idOf(praqFlowId);
  const target = useDealOf(async () => { const a = await port.flow(flow ?? 0); return E.isRight(a) ? a.right.order : 'failed'; }, flow !== null, flow);
  return <ToQuoteBuilder customer={idOf(id)} target={target} />;
}

/** praq/edit/:praqId (spec 001: edit a quote): the quote's deal's quote builder, where its card is edited. */
export function PraqEditPage() {
  const { id, praqId } = useParams();
  const port = useInjection(QuotesTokens.port);
  const quote = idOf(praqId);
  const target = useDealOf(async () => { const a = await port.quote(quote ?? 0); return E.isRight(a) ? a.right.order : 'failed'; }, quote !== null, quote);
  return <ToQuoteBuilder customer={idOf(id)} target={target} />;
}
