import { Divider } from '@mantine/core';
import { memo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { PaymentMethod } from '@dealer-panel/core/payments/engine/deal';
import type { PaymentFrequency } from '@dealer-panel/core/payments/engine/frequency';
import type { NumberStyle } from './breakdown-text';
import type { DealFeesState } from './deal-fees-view-model';
import { DETAIL_GROUPS, groupsOf, type DetailGroup } from './detail-groups';
import {
  ChoiceField, CreditScoreField, DistanceField, FrequencyField, IncludeTaxField, MoneyField, PostalCodeField, RateField, TermField,
} from './detail-fields';
import type { DetailKey, PaymentDetails } from './payment-details';
import { METHODS_OF } from './payment-details';
import { AccessoryChecks, DealFeeChecks, ProtectionChecks } from './selection-fields';
import type { Choices } from './worksheet-data';

export interface MethodDetailsProps {
  readonly method: PaymentMethod;
  readonly details: PaymentDetails;
  readonly editable: boolean;
  readonly style: NumberStyle;
  readonly country: 'CA' | 'US';
  readonly frequencies: readonly PaymentFrequency[];
  readonly moneyFactor: boolean;
  readonly programRate: string | null;
  readonly choices: Choices;
  readonly fees: DealFeesState;
  /** The translated message of a detail's refusal, if any. */
  readonly errorOf: (key: string) => string | null;
  readonly onChange: <K extends DetailKey>(key: K, value: PaymentDetails[K]) => void;
  readonly onToggleFee: (feeId: number, included: boolean) => void;
}

/**
 * A column's details under three headings (issue 10.3): those shared by the three methods, those
 * finance and lease share, and the method's own (detail-groups.ts), so the dealer knows which
 * change also moves the other columns.
 */
export function MethodDetails(props: MethodDetailsProps) {
  const { t } = useTranslation('worksheet');
  const { method } = props;
  const heading = (group: DetailGroup) => (group === 'own' ? t(`groups.own_${method}`) : t(`groups.${group}`));
  return (
    <>
      {groupsOf(method).map((group) => (
        <div key={group} data-group={group}>
          <Divider label={heading(group)} labelPosition="left" mb="sm" />
          {DETAIL_GROUPS[group].filter((key) => METHODS_OF[key].includes(method)).map((key) => <DetailField key={key} name={key} {...props} />)}
        </div>
      ))}
    </>
  );
}

type DetailFieldProps = MethodDetailsProps & { readonly name: DetailKey };

/**
 * What a field draws from besides its own value and refusal: the other props do not draw it. A prop
 * DetailFieldOf reads must be named here, or its field keeps showing the value it had.
 */
const DRAWN_FROM: Partial<Record<DetailKey, (p: DetailFieldProps) => readonly unknown[]>> = {
  payment_frequency: (p) => [p.frequencies],
  rate: (p) => [p.moneyFactor, p.programRate],
  credit_score: (p) => [p.country],
  postal_code: (p) => [p.country],
  fees: (p) => [p.fees, p.onToggleFee],
  discounts: (p) => [p.fees, p.onToggleFee],
  incentives: (p) => [p.choices.incentives],
  accessories: (p) => [p.choices.accessories, p.details.install_accessories_ids, p.errorOf('install_accessories_ids')],
  protections: (p) => [p.choices.protections, p.details.term],
};
const drawnFrom = (p: DetailFieldProps): readonly unknown[] =>
  [p.name, p.method, p.editable, p.style, p.onChange, p.details[p.name], p.errorOf(p.name), ...(DRAWN_FROM[p.name]?.(p) ?? [])];

/**
 * A field is drawn again only when what it shows changes (issue 34): a column's pricing answer, its
 * fees' loading or a change typed in one field drew all of the column's inputs again.
 */
const DetailField = memo(DetailFieldOf, (before, after) => {
  const a = drawnFrom(before);
  const b = drawnFrom(after);
  return a.length === b.length && a.every((value, i) => Object.is(value, b[i]));
});

function DetailFieldOf({ name, ...p }: DetailFieldProps): ReactNode {
  const { t } = useTranslation('worksheet');
  const { method, details, style } = p;
  const disabled = !p.editable;
  const field = <K extends DetailKey>(key: K) => ({ method, disabled, style, name: key, value: details[key], error: p.errorOf(key), onChange: (v: PaymentDetails[K]) => p.onChange(key, v) });
  const spaced = (node: ReactNode) => <div style={{ marginBottom: 'var(--mantine-spacing-sm)' }}>{node}</div>;
  switch (name) {
    case 'term': return spaced(<TermField {...field('term')} />);
    case 'payment_frequency': return spaced(<FrequencyField {...field('payment_frequency')} offered={p.frequencies} />);
    case 'distance_allowance': return spaced(<DistanceField {...field('distance_allowance')} />);
    case 'rate': return spaced(<RateField {...field('rate')} moneyFactor={p.moneyFactor} programRate={p.programRate} />);
    case 'credit_score': return p.country === 'US' ? spaced(<CreditScoreField {...field('credit_score')} />) : null;
    case 'down_payment': return spaced(<MoneyField {...field('down_payment')} label={t('fields.down_payment')} />);
    case 'trade_in_credit': return spaced(<MoneyField {...field('trade_in_credit')} label={t('fields.trade_in_credit')} />);
    case 'trade_in_owing': return spaced(<MoneyField {...field('trade_in_owing')} label={t('fields.trade_in_owing')} />);
    case 'postal_code': return spaced(<PostalCodeField {...field('postal_code')} country={p.country} />);
    case 'include_tax': return spaced(<IncludeTaxField {...field('include_tax')} />);
    case 'fees':
    case 'discounts':
      return spaced(<DealFeeChecks method={method} kind={name} fees={p.fees} editable={p.editable} style={style} onToggle={p.onToggleFee} />);
    case 'incentives':
      return spaced(<ChoiceField method={method} kind="incentives" choices={p.choices.incentives} selected={details.incentives} onChange={(ids) => p.onChange('incentives', ids)} error={p.errorOf('incentives')} disabled={disabled} style={style} />);
    case 'accessories':
      return spaced(p.choices.accessories === null
        ? <ChoiceField method={method} kind="accessories" choices={null} selected={null} onChange={() => undefined} error={null} disabled style={style} />
        : (
          <AccessoryChecks
            method={method}
            choices={p.choices.accessories}
            selected={details.accessories}
            installed={details.install_accessories_ids}
            onChange={(accessories, installed) => { p.onChange('accessories', accessories); p.onChange('install_accessories_ids', installed); }}
            error={p.errorOf('accessories') ?? p.errorOf('install_accessories_ids')}
            disabled={disabled}
            style={style}
          />
        ));
    case 'install_accessories_ids': return null; // with the accessories
    case 'protections':
      return spaced(p.choices.protections === null
        ? <ChoiceField method={method} kind="protections" choices={null} selected={null} onChange={() => undefined} error={null} disabled style={style} />
        : <ProtectionChecks method={method} choices={p.choices.protections} selected={details.protections} term={method === 'cash' ? null : details.term} onChange={(ids) => p.onChange('protections', ids)} error={p.errorOf('protections')} disabled={disabled} style={style} />);
  }
}
