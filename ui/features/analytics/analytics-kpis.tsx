import { Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { AnalyticsFigures } from '../../../adapters/http/contract/analytics/analytics';
import type { Locale } from '../../../adapters/http/contract/common';
import type { Currency } from '@dealer-panel/core/shared/currency';
import { formatCount, formatMoney, formatMoneyNamed } from '../../shared/format';
import { changeOf, formatDuration } from './analytics-format';
import { ChartPanel } from './chart-panel';

const leadsOf = (f: AnalyticsFigures) => f.leads.reduce((n, l) => n + l.count, 0);
const soldOf = (f: AnalyticsFigures) => f.funnel.find((s) => s.step === 'sold')?.count ?? 0;
const capturedOf = (f: AnalyticsFigures) => f.deposits.reduce((n, d) => n + d.captured_cents, 0);

function Kpi({ label, value, detail, previous, change }: { label: string; value: string; detail?: string | undefined; previous?: string; change?: string | null }) {
  const { t } = useTranslation('analytics');
  return (
    <Paper withBorder p="sm" component="article" aria-label={label}>
      <Stack gap={2}>
        <Text size="sm" c="dimmed">{label}</Text>
        <Text size="xl" fw={700} data-kpi-value>{value}</Text>
        {detail !== undefined && <Text size="xs">{detail}</Text>}
        {previous !== undefined && <Text size="xs" c="dimmed">{t('kpi.previous', { value: previous })}{change ? ` · ${change}` : ''}</Text>}
      </Stack>
    </Paper>
  );
}

export interface Compared {
  readonly current: AnalyticsFigures;
  readonly previous: AnalyticsFigures;
}

/** The headline figures, each with the previous period's and how it moved. */
export function KpiCards({ figures, locale }: { readonly figures: Compared; readonly locale: Locale }) {
  const { t } = useTranslation('analytics');
  const { current: c, previous: p } = figures;
  const count = (n: number) => formatCount(n, locale);
  const compare = (get: (f: AnalyticsFigures) => number) => ({ previous: count(get(p)), change: changeOf(get(c), get(p), locale, t) });
  const currency = (c.deposits[0]?.currency ?? p.deposits[0]?.currency ?? (locale === 'en_US' ? 'USD' : 'CAD')) as Currency;
  const money = (f: AnalyticsFigures) => (f.deposits.length > 1 ? f.deposits.map((d) => formatMoneyNamed(d.captured_cents, locale, d.currency as Currency)).join(' + ') : formatMoney(capturedOf(f), locale, currency));
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="sm">
      <Kpi label={t('kpi.leads')} value={count(leadsOf(c))} {...compare(leadsOf)} />
      <Kpi label={t('kpi.deals')} value={count(c.deals)} {...compare((f) => f.deals)} />
      <Kpi label={t('kpi.sold')} value={count(soldOf(c))} {...compare(soldOf)} />
      <Kpi label={t('kpi.first_response')} value={c.first_response.count === 0 ? t('kpi.none') : formatDuration(c.first_response.average_seconds, t)}
        detail={c.unanswered > 0 ? t('kpi.unanswered', { count: c.unanswered }) : undefined} previous={formatDuration(p.first_response.average_seconds, t)} />
      <Kpi label={t('kpi.awaiting')} value={count(c.awaiting_dealer.count)}
        detail={c.awaiting_dealer.count > 0 ? t('kpi.awaiting_detail', { count: c.awaiting_dealer.count, duration: formatDuration(c.awaiting_dealer.average_seconds, t) }) : undefined} />
      <Kpi label={t('kpi.captured')} value={money(c)} previous={money(p)} change={changeOf(capturedOf(c), capturedOf(p), locale, t)} />
      <Kpi label={t('kpi.offers')} value={count(c.trade_in_offers.accepted)} detail={t('kpi.offers_detail', { accepted: count(c.trade_in_offers.accepted), made: count(c.trade_in_offers.made) })}
        {...compare((f) => f.trade_in_offers.accepted)} />
    </SimpleGrid>
  );
}

/** An organization's stores side by side: a column per store and the roll-up, a row per headline figure. */
export function StoresSideBySide({ stores, total, range, locale }: {
  readonly stores: readonly (Compared & { readonly id: number; readonly name: string })[];
  readonly total: Compared;
  readonly range: { readonly from: string; readonly to: string };
  readonly locale: Locale;
}) {
  const { t } = useTranslation('analytics');
  const columns = [...stores.map((s) => ({ name: s.name, f: s.current })), { name: t('stores.total'), f: total.current }];
  const figures: readonly [string, (f: AnalyticsFigures) => number | null][] = [
    [t('kpi.leads'), leadsOf], [t('kpi.deals'), (f) => f.deals], [t('kpi.sold'), soldOf],
    [t('kpi.first_response'), (f) => f.first_response.average_seconds], [t('kpi.awaiting'), (f) => f.awaiting_dealer.count],
    [t('deposits.captured'), capturedOf], [t('kpi.offers'), (f) => f.trade_in_offers.accepted],
  ];
  const rows = [[t('stores.figure'), ...columns.map((c) => c.name)], ...figures.map(([label, get]) => [label, ...columns.map((c) => get(c.f))])];
  const display = [rows[0]!, ...figures.map(([label, get], i) => [label, ...columns.map((c) => {
    const v = get(c.f);
    if (i === 3) return formatDuration(v, t);
    if (i === 5) return c.f.deposits.map((d) => formatMoneyNamed(d.captured_cents, locale, d.currency as Currency)).join(' + ') || formatCount(0, locale);
    return v === null ? null : formatCount(v, locale);
  })])];
  return <ChartPanel title={t('stores.title')} csvName={`analytics-stores-${range.from}-${range.to}`} rows={rows} display={display} />;
}
