import { Button, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { CustomerCreditApplication } from '../features/credit/customer-credit-application';
import { useShopDeal } from '../shared/deal-context';

/** The credit application task's page (/shop/deal/:token/credit): the customer's form for the deal of the page. */
export function CreditRoute() {
  const { t } = useTranslation('shop');
  const { token, deal } = useShopDeal();
  return (
    <Stack gap="sm">
      <Button component={Link} to=".." relative="path" variant="subtle" px={0} w="fit-content">{t('nav.back')}</Button>
      <CustomerCreditApplication dealToken={token} orderId={deal.order} readOnly={deal.read_only} />
    </Stack>
  );
}
