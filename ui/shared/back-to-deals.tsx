import { Anchor } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { paths } from './paths';

/** The way back from one of a deal's pages (deposit, appointment, documents) to the customer's deals. */
export function BackToDeals() {
  const { t } = useTranslation();
  const { id } = useParams();
  const customer = Number(id);
  if (!Number.isSafeInteger(customer) || customer < 1) return null;
  return <Anchor component={Link} to={paths.of('order-list', { id: customer })} size="sm">{t('orders.back_to_deals')}</Anchor>;
}
