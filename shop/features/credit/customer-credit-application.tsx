import { Alert, Button, Card, Group, Modal, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formOf, type CreditStep } from '@dealer-panel/core/credit/credit-steps';
import { useInjection } from '../../../ui/shared/di';
import { useObservable } from '../../../ui/shared/use-observable';
import { useViewModel } from '../../../ui/shared/use-view-model';
import type { CustomerCreditViewModel } from './credit-application-view-model';
import type { FormState } from './credit-application-state';
import { CreditApplicationTokens } from './credit-application-tokens';
import { CreditConsentStep } from './credit-consent-step';
import { CreditDecision } from './credit-decision';
import { WithCreditMessages } from './credit-messages-bundle';
import { CreditPersonStep } from './credit-person-step';
import { CreditProgress } from './credit-progress';
import { CreditReviewStep } from './credit-review-step';
import { CreditSaveStatus } from './credit-save-status';
import { useCreditMessage } from './use-credit-message';

/**
 * The customer's credit application for one deal (issue 15): the ten steps of spec 002 one at a
 * time, then the decision. `dealToken` is the deal link's token, the customer's credential.
 */
export function CustomerCreditApplication({ dealToken, orderId, readOnly = false }: {
  readonly dealToken: string; readonly orderId: number;
  /** A staff member's view of the customer's page (login_as_customer): browsable, never submitted (the server refuses it too). */
  readonly readOnly?: boolean;
}) {
  return <WithCreditMessages><CreditApplication key={`${dealToken}:${orderId}`} dealToken={dealToken} orderId={orderId} readOnly={readOnly} /></WithCreditMessages>;
}

function CreditApplication({ dealToken, orderId, readOnly }: { readonly dealToken: string; readonly orderId: number; readonly readOnly: boolean }) {
  const factory = useInjection(CreditApplicationTokens.viewModel);
  const vm = useViewModel(() => factory(dealToken, orderId, readOnly), (model) => void model.start());
  const state = useObservable(vm.state$, { kind: 'loading' });
  const { t } = useTranslation('shop-credit');
  return (
    <Stack gap="md" maw={760} w="100%">
      <Stack gap={4}>
        <Title order={2}>{t('title')}</Title>
        <Text size="sm" c="dimmed">{t('intro')}</Text>
      </Stack>
      {state.kind === 'loading' && <Stack aria-busy="true" aria-label={t('loading')}><Skeleton height={24} /><Skeleton height={280} radius="md" /></Stack>}
      {state.kind === 'failed' && (
        <Stack gap="xs" align="flex-start">
          <Alert color="red" role="alert">{t(`problems.${state.problem ?? 'default'}`, { defaultValue: t('problems.default') })}</Alert>
          <Button size="sm" onClick={() => void vm.retry()}>{t('retry')}</Button>
        </Stack>
      )}
      {state.kind === 'decision' && <CreditDecision state={state} vm={vm} />}
      {state.kind === 'form' && <CreditForm state={state} vm={vm} readOnly={readOnly} />}
    </Stack>
  );
}

function CreditForm({ state, vm, readOnly }: { readonly state: FormState; readonly vm: CustomerCreditViewModel; readonly readOnly: boolean }) {
  const { t } = useTranslation('shop-credit');
  const message = useCreditMessage(state.errors);
  const heading = useRef<HTMLHeadingElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const shownStep = useRef<CreditStep | null>(null);
  // A new step: its heading takes the focus (screen readers announce it; Tab goes on to its first field).
  useEffect(() => {
    if (shownStep.current !== null && shownStep.current !== state.step) heading.current?.focus();
    shownStep.current = state.step;
  }, [state.step]);
  // A refused step: once the messages are drawn, the first field in error takes the focus.
  const [refusals, setRefusals] = useState(0);
  useEffect(() => {
    if (refusals > 0) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [refusals]);
  const onSubmit = async (e: React.FormEvent) => {
    e.preventDefault();
    if (state.step === 'review' && readOnly) return;
    const ok = state.step === 'review' ? await vm.submit() : await vm.next();
    if (!ok) setRefusals((n) => n + 1);
  };
  const form = formOf(state.step);
  const consent = state.step === 'consent' || state.step === 'acknowledgement' || state.step === 'co_applicant_acknowledgement' ? state.step : null;
  const first = state.progress[0]?.step === state.step;
  return (
    <Stack gap="md">
      <CreditProgress progress={state.progress} current={state.step} onGo={(s) => vm.goTo(s)} disabled={state.busy !== null} />
      {!readOnly && <CreditSaveStatus saving={state.saving} onRetry={() => vm.retrySave()} />}
      {state.correcting !== null && (
        <Alert color="blue" variant="light" title={t('correcting.title')}>
          <Stack gap={4}>
            {state.correcting.verify_request_comments !== null && <Text size="sm">{t('correcting.comments', { comments: state.correcting.verify_request_comments })}</Text>}
            <Text size="sm">{t('correcting.body')}</Text>
          </Stack>
        </Alert>
      )}
      {readOnly && <Alert color="orange" variant="light" data-testid="credit-read-only">{t('read_only')}</Alert>}
      <Card withBorder radius="md" padding="md" component="form" ref={formRef} noValidate onSubmit={(e) => void onSubmit(e)}>
        <Stack gap="md">
          <Title order={3} size="h4" ref={heading} tabIndex={-1} style={{ outlineOffset: 4 }}>{t(`steps.${state.step}`)}</Title>
          {consent !== null && <CreditConsentStep state={state} vm={vm} which={consent} message={message} />}
          {form !== null && <CreditPersonStep key={state.step} state={state} vm={vm} who={form.who} form={form.form} message={message} />}
          {state.step === 'review' && <CreditReviewStep state={state} vm={vm} />}
          {state.problem !== null && <Alert color="red" role="alert">{t(`problems.${state.problem}`, { defaultValue: t('problems.default') })}</Alert>}
          <Group justify="space-between" gap="sm" wrap="wrap-reverse">
            {!first ? <Button variant="default" type="button" onClick={() => vm.back()} disabled={state.busy !== null}>{t('actions.back')}</Button> : <span />}
            <Button type="submit" loading={state.busy !== null} miw={160} disabled={readOnly && state.step === 'review'}>
              {state.step === 'review' ? t('actions.submit') : t('actions.next')}
            </Button>
          </Group>
        </Stack>
      </Card>
      {state.draft.hasCoApplicant && form?.who === 'co_applicant' && (
        <Group><Button variant="subtle" color="red" size="compact-sm" onClick={() => vm.askRemoveCoApplicant()} disabled={state.busy !== null}>{t('actions.remove_co')}</Button></Group>
      )}
      <Modal opened={state.confirmingRemove} onClose={() => vm.cancelRemoveCoApplicant()} title={t('remove_confirm.title')} centered>
        <Stack gap="md">
          <Text size="sm">{t('remove_confirm.body')}</Text>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={() => vm.cancelRemoveCoApplicant()} data-autofocus>{t('remove_confirm.cancel')}</Button>
            <Button color="red" onClick={() => vm.confirmRemoveCoApplicant()}>{t('remove_confirm.confirm')}</Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}
