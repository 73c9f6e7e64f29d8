import { Badge, Tooltip } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatDate } from './format';
import { currentLocale } from './i18n';

/** "Vehicle left the feed", its date in a tooltip (and in its accessible name, for keyboards and screen readers). */
export function LeftFeedBadge({ at }: { readonly at: string }) {
  const { t, i18n } = useTranslation('inventory');
  const tip = t('left_feed.tooltip', { date: formatDate(at, currentLocale(i18n)) });
  return (
    <Tooltip label={tip} multiline maw={280} events={{ hover: true, focus: true, touch: true }}>
      <Badge color="orange.9" variant="filled" tt="none" tabIndex={0} aria-label={`${t('left_feed.badge')}. ${tip}`}>{t('left_feed.badge')}</Badge>
    </Tooltip>
  );
}
