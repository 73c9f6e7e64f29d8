import { Badge, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { CustomerBody } from '../../adapters/http/contract/customers/customers';
import { DEALER_ORANGE } from './step-progress';

/** Who acts next: the dealer (orange, the desk's to-do) or the customer (blue); a dash for nobody. */
export function AwaitingBadge({ awaiting }: { readonly awaiting: CustomerBody['awaiting'] }) {
  const { t } = useTranslation();
  if (awaiting === null) return <Text size="sm" c="dimmed">{t('customers.awaiting.none')}</Text>;
  return (
    <Badge color={awaiting === 'dealer' ? DEALER_ORANGE : 'blue.9'} variant="filled" tt="none" style={{ flexShrink: 0, overflow: 'visible' }}
      // The label's own overflow made its minimum width zero, so the table cut "Concessionnaire" to "Concessio…".
      styles={{ label: { overflow: 'visible', textOverflow: 'clip' } }}>
      {t(`customers.awaiting.${awaiting}`)}
    </Badge>
  );
}
