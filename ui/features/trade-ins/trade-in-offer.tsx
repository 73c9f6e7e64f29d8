import { Badge, Button, Card, Group, SimpleGrid, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { OfferBody } from '../../../adapters/http/contract/trade-ins/trade-ins';
import { LocaleNumberInput } from '../../shared/amount-input';
import { confirmWith } from '../../shared/confirm';
import { useFieldMessageIn } from '../../shared/field-message';
import type { Currency } from '../../shared/format';
import { formatDate, formatMoneyText } from '../../shared/format';
import { currentLocale } from '../../shared/i18n';
import type { TradeInState, TradeInViewModel } from './trade-in-view-model';

type Ready = Extract<TradeInState, { kind: 'ready' }>;
const STATUS_COLOR = { awaiting: 'blue.9', accepted: 'teal.9', declined: 'red.9', expired: 'gray.7' } as const;

/** The current offer and the earlier ones, the customer's answer (after a confirmation), and the form of a new offer. */
export function TradeInOffer({ state, vm, currency }: { readonly state: Ready; readonly vm: TradeInViewModel; readonly currency: Currency }) {
  const { t, i18n } = useTranslation('trade-ins');
  const locale = currentLocale(i18n);
  const message = useFieldMessageIn('trade-ins');
  const money = (text: string) => formatMoneyText(text, locale, currency);
  const record = state.data.trade_in;
  const current = record?.current_offer ?? null;
  const summary = (o: OfferBody) => t('offer.summary', { amount: money(o.dealer_offer), date: formatDate(o.offer_expiry_date, locale) });
  const answer = async (kind: 'accepted' | 'declined') => {
    if (current === null || record === null) return;
    const ok = await confirmWith(t, kind === 'accepted' ? 'trade-ins:confirm_accept' : 'trade-ins:confirm_decline', {
      values: { amount: money(current.dealer_offer), owing: money(String(Number(record.finance_amount_due) + Number(record.lease_amount_due))) }, danger: kind === 'declined',
    });
    if (ok) await vm.answer(kind);
  };
  const submit = (e: FormEvent) => { e.preventDefault(); void vm.makeOffer(); };
  const mayOffer = state.data.may_make_offer && record !== null;
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-labelledby="trade-in-offer">
      <Stack gap="sm">
        <Title order={2} size="h4" id="trade-in-offer">{t('offer.title')}</Title>
        {current === null ? <Text size="sm" c="dimmed">{record === null ? t('offer.need_record') : t('offer.none')}</Text> : (
          <Stack gap={4} aria-label={t('offer.current')}>
            <Group gap="sm" wrap="wrap">
              <Text fw={600}>{t('offer.current')}</Text>
              <Badge color={STATUS_COLOR[current.status]} variant="filled">{t(`offer.status.${current.status}`)}</Badge>
            </Group>
            <Text size="sm">{summary(current)}</Text>
            {current.dealer_comments !== '' && <Text size="sm" c="dimmed">{current.dealer_comments}</Text>}
            {current.decline_comments !== '' && <Text size="sm">{t('offer.decline_comments', { comments: current.decline_comments })}</Text>}
          </Stack>
        )}
        {current?.status === 'awaiting' && state.data.may_edit && (
          <Stack gap={4}>
            <Text size="sm" fw={600}>{t('offer.answer_title')}</Text>
            <Text size="xs" c="dimmed">{t('offer.answer_hint')}</Text>
            <Group gap="sm" wrap="wrap">
              <Button color="teal" onClick={() => void answer('accepted')} loading={state.busy === 'answer'} disabled={state.busy !== null}>{t('offer.accept')}</Button>
              <Button variant="outline" color="red" onClick={() => void answer('declined')} disabled={state.busy !== null}>{t('offer.decline')}</Button>
            </Group>
          </Stack>
        )}
        {mayOffer && (
          <form onSubmit={submit} noValidate aria-label={current === null ? t('offer.make') : t('offer.replace')}>
            <Stack gap="sm">
              <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
                <LocaleNumberInput label={t('offer.amount')} value={state.offer.amount} onChange={(amount) => vm.editOffer({ amount })} error={message('dealer_offer', state.offerErrors['dealer_offer'])} required />
                <TextInput type="date" label={t('offer.expiry')} description={t('offer.expiry_hint')} value={state.offer.expiry} onChange={(e) => vm.editOffer({ expiry: e.currentTarget.value })}
                  error={message('offer_expiry_date', state.offerErrors['offer_expiry_date'])} />
              </SimpleGrid>
              <Textarea label={t('offer.comments')} value={state.offer.comments} onChange={(e) => vm.editOffer({ comments: e.currentTarget.value })} maxLength={1000} autosize minRows={2}
                error={message('dealer_comments', state.offerErrors['dealer_comments'])} />
              <Group><Button type="submit" loading={state.busy === 'offer'} disabled={state.busy !== null && state.busy !== 'offer'}>{current === null ? t('offer.make') : t('offer.replace')}</Button></Group>
            </Stack>
          </form>
        )}
        {record !== null && record.past_offers.length > 0 && (
          <Stack gap={4}>
            <Text size="sm" fw={600}>{t('offer.past')}</Text>
            {record.past_offers.map((o) => (
              <Group key={o.id} gap="xs" wrap="wrap"><Badge size="sm" variant="outline" color={STATUS_COLOR[o.status]}>{t(`offer.status.${o.status}`)}</Badge><Text size="sm">{summary(o)}</Text></Group>
            ))}
          </Stack>
        )}
      </Stack>
    </Card>
  );
}
