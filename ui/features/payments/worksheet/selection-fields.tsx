import { Badge, Checkbox, Group, Loader, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { OrderFeeLineBody } from '../../../../adapters/http/contract/fees/fees';
import type { PaymentMethod } from '@dealer-panel/core/payments/engine/deal';
import type { Cents } from '@dealer-panel/core/shared/money';
import { formatMoney } from '../../../shared/format';
import { ProblemAlert } from '../../../shared/problem-message';
import type { NumberStyle } from './breakdown-text';
import type { DealFeesState } from './deal-fees-view-model';
import { isTicked } from './deal-fees-view-model';
import { centsOfText, choiceName } from './worksheet-data';
import type { Choice } from './worksheet-data';

const idOf = (method: PaymentMethod, name: string) => `ws-${method}-${name}`;

/**
 * The deal's fees (or discounts) that apply to this method, as checkboxes: a global is included
 * on the deal or taken off (for every method: the deal has one selection); a custom row is the
 * deal's own and always included (it is edited below the columns).
 */
export function DealFeeChecks({ method, kind, fees, editable, style, onToggle }: {
  readonly method: PaymentMethod;
  readonly kind: 'fees' | 'discounts';
  readonly fees: DealFeesState;
  readonly editable: boolean;
  readonly style: NumberStyle;
  readonly onToggle: (feeId: number, included: boolean) => void;
}) {
  const { t } = useTranslation('worksheet');
  const french = style.locale === 'fr_CA';
  const label = t(`fields.${kind}`);
  if (fees.kind !== 'ready') {
    return (
      <Stack gap={2}>
        <Text size="sm" fw={500}>{label}</Text>
        {fees.kind === 'loading' ? <Loader size="xs" aria-label={t('fees.loading')} /> : <Text size="sm" c="dimmed">{t('fields.as_on_deal')}</Text>}
      </Stack>
    );
  }
  const rows = fees.rows[method].filter((r) => r.kind === (kind === 'fees' ? 'fee' : 'discount') && r.applicable);
  const amount = (r: OrderFeeLineBody) => formatMoney((kind === 'discounts' ? -centsOfText(r.amount) : centsOfText(r.amount)) as Cents, style.locale, style.currency);
  return (
    <Stack gap={6} role="group" aria-labelledby={idOf(method, `${kind}-label`)} data-testid={idOf(method, kind)}>
      <Text size="sm" fw={500} id={idOf(method, `${kind}-label`)}>{label}</Text>
      {rows.length === 0 && <Text size="sm" c="dimmed">{t('fields.none_applies')}</Text>}
      {rows.map((r) => {
        const custom = r.scope === 'custom';
        const name = french && r.name_fr !== '' ? r.name_fr : r.name;
        return (
          <Group key={r.id} gap={6} wrap="nowrap" align="center">
            <Checkbox
              label={t('fields.choice', { name, amount: amount(r) })}
              checked={isTicked(r, fees.pending)}
              disabled={!editable || custom || fees.pending[r.id] !== undefined}
              onChange={(event) => onToggle(r.id, event.currentTarget.checked)}
            />
            {custom && <Badge size="xs" variant="light" color="gray" tt="none">{t('fees.custom')}</Badge>}
            {fees.pending[r.id] !== undefined && <Loader size={12} aria-label={t('fees.saving')} />}
          </Group>
        );
      })}
      <ProblemAlert problem={fees.problem} />
    </Stack>
  );
}

/** The optional accessories as checkboxes; a ticked one has an "install" box (its installation charge is then added). */
export function AccessoryChecks({ method, choices, selected, installed, onChange, error, disabled, style }: {
  readonly method: PaymentMethod;
  readonly choices: readonly Choice[];
  readonly selected: readonly number[];
  readonly installed: readonly number[];
  readonly onChange: (accessories: readonly number[], installed: readonly number[]) => void;
  readonly error: string | null;
  readonly disabled: boolean;
  readonly style: NumberStyle;
}) {
  const { t } = useTranslation('worksheet');
  const french = style.locale === 'fr_CA';
  const toggle = (id: number, on: boolean) => {
    const accessories = on ? [...selected, id] : selected.filter((x) => x !== id);
    onChange(accessories, installed.filter((x) => accessories.includes(x)));
  };
  const install = (id: number, on: boolean) => onChange(selected, on ? [...installed, id] : installed.filter((x) => x !== id));
  return (
    <Stack gap={6} role="group" aria-labelledby={idOf(method, 'accessories-label')}>
      <Text size="sm" fw={500} id={idOf(method, 'accessories-label')}>{t('fields.accessories')}</Text>
      {choices.length === 0 && <Text size="sm" c="dimmed">{t('fields.none_applies')}</Text>}
      {choices.map((c) => {
        const on = selected.includes(c.id);
        const name = choiceName(c, french);
        return (
          <Stack key={c.id} gap={4}>
            <Checkbox
              label={t('fields.choice', { name, amount: formatMoney(c.amount, style.locale, style.currency) })}
              checked={on}
              disabled={disabled}
              onChange={(event) => toggle(c.id, event.currentTarget.checked)}
            />
            {on && (
              <Checkbox
                ml="xl"
                size="xs"
                label={t('fields.install')}
                aria-label={t('fields.install_named', { name })}
                checked={installed.includes(c.id)}
                disabled={disabled}
                onChange={(event) => install(c.id, event.currentTarget.checked)}
              />
            )}
          </Stack>
        );
      })}
      {error !== null && <Text size="xs" c="red" role="alert">{error}</Text>}
    </Stack>
  );
}

/**
 * The protection plans sold with this method as checkboxes, each with its price for the column's
 * term as the server prices it (the plan's table; 12 months for cash); a plan without a price row
 * for the deal cannot be ticked.
 */
export function ProtectionChecks({ method, choices, selected, term, onChange, error, disabled, style }: {
  readonly method: PaymentMethod;
  readonly choices: readonly Choice[];
  readonly selected: readonly number[];
  readonly term: number | null;
  readonly onChange: (ids: readonly number[]) => void;
  readonly error: string | null;
  readonly disabled: boolean;
  readonly style: NumberStyle;
}) {
  const { t } = useTranslation('worksheet');
  const french = style.locale === 'fr_CA';
  const applicable = choices.filter((c) => c.methods.includes(method));
  return (
    <Stack gap={6} role="group" aria-labelledby={idOf(method, 'protections-label')}>
      <Text size="sm" fw={500} id={idOf(method, 'protections-label')}>{t('fields.protections')}</Text>
      {applicable.length === 0 && <Text size="sm" c="dimmed">{t('fields.none_applies')}</Text>}
      {applicable.map((c) => {
        const price = c.priceFor?.(term) ?? null;
        const name = choiceName(c, french);
        return (
          <Checkbox
            key={c.id}
            label={price === null ? t('fields.plan_no_price', { name }) : t('fields.choice', { name, amount: formatMoney(price, style.locale, style.currency) })}
            checked={selected.includes(c.id)}
            disabled={disabled || (price === null && !selected.includes(c.id))}
            onChange={(event) => onChange(event.currentTarget.checked ? [...selected, c.id] : selected.filter((x) => x !== c.id))}
          />
        );
      })}
      {error !== null && <Text size="xs" c="red" role="alert">{error}</Text>}
    </Stack>
  );
}
