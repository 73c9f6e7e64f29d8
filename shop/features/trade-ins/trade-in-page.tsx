import { Alert, Badge, Button, Card, Checkbox, Group, Loader, Select, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { CONDITIONS } from '@dealer-panel/core/trade-ins/condition';
import { LocaleNumberInput } from '../../../ui/shared/amount-input';
import { confirmWith } from '../../../ui/shared/confirm';
import { useInjection } from '../../../ui/shared/di';
import { useFieldMessageIn } from '../../../ui/shared/field-message';
import { currencyOf, formatLongDate, formatMoneyText } from '../../../ui/shared/format';
import type { FormProblem } from '../../../ui/shared/form-problem';
import { currentLocale } from '../../../ui/shared/i18n';
import { ProblemAlert } from '../../../ui/shared/problem-message';
import { TradeInQuestionsForm } from '../../../ui/shared/trade-in-questions';
import { useObservable } from '../../../ui/shared/use-observable';
import { useViewModel } from '../../../ui/shared/use-view-model';
import { useShopDeal } from '../../shared/deal-context';
import { CUSTOMER_QUESTIONS, type ShopTradeInDraft } from './trade-in-draft';
import { ShopTradeInTokens } from './trade-in-tokens';
import { ShopPictures } from './trade-in-pictures';
import type { ShopTradeInState, ShopTradeInViewModel } from './trade-in-view-model';

const LOADING: ShopTradeInState = { kind: 'loading' };
type Ready = Extract<ShopTradeInState, { kind: 'ready' }>;
type TextField = Exclude<keyof ShopTradeInDraft, 'questions' | 'answers'>;
/** Dark shades (as the tasks' badges), so that white text on them passes WCAG AA. */
const OFFER_COLOR = { awaiting: '#b34000', accepted: 'teal.9', declined: 'gray.7', expired: 'gray.7' } as const;

/** /shop/deal/:token/trade-in: the customer's vehicle (one column on a phone), then the dealer's offer and its answer. */
export function TradeInPage() {
  const { t } = useTranslation('shop');
  const { token, deal, reload } = useShopDeal();
  const factory = useInjection(ShopTradeInTokens.tradeIn);
  const vm = useViewModel(() => factory(token, deal.order), (v) => { void v.load(); });
  const state = useObservable(vm.state$, LOADING);
  return (
    <Stack gap="md">
      <Button component={Link} to=".." relative="path" variant="subtle" px={0} w="fit-content">{t('nav.back')}</Button>
      <Title order={2}>{t('trade_in.title')}</Title>
      {state.kind === 'loading' && <Stack align="center" py="xl"><Loader aria-label={t('trade_in.loading')} /></Stack>}
      {state.kind === 'failed' && (
        <Stack align="flex-start">
          <Text>{t('trade_in.failed')}</Text>
          <ProblemAlert problem={state.problem} />
          <Button onClick={() => { void vm.retry(); }}>{t('trade_in.retry')}</Button>
        </Stack>
      )}
      {state.kind === 'ready' && (
        <>
          {state.data.offer !== null && <OfferCard state={state} vm={vm} onAnswered={reload} />}
          <VehicleForm state={state} vm={vm} readOnly={deal.read_only || !state.data.may_edit} onSaved={reload} />
          {state.data.trade_in !== null && <ShopPictures key={state.data.trade_in.id} token={token} orderId={deal.order} readOnly={deal.read_only} />}
        </>
      )}
    </Stack>
  );
}

/** A refusal in the page's own words when it has them (trade_in_locked, an offer answered meanwhile), else the shared wording. */
function Refusal({ problem }: { readonly problem: FormProblem | null }) {
  const { t, i18n } = useTranslation('shop');
  if (problem === null) return null;
  const key = `shop:trade_in.problems.${problem.code}`;
  return i18n.exists(key) ? <Alert color="red" role="alert">{t(key)}</Alert> : <ProblemAlert problem={problem} />;
}

function OfferCard({ state, vm, onAnswered }: { readonly state: Ready; readonly vm: ShopTradeInViewModel; readonly onAnswered: () => Promise<void> }) {
  const { t, i18n } = useTranslation('shop');
  const locale = currentLocale(i18n);
  const offer = state.data.offer;
  if (offer === null) return null;
  const amount = formatMoneyText(offer.dealer_offer, locale, currencyOf(state.data.country));
  const answer = async (value: 'accepted' | 'declined') => {
    const prefix = value === 'accepted' ? 'trade_in.offer.confirm_accept' : 'trade_in.offer.confirm_decline';
    if (!(await confirmWith(t, `shop:${prefix}`, { values: { amount }, danger: value === 'declined' }))) return;
    if (await vm.answer(value)) await onAnswered();
  };
  const awaiting = offer.status === 'awaiting' && !state.data.may_edit;
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-labelledby="trade-in-offer" data-testid="trade-in-offer">
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Title order={3} size="h4" id="trade-in-offer">{t('trade_in.offer.title')}</Title>
          <Badge variant="filled" tt="none" color={OFFER_COLOR[offer.status]}>{t(`trade_in.offer.states.${offer.status}`)}</Badge>
        </Group>
        <Text size="xl" fw={700} data-testid="trade-in-offer-amount">{amount}</Text>
        {offer.dealer_comments !== '' && <Text>{offer.dealer_comments}</Text>}
        {offer.status === 'awaiting' && <Text size="sm" c="dimmed">{t('trade_in.offer.until', { date: formatLongDate(offer.offer_expiry_date, locale) })}</Text>}
        {offer.status === 'accepted' && <Text size="sm">{t('trade_in.offer.accepted_text')}</Text>}
        <Refusal problem={state.problem} />
        {awaiting && (
          <Group grow wrap="wrap">
            <Button onClick={() => { void answer('accepted'); }} loading={state.busy === 'accepted'} disabled={state.busy !== null}>{t('trade_in.offer.accept')}</Button>
            <Button variant="default" onClick={() => { void answer('declined'); }} loading={state.busy === 'declined'} disabled={state.busy !== null}>{t('trade_in.offer.decline')}</Button>
          </Group>
        )}
      </Stack>
    </Card>
  );
}

function VehicleForm({ state, vm, readOnly, onSaved }: { readonly state: Ready; readonly vm: ShopTradeInViewModel; readonly readOnly: boolean; readonly onSaved: () => Promise<void> }) {
  const { t } = useTranslation('shop');
  const message = useFieldMessageIn('shop');
  const d = state.draft;
  const error = (field: string) => message(field, state.errors[field]);
  const text = (field: TextField, extra: { required?: boolean; maxLength?: number; description?: string } = {}) => (
    <TextInput label={t(`trade_in.fields.${field}`)} value={d[field]} onChange={(e) => vm.edit({ [field]: e.currentTarget.value })} error={error(field)} readOnly={readOnly} {...extra} />
  );
  const amount = (field: TextField) => (
    <LocaleNumberInput label={t(`trade_in.fields.${field}`)} value={d[field]} onChange={(value) => vm.edit({ [field]: value })} error={error(field)} readOnly={readOnly} />
  );
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (await vm.save()) await onSaved();
  };
  const withOffer = state.data.offer !== null;
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-labelledby="trade-in-vehicle">
      <form onSubmit={(e) => { void submit(e); }} noValidate>
        <Stack gap="md">
          <Title order={3} size="h4" id="trade-in-vehicle">{t('trade_in.vehicle_title')}</Title>
          <Text size="sm" c="dimmed">{state.data.trade_in === null ? t('trade_in.intro') : !state.data.may_edit ? t('trade_in.locked') : withOffer ? t('trade_in.change_after_offer') : t('trade_in.with_dealer')}</Text>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <TextInput label={t('trade_in.fields.year')} value={d.year} onChange={(e) => vm.edit({ year: e.currentTarget.value.replace(/\D/g, '').slice(0, 4) })} error={error('year')} required readOnly={readOnly} inputMode="numeric" autoComplete="off" />
            {text('make', { required: true, maxLength: 40 })}
            {text('model', { required: true, maxLength: 60 })}
            {text('trim', { maxLength: 60 })}
            <LocaleNumberInput kind="whole" label={t(state.data.odometer_unit === 'mi' ? 'trade_in.fields.odometer_mi' : 'trade_in.fields.odometer_km')} value={d.odometer}
              onChange={(odometer) => vm.edit({ odometer })} error={error('odometer')} required readOnly={readOnly} />
            {text('vin', { maxLength: 20, description: t('trade_in.fields.vin_hint') })}
            <Select label={t('trade_in.fields.condition')} value={d.condition} onChange={(v) => vm.edit({ condition: v ?? 'good' })} error={error('condition')} readOnly={readOnly}
              data={CONDITIONS.map((c) => ({ value: c, label: t(`trade_in.conditions.${c}`) }))} allowDeselect={false} />
          </SimpleGrid>
          <Title order={4} size="h5">{t('trade_in.owing_title')}</Title>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            {amount('finance_amount_due')}
            {amount('lease_amount_due')}
          </SimpleGrid>
          <Title order={4} size="h5">{t('trade_in.questions_title')}</Title>
          <Stack gap="xs">
            {CUSTOMER_QUESTIONS.map((q) => (
              <Checkbox key={q} label={t(`trade_in.questions.${q}`)} checked={d.questions[q]} disabled={readOnly} onChange={(e) => vm.toggle(q, e.currentTarget.checked)} error={error(q)} />
            ))}
          </Stack>
          <TradeInQuestionsForm questions={state.data.questions} answers={d.answers} errors={state.errors} readOnly={readOnly} message={message}
            onChange={(id, value) => vm.answerQuestion(id, value)} />
          {withOffer ? null : <Refusal problem={state.problem} />}
          {state.done === 'saved' && <Alert color="teal" role="status">{t('trade_in.saved')}</Alert>}
          {!readOnly && <Button type="submit" loading={state.busy === 'save'} disabled={state.busy !== null} fullWidth={false} w={{ base: '100%', sm: 'auto' }}>{t(state.data.trade_in === null ? 'trade_in.submit' : 'trade_in.update')}</Button>}
        </Stack>
      </form>
    </Card>
  );
}
