import { Button, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { FormProblem } from '../../../shared/form-problem';
import { ProblemAlert } from '../../../shared/problem-message';

/** No row: "no customer matches" with a way back to the plain list, or a dealership with no customer yet. */
export function EmptyList({ filtered, onClear }: { readonly filtered: boolean; readonly onClear: () => void }) {
  const { t } = useTranslation();
  return (
    <Paper withBorder p="xl" radius="md">
      <Stack align="center" gap="sm" role="status">
        <Title order={2} size="h4">{t(filtered ? 'customers.list.empty_filtered' : 'customers.list.empty')}</Title>
        {filtered && <Text c="dimmed" size="sm">{t('customers.list.empty_filtered_hint')}</Text>}
        {filtered && <Button variant="light" onClick={onClear}>{t('customers.list.clear_filters')}</Button>}
      </Stack>
    </Paper>
  );
}

/** The list could not be read: why, and try again. */
export function FailedList({ problem, onRetry }: { readonly problem: FormProblem | null; readonly onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <Stack gap="sm" align="flex-start">
      <ProblemAlert problem={problem ?? { code: 'generic', retryAfterSeconds: null }} />
      <Button onClick={onRetry}>{t('customers.list.retry')}</Button>
    </Stack>
  );
}
