import { Button, Group, Pill, Select, Stack, Table, TextInput } from '@mantine/core';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { MESSAGE_CHANNELS, MESSAGE_STATES } from '@dealer-panel/core/messages/message';
import { MESSAGE_KINDS } from '@dealer-panel/core/shared/message-meta';
import type { MessageBody } from '../../../adapters/http/contract/messages/messages';
import type { Locale } from '../../../adapters/http/contract/common';
import { UiTokens } from '../../shared/ui-tokens';
import { confirmWith } from '../../shared/confirm';
import { useInjection } from '../../shared/di';
import { useFieldMessage } from '../../shared/field-message';
import { PageHeader } from '../../shared/page-header';
import { FilteredListStatus, shownPage } from '../../shared/filtered-list-status';
import { ScrollTable } from '../../shared/scroll-table';
import { useToast } from '../../shared/toast';
import { useObservable } from '../../shared/use-observable';
import { useViewModel } from '../../shared/use-view-model';
import { MessageRow } from './message-row';
import type { MessageQuery } from './messages-port';
import { MessagesTokens } from './messages-tokens';
import { createMessagesViewModel, isFiltered, paramsOf, queryOf } from './messages-view-model';

type Filter = Exclude<keyof MessageQuery, 'page'>;

/** /messages: what the store sent to whom, when, and what became of it; filters in the address; resend with a confirmation. */
export function MessagesPage() {
  const { t, i18n } = useTranslation('outbox');
  const locale = i18n.language as Locale;
  const port = useInjection(MessagesTokens.port);
  // Numbers are written as the store's country writes them.
  const country = useInjection(UiTokens.session).snapshot().user?.dealership?.country ?? 'CA';
  const toast = useToast();
  const fieldMessage = useFieldMessage();
  const vm = useViewModel(() => ({ ...createMessagesViewModel(port) }));
  const state = useObservable(vm.state$, { kind: 'loading', previous: null });
  const [params, setParams] = useSearchParams();
  const query = useMemo(() => queryOf(params), [params]);
  const [busy, setBusy] = useState<number | null>(null);

  useEffect(() => { void vm.load(query); }, [vm, query]);

  const change = (key: Filter, value: string | null) => setParams(paramsOf({ ...query, [key]: value ?? '', page: 1 }));
  const page = shownPage(state);
  const errors = state.kind === 'failed' ? state.errors : {};
  const filtered = isFiltered(query);
  // The customer filter reads as the customer's name once a message of theirs is listed (their number otherwise).
  const customerName = page?.results.find((m) => m.customer !== null && String(m.customer.id) === query.customer)?.customer?.name ?? null;
  const chipLabel = (key: 'customer' | 'order') =>
    key === 'customer' && customerName !== null ? t('filter.customer_named', { name: customerName }) : t(`filter.${key}`, { id: query[key] });
  const options = (values: readonly string[], prefix: string) => values.map((value) => ({ value, label: t(`${prefix}.${value}`) }));

  const resend = async (message: MessageBody) => {
    const what = t(`kind.${message.kind}`);
    if (!(await confirmWith(t, 'outbox:resend', { values: { what: message.subject === '' ? what : message.subject, to: message.to } }))) return;
    setBusy(message.id);
    const outcome = await vm.resend(message.id);
    setBusy(null);
    if (outcome.kind === 'queued') toast.success('outbox:resend.queued');
    else if (outcome.kind === 'refused') toast.error(`outbox:resend.refused.${outcome.reason}`);
    else if (outcome.problem !== null) toast.error('outbox:resend.failed');
  };

  return (
    <Stack gap="md">
      <PageHeader title={t('title')} intro={t('intro')} />
      <Group align="flex-end" gap="sm" wrap="wrap">
        <Select label={t('filter.channel')} placeholder={t('filter.any_channel')} data={options(MESSAGE_CHANNELS, 'channel')} value={query.channel || null} onChange={(v) => change('channel', v)} clearable w={170} error={fieldMessage('channel', errors.channel)} />
        <Select label={t('filter.state')} placeholder={t('filter.any_state')} data={options(MESSAGE_STATES, 'state')} value={query.state || null} onChange={(v) => change('state', v)} clearable w={170} error={fieldMessage('state', errors.state)} />
        <Select label={t('filter.kind')} placeholder={t('filter.any_kind')} data={options(MESSAGE_KINDS, 'kind')} value={query.kind || null} onChange={(v) => change('kind', v)} clearable searchable w={230} error={fieldMessage('kind', errors.kind)} />
        <TextInput type="date" label={t('filter.from')} value={query.from} onChange={(e) => change('from', e.currentTarget.value)} w={170} error={fieldMessage('from', errors.from)} />
        <TextInput type="date" label={t('filter.to')} value={query.to} onChange={(e) => change('to', e.currentTarget.value)} w={170} error={fieldMessage('to', errors.to)} />
        {filtered && <Button variant="subtle" onClick={() => setParams({})}>{t('filter.clear')}</Button>}
      </Group>
      {(query.customer !== '' || query.order !== '') && (
        <Group gap="xs">
          {(['customer', 'order'] as const).filter((key) => query[key] !== '').map((key) => (
            <Pill key={key} withRemoveButton onRemove={() => change(key, '')} removeButtonProps={{ 'aria-label': t('filter.remove') }}>{chipLabel(key)}</Pill>
          ))}
        </Group>
      )}
      <FilteredListStatus state={state} filtered={filtered} locale={locale} t={t} onRetry={() => void vm.load(query)} onPage={(n) => setParams(paramsOf({ ...query, page: n }))}>
        {(page) => (
          <ScrollTable minWidth={900} label={t('title')}>
            <Table striped verticalSpacing="xs" aria-busy={state.kind === 'loading'}>
              <Table.Thead>
                <Table.Tr>{(['when', 'to', 'what', 'about', 'state', 'actions'] as const).map((col) => <Table.Th key={col}>{t(`col.${col}`)}</Table.Th>)}</Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {page.results.map((message) => (
                  <MessageRow key={message.id} message={message} locale={locale} country={country} busy={busy === message.id} onResend={(m) => void resend(m)} onCustomer={(id) => change('customer', String(id))} />
                ))}
              </Table.Tbody>
            </Table>
          </ScrollTable>
        )}
      </FilteredListStatus>
    </Stack>
  );
}
