import { Alert, Badge, Button, Card, Group, Loader, Select, Stack, Text, TextInput, Title } from '@mantine/core';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { formatInZone } from '../../../ui/shared/appointment-picker';
import { useInjection } from '../../../ui/shared/di';
import { useFieldMessageIn } from '../../../ui/shared/field-message';
import { currentLocale, languageTag } from '../../../ui/shared/i18n';
import { ProblemAlert } from '../../../ui/shared/problem-message';
import { StoreHoursTable } from '../../../ui/shared/store-hours-table';
import { useObservable } from '../../../ui/shared/use-observable';
import { useViewModel } from '../../../ui/shared/use-view-model';
import { useShopDeal } from '../../shared/deal-context';
import { ShopAppointmentTokens } from './appointment-tokens';
import type { ShopAppointmentState, ShopAppointmentViewModel } from './appointment-view-model';

const LOADING: ShopAppointmentState = { kind: 'loading' };
type Ready = Extract<ShopAppointmentState, { kind: 'ready' }>;
/** Dark shades (as the tasks' badges), so that white text on them passes WCAG AA. */
const STATUS_COLOR = { unconfirmed: '#b34000', confirmed: 'teal.9', cancelled: 'gray.7' } as const;

/** /shop/deal/:token/appointment: the deal's appointment, and a time to ask for within the store's hours (one column on a phone). */
export function AppointmentPage() {
  const { t } = useTranslation('shop');
  const { token, deal, reload } = useShopDeal();
  const factory = useInjection(ShopAppointmentTokens.appointment);
  const vm = useViewModel(() => factory(token, deal.order), (v) => { void v.load(); });
  const state = useObservable(vm.state$, LOADING);
  return (
    <Stack gap="md">
      <Button component={Link} to=".." relative="path" variant="subtle" px={0} w="fit-content">{t('nav.back')}</Button>
      <Title order={2}>{t('appointment.title')}</Title>
      {state.kind === 'loading' && <Stack align="center" py="xl"><Loader aria-label={t('appointment.loading')} /></Stack>}
      {state.kind === 'failed' && (
        <Stack align="flex-start">
          <Text>{t('appointment.failed')}</Text>
          <ProblemAlert problem={state.problem} />
          <Button onClick={() => { void vm.retry(); }}>{t('appointment.retry')}</Button>
        </Stack>
      )}
      {state.kind === 'ready' && <Ready state={state} vm={vm} readOnly={deal.read_only} onAsked={reload} />}
    </Stack>
  );
}

function Ready({ state, vm, readOnly, onAsked }: { readonly state: Ready; readonly vm: ShopAppointmentViewModel; readonly readOnly: boolean; readonly onAsked: () => Promise<void> }) {
  const { t, i18n } = useTranslation('shop');
  const message = useFieldMessageIn('shop');
  const tag = languageTag(currentLocale(i18n));
  const a = state.data;
  const status = a.appointment_status;
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (await vm.ask()) await onAsked();
  };
  return (
    <>
      <Card withBorder radius="md" padding="md" component="section" aria-labelledby="appointment-current">
        <Stack gap="xs">
          <Group justify="space-between" wrap="wrap" gap="xs">
            <Title order={3} size="h4" id="appointment-current">{t('appointment.current')}</Title>
            <Badge variant="filled" tt="none" color={status === null ? 'gray.7' : STATUS_COLOR[status]} data-testid="appointment-status">{t(`appointment.status.${status ?? 'none'}`)}</Badge>
          </Group>
          {a.proposed_appointment === null || status === 'cancelled'
            ? <Text c="dimmed">{t('appointment.none')}</Text>
            : <Text size="lg" fw={600} data-testid="appointment-time">{formatInZone(a.proposed_appointment, a.time_zone, tag)}</Text>}
          {status !== null && <Text size="sm">{t(`appointment.explain.${status}`)}</Text>}
          {state.asked && <Alert color="teal" role="status">{t('appointment.asked')}</Alert>}
        </Stack>
      </Card>
      {!readOnly && (
        <Card withBorder radius="md" padding="md" component="section" aria-labelledby="appointment-ask">
          <form onSubmit={(e) => { void submit(e); }} noValidate>
            <Stack gap="sm">
              <Title order={3} size="h4" id="appointment-ask">{status === null || status === 'cancelled' ? t('appointment.ask_title') : t('appointment.ask_other')}</Title>
              <Group align="flex-start" grow wrap="wrap" gap="sm">
                <TextInput type="date" label={t('appointment.date')} value={state.date} miw={170} onChange={(e) => vm.setDate(e.currentTarget.value)} />
                <Select label={t('appointment.time')} data={state.slots.map((s) => ({ value: s, label: s }))} value={state.time === '' ? null : state.time} miw={150}
                  placeholder={state.slots.length === 0 ? t('appointment.closed_day') : undefined} disabled={state.slots.length === 0} allowDeselect={false}
                  onChange={(v) => vm.setTime(v ?? '')} error={message('proposed_appointment', state.errors.proposed_appointment)} comboboxProps={{ withinPortal: true }} />
              </Group>
              <Text size="xs" c="dimmed">{t('appointment.help', { zone: a.time_zone, minutes: a.appointment_length })}</Text>
              <ProblemAlert problem={state.problem} />
              <Button type="submit" loading={state.busy} w={{ base: '100%', sm: 'auto' }}>{t('appointment.submit')}</Button>
            </Stack>
          </form>
        </Card>
      )}
      <StoreHoursTable hours={a.daywise_operating_hours} title={t('appointment.hours')} dayLabel={(day) => t(`appointment.days.${day}`)} closed={t('appointment.closed')} />
    </>
  );
}
