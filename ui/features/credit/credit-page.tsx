import { Alert, Badge, Button, Card, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { UiTokens } from '../../shared/ui-tokens';
import { BackToDeals } from '../../shared/back-to-deals';
import { useInjection } from '../../shared/di';
import type { Currency } from '../../shared/format';
import { currencyOf, formatDateTime } from '../../shared/format';
import { currentLocale } from '../../shared/i18n';
import { PageHeader } from '../../shared/page-header';
import { ProblemAlert } from '../../shared/problem-message';
import { useObservable } from '../../shared/use-observable';
import { useViewModel } from '../../shared/use-view-model';
import { CreditDecisionModal } from './credit-decision-modal';
import { CreditPerson } from './credit-person';
import { CreditTokens } from './credit-tokens';
import { decidable, type CreditState, type CreditViewModel } from './credit-view-model';
import { PageLoadState } from '../../shared/page-load-state';

type Ready = Extract<CreditState, { kind: 'ready' }>;
/** Filled badges in shades dark enough for white text (WCAG AA). */
const STATUS_COLOR = { awaiting_customer: 'gray.7', awaiting_dealer: 'grape.9', complete: 'teal.9', declined: 'red.9', further_verification: 'blue.9' } as const;

/** /customers/:id/order/:orderId/personal-application: the deal's credit application (issue 15). */
export function CreditApplicationPage() {
  const { orderId } = useParams();
  const { t } = useTranslation('credit');
  const order = Number(orderId);
  if (!Number.isSafeInteger(order) || order < 1) return <Alert color="red" role="alert">{t('page.failed')}</Alert>;
  return <CreditScreen key={order} orderId={order} />;
}

function CreditScreen({ orderId }: { readonly orderId: number }) {
  const { t } = useTranslation('credit');
  const factory = useInjection(CreditTokens.viewModel);
  const session = useInjection(UiTokens.session);
  const { user } = useObservable(session.state$, session.snapshot());
  const currency = currencyOf(user?.dealership?.country);
  const vm = useViewModel(() => factory(orderId), (model) => void model.start());
  const state = useObservable(vm.state$, { kind: 'loading' });
  return (
    <Stack gap="lg" maw={960}>
      <BackToDeals />
      <PageHeader title={t('page.title')} intro={t('page.intro')} />
      <PageLoadState state={state} skeletons={[80, 240]} loadingLabel={t('page.loading')} failedText={t('page.failed')} retryText={t('page.retry')} onRetry={() => void vm.retry()} />
      {state.kind === 'ready' && <ReadyScreen state={state} vm={vm} currency={currency} />}
    </Stack>
  );
}

function ReadyScreen({ state, vm, currency }: { readonly state: Ready; readonly vm: CreditViewModel; readonly currency: Currency }) {
  const { t, i18n } = useTranslation('credit');
  const locale = currentLocale(i18n);
  const app = state.data.application;
  if (app === null) {
    return (
      <Card withBorder radius="md" padding="md">
        <Stack gap="xs">
          <Text fw={600} component="h2" m={0}>{t('empty.title')}</Text>
          <Text size="sm" c="dimmed">{t('empty.body')}</Text>
        </Stack>
      </Card>
    );
  }
  return (
    <>
      <Card withBorder radius="md" padding="md" component="section" aria-label={t('page.status_label')}>
        <Stack gap="xs">
          <Group gap="sm" wrap="wrap">
            <Text fw={600}>{t('page.status_label')}</Text>
            <Badge color={STATUS_COLOR[app.status_name]} variant="filled" size="lg" styles={{ root: { height: 'auto', paddingBlock: 4, maxWidth: '100%' }, label: { whiteSpace: 'normal', overflow: 'visible' } }}>{t(`statuses.${app.status_name}`)}</Badge>
            {app.has_co_applicant && <Badge variant="outline" color="gray">{t('page.with_co_applicant')}</Badge>}
          </Group>
          {app.submitted_at !== null && <Text size="sm" c="dimmed">{t('page.submitted_at', { at: formatDateTime(new Date(app.submitted_at), locale) })}</Text>}
          {app.credit_check_reference_number !== null && <Text size="sm">{t('page.reference', { reference: app.credit_check_reference_number })}</Text>}
          {app.verify_request_comments !== null && <Text size="sm">{t('page.comments', { comments: app.verify_request_comments })}</Text>}
        </Stack>
      </Card>
      {state.done !== null && <Text size="sm" c="teal.9" fw={600} role="status">{t(`done.${state.done}`)}</Text>}
      {state.confirming === null && <ProblemAlert problem={state.problem} />}
      <Group gap="sm" role="group" aria-label={t('actions.label')} wrap="wrap">
        {app.masked && state.data.may_reveal && <Button variant="outline" loading={state.busy && state.confirming === null} onClick={() => void vm.reveal()}>{t('actions.reveal')}</Button>}
        {decidable(state.data) && <Button onClick={() => vm.open('approve')} disabled={state.busy}>{t('actions.approve')}</Button>}
        {decidable(state.data) && <Button variant="outline" color="blue" onClick={() => vm.open('further_verification')} disabled={state.busy}>{t('actions.further_verification')}</Button>}
      </Group>
      {app.masked && !state.data.may_reveal && <Alert color="blue" variant="light">{t('page.no_reveal_right')}</Alert>}
      {!app.masked && <Alert color="yellow" variant="light">{t('page.revealed_notice')}</Alert>}
      <CreditPerson title={t('page.applicant')} person={app.primary_application} currency={currency} />
      {app.co_application !== null && <CreditPerson title={t('page.co_applicant')} person={app.co_application} currency={currency} />}
      <CreditDecisionModal state={state} vm={vm} />
    </>
  );
}
