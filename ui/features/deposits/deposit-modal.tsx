import { Button, Group, Modal, Radio, Select, Stack, Text, Textarea } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LocaleNumberInput } from '../../shared/amount-input';
import { useFieldMessageIn } from '../../shared/field-message';
import { formatMoney, type Currency } from '../../shared/format';
import { currentLocale } from '../../shared/i18n';
import { DepositProblem } from './deposit-problem';
import type { DepositState, DepositViewModel } from './deposit-view-model';

type Ready = Extract<DepositState, { kind: 'ready' }>;

/**
 * The confirmation of the open intent: what will happen with the amount, and the fields the action
 * needs (amount and mode; refund amount and reason; the receiving deal and reason). What was typed
 * and the server's field errors stay after a refusal.
 */
export function DepositModal({ state, vm, currency }: { readonly state: Ready; readonly vm: DepositViewModel; readonly currency: Currency }) {
  const { t, i18n } = useTranslation('deposits');
  const message = useFieldMessageIn('deposits');
  const intent = state.intent;
  if (intent === null) return null;
  const { action, form } = intent;
  const french = currentLocale(i18n) === 'fr_CA';
  const d = state.deposit;
  const money = (cents: number) => formatMoney(cents, currentLocale(i18n), currency);
  const amount = money(d === null ? 0 : action === 'refund' || action === 'transfer' ? d.paid_cents : d.amount_cents);
  const error = (field: string) => message(field, state.errors[field]);
  const reasonField = action === 'refund' ? 'refund_reason_id' : 'transfer_reason_id';
  const otherField = action === 'refund' ? 'other_refund_reason' : 'other_transfer_reason';
  const reasons = [...state.reasons.map((r) => ({ value: String(r.id), label: french ? r.name_fr : r.name })), { value: 'other', label: t('form.other') }];
  const amountField = (
    <LocaleNumberInput label={t('form.amount')} value={form.amount} onChange={(amount) => vm.edit({ amount })} error={error('amount_cents')} data-autofocus />
  );
  return (
    <Modal opened onClose={() => vm.close()} title={t(`modal.${action}.title`)} closeButtonProps={{ 'aria-label': t('common:confirm.close') }}>
      <form noValidate onSubmit={(e) => { e.preventDefault(); void vm.confirm(); }}>
        <Stack gap="sm">
          <Text size="sm">{t(`modal.${action}.body`, { amount })}</Text>
          {(action === 'ask' || action === 'change') && (
            <>
              {amountField}
              <Radio.Group label={t('form.mode')} value={form.mode} onChange={(mode) => vm.edit({ mode: mode === 'capture' ? 'capture' : 'hold' })}>
                <Group gap="md" mt={4}>
                  <Radio value="hold" label={t('mode.hold')} />
                  <Radio value="capture" label={t('mode.capture')} />
                </Group>
              </Radio.Group>
            </>
          )}
          {action === 'refund' && (
            <Radio.Group value={form.full ? 'full' : 'partial'} onChange={(v) => vm.edit({ full: v === 'full' })} label={t('form.how_much')}>
              <Stack gap={6} mt={4}>
                <Radio value="full" label={t('form.full', { amount })} />
                <Radio value="partial" label={t('form.partial')} />
              </Stack>
            </Radio.Group>
          )}
          {action === 'refund' && !form.full && amountField}
          {action === 'transfer' && (
            state.orders.length === 0
              ? <Text size="sm" c="dimmed">{t('form.target_none')}</Text>
              : <Select label={t('form.target')} placeholder={t('form.target_pick')} value={form.target === '' ? null : form.target} allowDeselect={false}
                  data={state.orders.map((o) => ({ value: String(o.id), label: [t('form.deal', { id: o.id }), o.vehicle, o.exterior_colour_name].filter(Boolean).join(' · ') }))}
                  onChange={(v) => vm.edit({ target: v ?? '' })} error={error('transferred_order_id')} comboboxProps={{ withinPortal: true }} />
          )}
          {(action === 'refund' || action === 'transfer') && (
            <>
              <Select label={t('form.reason')} placeholder={t('form.reason_pick')} data={reasons} value={form.reason === '' ? null : form.reason}
                allowDeselect={false} onChange={(v) => vm.edit({ reason: v ?? '' })} error={error(reasonField)} comboboxProps={{ withinPortal: true }} />
              {form.reason === 'other' && (
                <Textarea label={t('form.other_text')} value={form.other} maxLength={500} autosize minRows={2}
                  onChange={(e) => vm.edit({ other: e.currentTarget.value })} error={error(otherField)} />
              )}
            </>
          )}
          <DepositProblem problem={state.problem} />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={() => vm.close()} disabled={state.busy}>{t('modal.back')}</Button>
            <Button type="submit" loading={state.busy} {...(action === 'withdraw' || action === 'cancel' ? { color: 'red' } : {})}>
              {t(`modal.${action}.confirm`, { amount })}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
