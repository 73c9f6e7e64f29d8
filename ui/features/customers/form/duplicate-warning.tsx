import { Alert, Anchor, Button, Group, List, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { customerPaths } from '../../../shared/customer-paths';
import type { Duplicate } from './duplicates';

/**
 * 409 duplicate_customer: the customers with the same e-mail or phone, each a link to its record,
 * and the choice to add (or save) anyway.
 */
export function DuplicateWarning({ duplicates, creating, busy, onProceed }: {
  readonly duplicates: readonly Duplicate[];
  readonly creating: boolean;
  readonly busy: boolean;
  readonly onProceed: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Alert color="yellow" variant="light" title={t('customers.duplicate.title')} role="alert">
      <Stack gap="xs">
        <Text size="sm">{t('customers.duplicate.body')}</Text>
        <List size="sm">
          {duplicates.map((d) => (
            <List.Item key={d.id}>
              <Anchor component={Link} to={customerPaths.record(d.id)}>{d.full_name}</Anchor>
              {' '}
              <Text span size="sm" c="dimmed">
                {t('customers.duplicate.matched_on', { fields: d.matched_on.map((f) => t(`customers.duplicate.field_${f}`)).join(t('customers.duplicate.and')) })}
              </Text>
            </List.Item>
          ))}
        </List>
        <Group>
          <Button size="xs" color="#8f4f00" onClick={onProceed} loading={busy}>{t(creating ? 'customers.duplicate.create_anyway' : 'customers.duplicate.save_anyway')}</Button>
        </Group>
      </Stack>
    </Alert>
  );
}
