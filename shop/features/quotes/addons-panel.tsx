import { Button, Checkbox, Loader, Stack, Text, Title } from '@mantine/core';
import * as E from 'fp-ts/Either';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CustomerAccessoryBody, CustomerPlanBody } from '../../../adapters/http/contract/addons/addons';
import type { QuoteResponse } from '../../../adapters/http/contract/quotes/quotes';
import type { FieldErrorMap } from '../../../ui/shared/form-problem';
import { currencyOf, formatMoneyText } from '../../../ui/shared/format';
import { currentLocale } from '../../../ui/shared/i18n';
import { useInjection } from '../../../ui/shared/di';
import { ShopQuotesTokens } from './quotes-tokens';

type Lists = { readonly kind: 'loading' } | { readonly kind: 'failed' } | { readonly kind: 'ready'; readonly accessories: readonly CustomerAccessoryBody[]; readonly plans: readonly CustomerPlanBody[] };

interface Props {
  readonly quote: QuoteResponse;
  readonly dealershipId: number;
  readonly country: 'CA' | 'US';
  readonly readOnly: boolean;
  readonly saving: boolean;
  readonly onSave: (accessories: readonly number[], protections: readonly number[]) => Promise<FieldErrorMap | null>;
}

/**
 * The customer's accessories and protection plans on their chosen quote: the store's optional
 * accessories, and the plans that apply to the quote's deal, priced for it (no prices while the
 * store locks pricing). Saved, the quote is priced again by the same engine.
 */
export function AddonsPanel({ quote, dealershipId, country, readOnly, saving, onSave }: Props) {
  const { t, i18n } = useTranslation('shop');
  const locale = currentLocale(i18n);
  const french = locale === 'fr_CA';
  const port = useInjection(ShopQuotesTokens.port);
  const [lists, setLists] = useState<Lists>({ kind: 'loading' });
  const [accessories, setAccessories] = useState<string[]>(quote.accessories.map(String));
  const [protections, setProtections] = useState<string[]>(quote.protections.map(String));
  const [errors, setErrors] = useState<FieldErrorMap>({});
  const [saved, setSaved] = useState(false);

  useEffect(() => {
    let live = true;
    Promise.all([port.accessories(dealershipId), port.plans(dealershipId, quote)]).then(([a, p]) => {
      if (!live) return;
      setLists(E.isRight(a) && E.isRight(p) ? { kind: 'ready', accessories: a.right.results, plans: p.right.results } : { kind: 'failed' });
    }, () => { if (live) setLists({ kind: 'failed' }); });
    return () => { live = false; };
  }, [port, dealershipId, quote]);

  const money = (text: string | null) => (text === null ? null : formatMoneyText(text, locale, currencyOf(country)));
  const save = async () => {
    setSaved(false);
    const refused = await onSave(accessories.map(Number), protections.map(Number));
    setErrors(refused ?? {});
    setSaved(refused === null);
  };

  if (lists.kind === 'loading') return <Loader size="sm" aria-label={t('addons.loading')} />;
  if (lists.kind === 'failed') return <Text size="sm" c="dimmed">{t('addons.failed')}</Text>;
  if (lists.accessories.length === 0 && lists.plans.length === 0) return null;
  const error = (field: string) => (errors[field] === undefined ? undefined : t('addons.not_allowed'));
  return (
    <Stack gap="sm" component="section" aria-labelledby="addons-title">
      <Title order={3} id="addons-title">{t('addons.title')}</Title>
      <Text size="sm">{t('addons.intro')}</Text>
      {lists.accessories.length > 0 && (
        <Checkbox.Group label={t('addons.accessories')} value={accessories} onChange={setAccessories} error={error('accessories')}>
          <Stack gap={6} mt={4}>
            {lists.accessories.map((a) => {
              const price = money(a.price);
              const name = french ? a.title_fr || a.title_en : a.title_en;
              return <Checkbox key={a.id} value={String(a.id)} disabled={readOnly} label={price === null ? name : t('addons.with_price', { name, price })} />;
            })}
          </Stack>
        </Checkbox.Group>
      )}
      {lists.plans.length > 0 && (
        <Checkbox.Group label={t('addons.plans')} value={protections} onChange={setProtections} error={error('protections')}>
          <Stack gap={6} mt={4}>
            {lists.plans.map((p) => {
              const price = money(p.price?.price ?? null);
              const name = french ? p.name_fr || p.name : p.name;
              return <Checkbox key={p.id} value={String(p.id)} disabled={readOnly} label={price === null ? name : t('addons.with_price', { name, price })} />;
            })}
          </Stack>
        </Checkbox.Group>
      )}
      <Button onClick={() => { void save(); }} loading={saving} disabled={readOnly} w="fit-content">{t('addons.save')}</Button>
      {saved && <Text size="sm" c="teal.9" role="status">{t('addons.saved')}</Text>}
    </Stack>
  );
}
