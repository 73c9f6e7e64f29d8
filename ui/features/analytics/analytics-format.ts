import type { TFunction } from 'i18next';
import type { Locale } from '../../../adapters/http/contract/common';
import { languageTag } from '../../shared/i18n';

/** Basis points as a percentage in the locale (2500 → "25 %" / "25 %"). */
export function formatShare(bp: number | null, locale: Locale): string {
  if (bp === null) return '—';
  return new Intl.NumberFormat(languageTag(locale), { style: 'percent', maximumFractionDigits: 1 }).format(bp / 10_000);
}

/** A wait in words: minutes under an hour, hours under a day, then days and hours. */
export function formatDuration(seconds: number | null, t: TFunction<'analytics'>): string {
  if (seconds === null) return '—';
  const minutes = Math.round(seconds / 60);
  if (minutes < 60) return t('duration.minutes', { m: minutes });
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return t('duration.hours', { h: hours, m: minutes % 60 });
  return t('duration.days', { d: Math.floor(hours / 24), h: hours % 24 });
}

/** How a figure moved against the previous period, as a phrase; null when there is nothing to compare with. */
export function changeOf(current: number, previous: number, locale: Locale, t: TFunction<'analytics'>): string | null {
  if (previous === 0) return current === 0 ? t('kpi.change_same') : null;
  if (current === previous) return t('kpi.change_same');
  const percent = formatShare(Math.round((Math.abs(current - previous) * 10_000) / previous), locale);
  return t(current > previous ? 'kpi.change_up' : 'kpi.change_down', { percent });
}

/** Starts a download of a CSV text (a BOM first, so spreadsheets read the accents right). */
export function downloadCsv(fileName: string, csv: string): void {
  const url = URL.createObjectURL(new Blob([`\uFEFF${csv}`], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
