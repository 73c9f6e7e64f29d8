import { Alert, Button, Card, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../ui/shared/format';
import { currentLocale } from '../../../ui/shared/i18n';
import type { CustomerCreditViewModel } from './credit-application-view-model';
import type { DecisionState } from './credit-application-state';

/** Status colours dark enough for text on white (WCAG AA). */
const COLOR = { awaiting_customer: 'gray.7', awaiting_dealer: 'grape.9', complete: 'teal.9', declined: 'red.9', further_verification: 'blue.9' } as const;

/** Where the submitted application stands; sent back for further verification, the dealer's words and the way to correct it. */
export function CreditDecision({ state, vm }: { readonly state: DecisionState; readonly vm: CustomerCreditViewModel }) {
  const { t, i18n } = useTranslation('shop-credit');
  const s = state.status;
  const name = s.status_name;
  return (
    <Stack gap="md">
      {state.submitted && <Alert color="teal" variant="light" role="status">{t('decision.submitted')}</Alert>}
      <Card withBorder radius="md" padding="md" component="section" aria-label={t('decision.label')}>
        <Stack gap="sm">
          <Text size="xs" c="dimmed" tt="uppercase" fw={600}>{t('decision.label')}</Text>
          <Text component="h3" fw={700} size="lg" m={0} c={COLOR[name]}>{t(`decision.${name}.title`)}</Text>
          <Text size="sm">{t(`decision.${name}.body`)}</Text>
          {s.submitted_at !== null && <Text size="sm" c="dimmed">{t('decision.submitted_at', { at: formatDateTime(new Date(s.submitted_at), currentLocale(i18n)) })}</Text>}
          {s.decided_at !== null && <Text size="sm" c="dimmed">{t('decision.decided_at', { at: formatDateTime(new Date(s.decided_at), currentLocale(i18n)) })}</Text>}
          {name === 'further_verification' && s.verify_request_comments !== null && (
            <Alert color="blue" variant="light" title={t('correcting.title')}>{t('correcting.comments', { comments: s.verify_request_comments })}</Alert>
          )}
          {state.problem !== null && <Alert color="red" role="alert">{t(`problems.${state.problem}`, { defaultValue: t('problems.default') })}</Alert>}
          <Group gap="sm">
            {name === 'further_verification' && <Button onClick={() => vm.correct()} disabled={state.busy !== null}>{t('actions.correct')}</Button>}
            {(name === 'awaiting_dealer' || name === 'further_verification') && (
              <Button variant="default" onClick={() => void vm.refresh()} loading={state.busy === 'refreshing'}>{t('actions.refresh')}</Button>
            )}
          </Group>
        </Stack>
      </Card>
    </Stack>
  );
}
