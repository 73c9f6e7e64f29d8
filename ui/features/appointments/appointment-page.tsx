import { Alert, Badge, Button, Card, Group, Select, Stack, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { confirmWith } from '../../shared/confirm';
import { useInjection } from '../../shared/di';
import { useFieldMessageIn } from '../../shared/field-message';
import { PageHeader } from '../../shared/page-header';
import { BackToDeals } from '../../shared/back-to-deals';
import { ProblemAlert } from '../../shared/problem-message';
import { useObservable } from '../../shared/use-observable';
import { useViewModel } from '../../shared/use-view-model';
import { currentLocale, languageTag } from '../../shared/i18n';
import type { AppointmentState, AppointmentViewModel } from './appointment-view-model';
import { AppointmentsTokens } from './appointments-tokens';
import { formatInZone } from '../../shared/appointment-picker';
import { StoreHoursTable } from '../../shared/store-hours-table';
import { DEALER_ORANGE } from '../../shared/step-progress';
import { PageLoadState } from '../../shared/page-load-state';

// Filled, dark shades: white text keeps a 4.5:1 contrast (the desk's orange is what awaits the dealer).
const STATUS_COLOR = { unconfirmed: DEALER_ORANGE, confirmed: 'teal.9', cancelled: 'gray.7' } as const;
type Ready = Extract<AppointmentState, { kind: 'ready' }>;

/** /customers/:id/order/:orderId/appointment: the deal's appointment, within the store's hours (issue 14 item 4). */
export function AppointmentPage() {
  const { orderId } = useParams();
  const { t } = useTranslation('appointments');
  const id = Number(orderId);
  if (!Number.isSafeInteger(id) || id < 1) return <Alert color="red" role="alert">{t('page.failed')}</Alert>;
  return <AppointmentScreen key={id} orderId={id} />;
}

function AppointmentScreen({ orderId }: { readonly orderId: number }) {
  const { t } = useTranslation('appointments');
  const factory = useInjection(AppointmentsTokens.viewModel);
  const vm = useViewModel(() => factory(orderId), (model) => void model.start());
  const state = useObservable(vm.state$, { kind: 'loading' });
  return (
    <Stack gap="lg" maw={720}>
      <BackToDeals />
      <PageHeader title={t('page.title')} intro={t('page.intro')} />
      <PageLoadState state={state} skeletons={[90, 180]} loadingLabel={t('page.loading')} failedText={t('page.failed')} retryText={t('page.retry')} onRetry={() => void vm.retry()} />
      {state.kind === 'ready' && <ReadyScreen state={state} vm={vm} />}
    </Stack>
  );
}

function ReadyScreen({ state, vm }: { readonly state: Ready; readonly vm: AppointmentViewModel }) {
  const { t, i18n } = useTranslation('appointments');
  const fieldMessage = useFieldMessageIn('appointments');
  const a = state.appointment;
  const tag = languageTag(currentLocale(i18n));
  const status = a.appointment_status;
  const readOnly = !a.may_act || a.is_archived;
  const ask = async (action: 'confirm' | 'cancel') => {
    const when = a.proposed_appointment === null ? '' : formatInZone(a.proposed_appointment, a.time_zone, tag);
    if (await confirmWith(t, `modal.${action}`, { values: { when }, danger: action === 'cancel' })) void vm[action]();
  };
  const error = fieldMessage('proposed_appointment', state.errors.proposed_appointment);
  return (
    <>
      <Card withBorder radius="md" padding="md">
        <Stack gap="xs">
          <Group justify="space-between" wrap="wrap" gap="xs">
            <Text fw={600}>{t('current.title')}</Text>
            <Badge color={status === null ? 'gray.7' : STATUS_COLOR[status]} variant="filled" tt="none" data-testid="appointment-status">{t(`status.${status ?? 'none'}`)}</Badge>
          </Group>
          {a.proposed_appointment === null
            ? <Text c="dimmed" size="sm">{t('current.empty')}</Text>
            : <Text size="lg" data-testid="appointment-time">{formatInZone(a.proposed_appointment, a.time_zone, tag)}</Text>}
          <Text size="xs" c="dimmed">{t('current.zone', { zone: a.time_zone, minutes: a.appointment_length })}</Text>
          {state.done !== null && <Text size="sm" c="teal.9" fw={600} role="status">{t(`done.${state.done}`)}</Text>}
          {!readOnly && status !== null && status !== 'cancelled' && (
            <Group gap="sm" mt="xs">
              {status === 'unconfirmed' && <Button onClick={() => void ask('confirm')} loading={state.busy === 'confirm'}>{t('actions.confirm')}</Button>}
              <Button variant="outline" color="red" onClick={() => void ask('cancel')} loading={state.busy === 'cancel'}>{t('actions.cancel')}</Button>
            </Group>
          )}
        </Stack>
      </Card>
      {readOnly && <Alert color="blue" variant="light">{t(a.is_archived ? 'page.archived' : 'page.read_only')}</Alert>}
      {!readOnly && (
        <Card withBorder radius="md" padding="md" component="form" onSubmit={(e) => { e.preventDefault(); void vm.propose(); }} noValidate>
          <Stack gap="sm">
            <Text fw={600}>{status === null ? t('form.title_new') : t('form.title_change')}</Text>
            <Group align="flex-start" grow wrap="wrap" gap="sm">
              <TextInput type="date" label={t('form.date')} value={state.date} miw={180}
                onChange={(e) => vm.setDate(e.currentTarget.value)} />
              <Select label={t('form.time')} data={state.slots.map((s) => ({ value: s, label: s }))} value={state.time === '' ? null : state.time} miw={160}
                placeholder={state.slots.length === 0 ? t('form.closed') : undefined} disabled={state.slots.length === 0} allowDeselect={false}
                onChange={(v) => vm.setTime(v ?? '')} error={error} comboboxProps={{ withinPortal: true }} />
            </Group>
            <Text size="xs" c="dimmed">{t('form.help', { zone: a.time_zone })}</Text>
            <ProblemAlert problem={state.problem} />
            <Group justify="flex-end"><Button type="submit" loading={state.busy === 'propose'}>{t('actions.propose')}</Button></Group>
          </Stack>
        </Card>
      )}
      <StoreHoursTable hours={a.daywise_operating_hours} title={t('hours.title')} dayLabel={(day) => t(`hours.days.${day}`)} closed={t('hours.closed')} />
    </>
  );
}
