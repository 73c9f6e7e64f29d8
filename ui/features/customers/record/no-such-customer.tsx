import { Anchor, Button, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { ProblemAlert } from '../../../shared/problem-message';
import { useListMemory } from '../list/use-list-memory';

/** A record that cannot be shown: not this dealership's customer (404), or a failure to try again. */
export function NoSuchCustomer({ onRetry }: { readonly onRetry?: () => void }) {
  const { t } = useTranslation();
  const memory = useListMemory();
  return (
    <Stack gap="sm" align="flex-start">
      {onRetry ? <ProblemAlert problem={{ code: 'generic', retryAfterSeconds: null }} /> : <Text>{t('customers.record.not_found')}</Text>}
      {onRetry && <Button onClick={onRetry}>{t('customers.list.retry')}</Button>}
      <Anchor component={Link} to={memory.listPath()}>{t('customers.record.back')}</Anchor>
    </Stack>
  );
}
