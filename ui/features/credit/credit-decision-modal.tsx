import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ProblemAlert } from '../../shared/problem-message';
import type { CreditState, CreditViewModel } from './credit-view-model';

type Ready = Extract<CreditState, { kind: 'ready' }>;

/** The confirmation of a decision: approving says where the application goes; further verification asks the comments. */
export function CreditDecisionModal({ state, vm }: { readonly state: Ready; readonly vm: CreditViewModel }) {
  const { t } = useTranslation('credit');
  const { t: tv } = useTranslation('validation');
  const decision = state.confirming;
  const system = state.data.rules.credit_application_system;
  const error = state.errors['verify_request_comments']?.[0];
  return (
    <Modal opened={decision !== null} onClose={() => vm.close()} title={decision === null ? '' : t(`confirm.${decision}.title`)} centered>
      {decision !== null && (
        <Stack gap="md">
          <Text size="sm">{decision === 'approve'
            ? (system === 'none' ? t('confirm.approve.body_no_system') : t('confirm.approve.body', { system: t(`systems.${system}`, { defaultValue: system }) }))
            : t('confirm.further_verification.body')}</Text>
          {decision === 'further_verification' && (
            <Textarea label={t('confirm.further_verification.comments')} value={state.comments} autosize minRows={3} maxLength={1000} required data-autofocus
              onChange={(e) => vm.setComments(e.currentTarget.value)} disabled={state.busy}
              error={error === undefined ? undefined : tv(`rule.${error}`, { defaultValue: tv('default') })} />
          )}
          {(state.problem !== null && Object.keys(state.errors).length === 0) && <ProblemAlert problem={state.problem} />}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={() => vm.close()} disabled={state.busy}>{t('confirm.cancel')}</Button>
            <Button loading={state.busy} onClick={() => void vm.confirm()}>{t(`confirm.${decision}.confirm`)}</Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
