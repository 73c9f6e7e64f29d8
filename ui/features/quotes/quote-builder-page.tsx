import { currencyOf } from '../../shared/format';
import { DEALER_ORANGE } from '../../shared/step-progress';
import { Alert, Badge, Button, Card, Group, Select, SimpleGrid, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { paymentMethods } from '@dealer-panel/core/payments/engine/deal';
import type { VehicleBody } from '../../../adapters/http/contract/inventory/inventory';
import { UiTokens } from '../../shared/ui-tokens';
import { BackToDeals } from '../../shared/back-to-deals';
import { confirmWith } from '../../shared/confirm';
import { useInjection } from '../../shared/di';
import { useFieldMessageIn } from '../../shared/field-message';
import { currentLocale } from '../../shared/i18n';
import { PageHeader } from '../../shared/page-header';
import { dayOf } from '../../shared/wire-display';
import { ProblemAlert } from '../../shared/problem-message';
import { useObservable } from '../../shared/use-observable';
import { useViewModel } from '../../shared/use-view-model';
import { confirmQuoteChange } from './change-quote-modal';
import { QuoteCard } from './quote-card';
import type { EditKey, EditValue, QuoteBuilderViewModel, ReadyState } from './quote-builder-view-model';
import type { QuoteDetailFields, QuoteStyle } from './quote-fields';
import { QuotesTokens } from './quotes-tokens';
import { PageLoadState } from '../../shared/page-load-state';

function useQuoteStyle(): QuoteStyle {
  const { i18n } = useTranslation();
  const session = useInjection(UiTokens.session);
  const { user } = useObservable(session.state$, session.snapshot());
  const country = user?.dealership?.country === 'US' ? 'US' : 'CA';
  const locale = currentLocale(i18n);
  return useMemo(() => ({ locale, currency: currencyOf(country), distanceUnit: country === 'US' ? 'mi' : 'km', country }), [locale, country]);
}

/** /customers/:id/quote-builder/:orderId: the deal's comparable quotes (praq), up to 3 side by side (issue 15). */
export function QuoteBuilderPage({ Fields }: { readonly Fields: QuoteDetailFields }) {
  const { orderId } = useParams();
  const { t } = useTranslation('quotes');
  const id = Number(orderId);
  if (!Number.isSafeInteger(id) || id < 1) return <Alert color="red" role="alert">{t('page.failed')}</Alert>;
  return <Builder key={id} orderId={id} Fields={Fields} />;
}

function Builder({ orderId, Fields }: { readonly orderId: number; readonly Fields: QuoteDetailFields }) {
  const { t } = useTranslation('quotes');
  const factory = useInjection(QuotesTokens.builder);
  const vm = useViewModel(() => factory(orderId), (model) => void model.start());
  const state = useObservable(vm.state$, { kind: 'loading' });
  return (
    <Stack gap="lg">
      <BackToDeals />
      <PageHeader title={t('page.title')} intro={t('page.intro')} />
      <PageLoadState state={state} skeletons={[80, 260]} loadingLabel={t('page.loading')} failedText={t('page.failed')} retryText={t('page.retry')} onRetry={() => void vm.retry()} />
      {state.kind === 'ready' && <Ready state={state} vm={vm} Fields={Fields} />}
    </Stack>
  );
}

function Ready({ state, vm, Fields }: { readonly state: ReadyState; readonly vm: QuoteBuilderViewModel; readonly Fields: QuoteDetailFields }) {
  const { t } = useTranslation('quotes');
  const style = useQuoteStyle();
  const flow = state.flow;
  const warned = useRef(new Set<number>());
  const sent = flow.status === 'submitted' || flow.status === 'selected';
  /** A quote the customer already has: the change-quote warning first, once per quote. */
  const change = async (id: number, key: EditKey, value: EditValue) => {
    if (sent && !warned.current.has(id)) {
      if (!(await confirmQuoteChange(t))) return;
      warned.current.add(id);
    }
    vm.change(id, key, value);
  };
  const remove = async (id: number, index: number) => {
    if (await confirmWith(t, 'delete_modal', { values: { index: String(index + 1) }, danger: true })) void vm.remove(id);
  };
  if (flow.status === 'draft') {
    return (
      <Card withBorder radius="md" padding="md">
        <Stack gap="sm" align="flex-start">
          <Text fw={600}>{t('activate.title')}</Text>
          <Text size="sm">{t('activate.body')}</Text>
          <ProblemAlert problem={state.problem} />
          <Button onClick={() => void vm.activate()} loading={state.busy === 'activate'}>{t('activate.action')}</Button>
        </Stack>
      </Card>
    );
  }
  return (
    <>
      <FlowBar state={state} vm={vm} />
      <ProblemAlert problem={state.problem} />
      {flow.count === 0
        ? <Alert color="blue" variant="light">{t('flow.empty')}</Alert>
        : (
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
            {flow.results.map((q, i) => (
              <QuoteCard key={q.id} quote={q} index={i} state={state} style={style} Fields={Fields} readOnly={false}
                onChange={(key, value) => void change(q.id, key, value)} onReset={() => void vm.reset(q.id)} onDelete={() => void remove(q.id, i)} />
            ))}
          </SimpleGrid>
        )}
      <AddQuote state={state} vm={vm} />
      <Submit state={state} vm={vm} />
    </>
  );
}

function FlowBar({ state, vm }: { readonly state: ReadyState; readonly vm: QuoteBuilderViewModel }) {
  const { t, i18n } = useTranslation('quotes');
  const fieldMessage = useFieldMessageIn('quotes');
  const flow = state.flow;
  const [expiry, setExpiry] = useState(flow.quote_expiry ?? '');
  return (
    <Card withBorder radius="md" padding="md">
      <Stack gap="xs">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Group gap="xs">
            <Badge variant="filled" color={flow.status === 'selected' ? 'teal.9' : flow.status === 'submitted' ? 'blue.8' : 'gray.7'} tt="none" data-testid="flow-status">{t(`status.${flow.status}`)}</Badge>
            <Text size="sm" data-testid="flow-count">{t('flow.count', { count: flow.count, max: flow.max_number_of_quotes })}</Text>
          </Group>
          <Group gap="xs" align="flex-end" component="form" onSubmit={(e) => { e.preventDefault(); void vm.setExpiry(expiry === '' ? null : expiry); }}>
            <TextInput type="date" size="xs" label={t('flow.expiry')} value={expiry} onChange={(e) => setExpiry(e.currentTarget.value)}
              error={fieldMessage('quote_expiry', state.expiryErrors.quote_expiry)} id="flow-expiry" />
            <Button size="xs" type="submit" variant="light" loading={state.busy === 'expiry'}>{t('flow.expiry_save')}</Button>
          </Group>
        </Group>
        {flow.has_identical_quotes && <Text size="sm" c={DEALER_ORANGE}>{t('flow.identical')}</Text>}
        {flow.quotes_with_available_vehicle_count < flow.count && <Text size="sm" c={DEALER_ORANGE}>{t('flow.unavailable', { count: flow.count - flow.quotes_with_available_vehicle_count })}</Text>}
        {flow.message !== null && flow.submitted_at !== null && <Text size="xs" c="dimmed">{t('flow.sent_on', { date: dayOf(flow.submitted_at, currentLocale(i18n)) })}</Text>}
      </Stack>
    </Card>
  );
}

function AddQuote({ state, vm }: { readonly state: ReadyState; readonly vm: QuoteBuilderViewModel }) {
  const { t } = useTranslation('quotes');
  const fieldMessage = useFieldMessageIn('quotes');
  const [vehicle, setVehicle] = useState<string>('deal');
  const [method, setMethod] = useState<string>('finance');
  const [words, setWords] = useState('');
  const [found, setFound] = useState<readonly VehicleBody[]>([]);
  const full = state.flow.is_max_number_of_quotes_reached;
  const search = async () => { setFound(await vm.searchVehicles(words)); };
  const options = [{ value: 'deal', label: t('add.deal_vehicle') }, ...found.map((v) => ({ value: String(v.id), label: `${v.formatted_name} · ${v.stock_number}` }))];
  return (
    <Card withBorder radius="md" padding="md">
      <Stack gap="sm">
        <Text fw={600}>{t('add.title')}</Text>
        {full && <Alert color="orange" variant="light" data-testid="max-reached">{t('add.max_reached', { max: state.flow.max_number_of_quotes })}</Alert>}
        <Group align="flex-end" gap="sm" wrap="wrap" component="form" onSubmit={(e) => { e.preventDefault(); void search(); }}>
          <TextInput label={t('add.search')} value={words} onChange={(e) => setWords(e.currentTarget.value)} miw={220} style={{ flex: 1 }} id="quote-vehicle-search" />
          <Button type="submit" variant="default">{t('add.search_action')}</Button>
        </Group>
        <Group align="flex-end" gap="sm" wrap="wrap">
          <Select label={t('add.vehicle')} data={options} value={vehicle} onChange={(v) => setVehicle(v ?? 'deal')} allowDeselect={false} miw={240} style={{ flex: 1 }}
            error={fieldMessage('inventory', state.addErrors.inventory)} id="quote-add-vehicle" comboboxProps={{ withinPortal: true }} />
          <Select label={t('fields.method')} data={paymentMethods.map((m) => ({ value: m, label: t(`methods.${m}`) }))} value={method} allowDeselect={false}
            onChange={(m) => setMethod(m ?? 'finance')} miw={160} id="quote-add-method" comboboxProps={{ withinPortal: true }} />
          <Button onClick={() => void vm.add(vehicle === 'deal' ? null : Number(vehicle), method)} loading={state.busy === 'add'} disabled={full}>{t('add.action')}</Button>
        </Group>
      </Stack>
    </Card>
  );
}

function Submit({ state, vm }: { readonly state: ReadyState; readonly vm: QuoteBuilderViewModel }) {
  const { t } = useTranslation('quotes');
  const fieldMessage = useFieldMessageIn('quotes');
  const [message, setMessage] = useState('');
  const send = async () => {
    if (await confirmWith(t, 'submit_modal', { values: { count: state.flow.count } })) {
      if (await vm.submit(message)) setMessage('');
    }
  };
  return (
    <Card withBorder radius="md" padding="md" component="form" onSubmit={(e) => { e.preventDefault(); void send(); }}>
      <Stack gap="sm">
        <Text fw={600}>{t('submit.title')}</Text>
        <Textarea label={t('submit.message')} description={t('submit.message_hint')} value={message} onChange={(e) => setMessage(e.currentTarget.value)}
          autosize minRows={3} maxLength={2000} error={fieldMessage('message', state.submitErrors.message)} id="quote-message" />
        {state.sent && <Text c="teal.9" fw={600} role="status">{t('submit.sent')}</Text>}
        <Group justify="flex-end"><Button type="submit" loading={state.busy === 'submit'} disabled={state.flow.count === 0}>{t('submit.action')}</Button></Group>
      </Stack>
    </Card>
  );
}
