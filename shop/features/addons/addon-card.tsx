import { Card, Checkbox, Group, Image, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { currencyOf, formatMoneyText } from '../../../ui/shared/format';
import { currentLocale } from '../../../ui/shared/i18n';
import { useShopDeal } from '../../shared/deal-context';
import type { AddonKind } from './deal-addons-view-model';

/** Money as the store's country writes it, in the page's language. */
export function useMoney(): (text: string) => string {
  const { i18n } = useTranslation('shop');
  const { deal } = useShopDeal();
  const locale = currentLocale(i18n);
  return (text) => formatMoneyText(text, locale, currencyOf(deal.dealership.country));
}

interface Props {
  readonly kind: AddonKind;
  readonly id: number;
  /** English, French (the French falls back to the English when blank). */
  readonly names: readonly [string, string];
  readonly descriptions: readonly [string, string];
  readonly img: string | null;
  readonly price: string | null;
  readonly weighed: { readonly selected: boolean; readonly payment_with: string | null; readonly payment_without: string | null };
  readonly readOnly: boolean;
  readonly busy: boolean;
  readonly onToggle: (id: number) => void;
}

/** One add-on: its picture, name, price, and the deal's payment with it (or without it, once picked) as the server priced it. */
export function AddonCard({ kind, id, names, descriptions, img, price, weighed, readOnly, busy, onToggle }: Props) {
  const { t, i18n } = useTranslation('shop');
  const money = useMoney();
  const french = currentLocale(i18n) === 'fr_CA';
  const name = french ? names[1] || names[0] : names[0];
  const description = french ? descriptions[1] || descriptions[0] : descriptions[0];
  const other = weighed.selected ? weighed.payment_without : weighed.payment_with;
  return (
    <Card withBorder radius="md" padding="sm" data-testid={`addon-${kind}-${id}`} style={weighed.selected ? { borderColor: 'var(--mantine-color-teal-7)' } : undefined}>
      <Group wrap="nowrap" align="flex-start" gap="sm">
        {img !== null && /^(\/|https:\/\/)/.test(img) && <Image src={img} alt={name} w={88} h={88} fit="cover" radius="sm" />}
        <Stack gap={4} style={{ flex: 1, minWidth: 0 }}>
          <Text fw={600}>{name}</Text>
          {description !== '' && <Text size="sm" lineClamp={3}>{description}</Text>}
          {price !== null && <Text size="sm">{t('deal_addons.price', { price: money(price) })}</Text>}
          {other !== null && (
            <Text size="sm" c="dimmed">{t(weighed.selected ? 'deal_addons.payment_without' : 'deal_addons.payment_with', { payment: money(other) })}</Text>
          )}
          <Checkbox mt={4} checked={weighed.selected} disabled={readOnly || busy} onChange={() => onToggle(id)}
            label={t('deal_addons.add', { name })} />
        </Stack>
      </Group>
    </Card>
  );
}
