import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { FrontGrossBody } from '../../../../adapters/http/contract/payments/desking';

/**
 * The front gross of the deal (`desking.gross`) or at a solved price (`desking.target.gross`), or
 * "cost unknown". The server sends it to managers and admins only; for anyone else there is
 * nothing to show and nothing is rendered.
 */
export function FrontGrossText({ gross, money, keyPrefix }: {
  readonly gross: FrontGrossBody | undefined;
  readonly money: (text: string) => string;
  readonly keyPrefix: 'desking' | 'desking.target';
}) {
  const { t } = useTranslation('worksheet');
  if (gross === undefined) return null;
  const price = money(gross.vehicle_selling_price);
  const text = gross.front_gross === null || gross.vehicle_cost === null
    ? t(`${keyPrefix}.gross_unknown`, { price })
    : t(`${keyPrefix}.gross`, { gross: money(gross.front_gross), price, cost: money(gross.vehicle_cost) });
  return <Text size="sm" fw={500} data-testid={keyPrefix === 'desking' ? 'desking-gross' : 'desking-target-gross'}>{text}</Text>;
}
