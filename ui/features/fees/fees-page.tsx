import { Alert, Button, Group, NumberInput, Paper, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { CustomFeeRows } from './custom-fee-rows';
import { GlobalSection } from './global-section';
import { useFeeRights } from './use-fee-rights';
import { PageHeader } from '../../shared/page-header';

/** A deal id of the URL (?order=), or null. */
function orderOf(params: URLSearchParams): number | null {
  const raw = params.get('order');
  if (raw === null || !/^\d{1,10}$/.test(raw)) return null;
  const id = Number(raw);
  return id >= 1 && id <= 2_147_483_647 ? id : null;
}

/**
 * /fees-and-discounts: the dealership's global fees and discounts (spec 002 sections 3 and 6), and
 * with ?order=<deal> that deal's custom rows (docs/decisions/fees.md: custom rows belong to a deal; the
 * worksheet shows them with the same component). Read-only for users who may not edit.
 */
export function FeesAndDiscountsPage() {
  const { t } = useTranslation('fees');
  const { mayEdit, country, storeLanguage } = useFeeRights();
  const [params, setParams] = useSearchParams();
  const order = orderOf(params);
  const [dealInput, setDealInput] = useState<string | number>(order ?? '');
  const openDeal = () => {
    const id = typeof dealInput === 'number' ? dealInput : Number(dealInput);
    if (Number.isInteger(id) && id >= 1) setParams({ order: String(id) });
  };

  return (
    <Stack gap="lg">
      <PageHeader title={t('page.title')} intro={t('page.intro')} />
      {!mayEdit && <Alert color="blue" variant="light">{t('page.read_only')}</Alert>}
      <GlobalSection kind="fee" mayEdit={mayEdit} country={country} storeLanguage={storeLanguage} />
      <GlobalSection kind="discount" mayEdit={mayEdit} country={country} storeLanguage={storeLanguage} />
      <Paper withBorder p="md" radius="md" component="section" aria-labelledby="deal-rows-title">
        <Stack gap="sm">
          <Title order={2} size="h3" id="deal-rows-title">{t('custom.section')}</Title>
          <Text size="sm" c="dimmed">{t('custom.intro')}</Text>
          <Group align="flex-end">
            <NumberInput label={t('custom.deal_number')} value={dealInput} onChange={setDealInput} min={1} allowDecimal={false} allowNegative={false}
              hideControls w={180} onKeyDown={(e) => { if (e.key === 'Enter') openDeal(); }} />
            <Button variant="default" onClick={openDeal}>{t('custom.open_deal')}</Button>
          </Group>
          {order !== null && (
            <Stack gap="lg" key={order}>
              <CustomFeeRows kind="fee" orderId={order} readOnly={!mayEdit} country={country} />
              <CustomFeeRows kind="discount" orderId={order} readOnly={!mayEdit} country={country} />
            </Stack>
          )}
        </Stack>
      </Paper>
    </Stack>
  );
}
