import { AreaChart, BarChart } from '@mantine/charts';
import { useTranslation } from 'react-i18next';
import { daysOf } from '@dealer-panel/core/analytics/analytics-range';
import type { AnalyticsFigures } from '../../../adapters/http/contract/analytics/analytics';
import type { Locale } from '../../../adapters/http/contract/common';
import { formatCount, formatMoney } from '../../shared/format';
import type { Currency } from '@dealer-panel/core/shared/currency';
import { csvAmount } from './analytics-csv';
import { formatShare } from './analytics-format';
import { ChartPanel } from './chart-panel';

const COLORS = ['blue.6', 'teal.6', 'grape.6', 'orange.6', 'cyan.7', 'red.6', 'lime.7', 'indigo.6'];

export interface SectionProps {
  readonly figures: AnalyticsFigures;
  readonly range: { readonly from: string; readonly to: string };
  readonly locale: Locale;
}

const fileName = (name: string, range: SectionProps['range']) => `analytics-${name}-${range.from}-${range.to}`;

export function LeadsSection({ figures, range, locale }: SectionProps) {
  const { t } = useTranslation('analytics');
  const { t: common } = useTranslation('common');
  const types = [...new Set(figures.leads.map((l) => l.lead_type))].sort();
  const label = (type: string) => common(`customers.lead_type.${type}`, { defaultValue: type });
  const count = (day: string, type: string) => figures.leads.find((l) => l.day === day && l.lead_type === type)?.count ?? 0;
  const days = daysOf(range);
  const data = days.map((day) => ({ day, ...Object.fromEntries(types.map((type) => [type, count(day, type)])) }));
  const rows = [[t('leads.day'), ...types.map(label), t('leads.total')],
    ...days.map((day) => [day, ...types.map((type) => count(day, type)), types.reduce((n, type) => n + count(day, type), 0)])];
  return (
    <ChartPanel title={t('leads.title')} csvName={fileName('leads', range)} rows={rows} empty={figures.leads.length === 0}
      chart={<AreaChart h={260} data={data} dataKey="day" type="stacked" withLegend curveType="linear" withDots={days.length <= 31} yAxisProps={{ allowDecimals: false }}
        valueFormatter={(v) => formatCount(v, locale)} series={types.map((type, i) => ({ name: type, label: label(type), color: COLORS[i % COLORS.length]! }))} />} />
  );
}

export function FunnelSection({ figures, range, locale }: SectionProps) {
  const { t } = useTranslation('analytics');
  const steps = figures.funnel.map((f) => ({ ...f, label: t(`funnel.step.${f.step}`) }));
  const ofDeals = (count: number) => (figures.deals === 0 ? null : Math.floor((count * 10_000) / figures.deals));
  const percent = (bp: number | null) => (bp === null ? null : (bp / 100).toFixed(2));
  const rows = [[t('funnel.step_col'), t('funnel.count'), t('funnel.of_deals'), t('funnel.conversion')], [t('funnel.deals'), figures.deals, null, null],
    ...steps.map((s) => [s.label, s.count, percent(ofDeals(s.count)), percent(s.conversion_bp)])];
  const display = [rows[0]!, [t('funnel.deals'), formatCount(figures.deals, locale), null, null],
    ...steps.map((s) => [s.label, formatCount(s.count, locale), formatShare(ofDeals(s.count), locale), formatShare(s.conversion_bp, locale)])];
  return (
    <ChartPanel title={t('funnel.title')} intro={t('funnel.intro')} csvName={fileName('funnel', range)} rows={rows} display={display} empty={figures.deals === 0}
      chart={<BarChart h={300} orientation="vertical" yAxisProps={{ width: 160 }} xAxisProps={{ allowDecimals: false }} valueFormatter={(v) => formatCount(v, locale)} withBarValueLabel
        data={[{ step: t('funnel.deals'), count: figures.deals }, ...steps.map((s) => ({ step: s.label, count: s.count }))]} dataKey="step"
        series={[{ name: 'count', label: t('funnel.count'), color: 'blue.6' }]} />} />
  );
}

export function DepositsSection({ figures, range, locale }: SectionProps) {
  const { t } = useTranslation('analytics');
  const money = (cents: number, currency: string) => formatMoney(cents, locale, currency as Currency);
  const header = [t('deposits.currency'), `${t('deposits.held')} (${t('deposits.count')})`, `${t('deposits.held')} (${t('deposits.amount')})`,
    `${t('deposits.captured')} (${t('deposits.count')})`, `${t('deposits.captured')} (${t('deposits.amount')})`,
    `${t('deposits.refunded')} (${t('deposits.count')})`, `${t('deposits.refunded')} (${t('deposits.amount')})`];
  const rows = [header, ...figures.deposits.map((d) => [d.currency, d.held_count, csvAmount(d.held_cents), d.captured_count, csvAmount(d.captured_cents), d.refunded_count, csvAmount(d.refunded_cents)])];
  const display = [header, ...figures.deposits.map((d) => [d.currency, d.held_count, money(d.held_cents, d.currency), d.captured_count, money(d.captured_cents, d.currency), d.refunded_count, money(d.refunded_cents, d.currency)])];
  const data = figures.deposits.map((d) => ({ currency: d.currency, held: d.held_cents / 100, captured: d.captured_cents / 100, refunded: d.refunded_cents / 100 }));
  return (
    <ChartPanel title={t('deposits.title')} csvName={fileName('deposits', range)} rows={rows} display={display} empty={figures.deposits.length === 0}
      chart={<BarChart h={240} data={data} dataKey="currency" withLegend valueFormatter={(v) => formatMoney(Math.round(v * 100), locale, (figures.deposits[0]?.currency ?? 'CAD') as Currency)}
        series={[{ name: 'held', label: t('deposits.held'), color: 'orange.6' }, { name: 'captured', label: t('deposits.captured'), color: 'teal.6' }, { name: 'refunded', label: t('deposits.refunded'), color: 'red.6' }]} />} />
  );
}

export function RepsSection({ figures, range, locale }: SectionProps) {
  const { t } = useTranslation('analytics');
  const header = [t('reps.rep'), t('reps.leads'), t('reps.deals'), t('reps.sold'), t('reps.close_rate')];
  const name = (r: AnalyticsFigures['reps'][number]) => r.name ?? t('reps.unassigned');
  const share = (r: AnalyticsFigures['reps'][number]) => (r.deals === 0 ? null : Math.floor((r.sold * 10_000) / r.deals));
  const rows = [header, ...figures.reps.map((r) => [name(r), r.leads, r.deals, r.sold, share(r) === null ? null : (share(r)! / 100).toFixed(2)])];
  const display = [header, ...figures.reps.map((r) => [name(r), formatCount(r.leads, locale), formatCount(r.deals, locale), formatCount(r.sold, locale), formatShare(share(r), locale)])];
  return <ChartPanel title={t('reps.title')} csvName={fileName('reps', range)} rows={rows} display={display} empty={figures.reps.length === 0} />;
}

export function PageViewsSection({ figures, range, locale }: SectionProps) {
  const { t } = useTranslation('analytics');
  const { t: common } = useTranslation('common');
  if (figures.page_views === null) return <ChartPanel title={t('views.title')} csvName={fileName('page-views', range)} rows={[]} empty note={t('not_built')} />;
  const label = (page: string) => (page.startsWith('vdp') || page === 'srp' ? t(`shop_page.${page}`, { defaultValue: page }) : common(`routes.${page}`, { defaultValue: page }));
  const views = figures.page_views.slice(0, 12).map((v) => ({ page: label(v.page), count: v.count }));
  const rows = [[t('views.page'), t('views.count')], ...figures.page_views.map((v) => [label(v.page), v.count])];
  return (
    <ChartPanel title={t('views.title')} csvName={fileName('page-views', range)} rows={rows} empty={figures.page_views.length === 0}
      chart={<BarChart h={Math.max(160, views.length * 32)} data={views} dataKey="page" orientation="vertical" yAxisProps={{ width: 180 }} xAxisProps={{ allowDecimals: false }}
        valueFormatter={(v) => formatCount(v, locale)} series={[{ name: 'count', label: t('views.count'), color: 'blue.6' }]} />} />
  );
}
