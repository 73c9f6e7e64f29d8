import { Button, Modal, Text, Timeline } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { Either } from 'fp-ts/Either';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TimelineEntryBody } from '../../../../adapters/http/contract/orders/timeline';
import type { FormProblem } from '../../../shared/form-problem';
import { formatMoney } from '../../../shared/format';
import { currentLocale } from '../../../shared/i18n';
import { useLoadOnDemand } from '../../../shared/use-load-on-demand';
import { OnDemandView } from '../on-demand-view';
import type { DealHistoryView } from '../list/order-list-view-model';
import { entrySentence, entryTime } from './timeline-wording';

/** One entry; its times (when it happened, an appointment's) at the store's clock, zone named. */
function Entry({ entry, currency, timeZone }: { readonly entry: TimelineEntryBody; readonly currency: 'CAD' | 'USD'; readonly timeZone: string }) {
  const { t, i18n } = useTranslation();
  const locale = currentLocale(i18n);
  const who = entry.actor === 'dealer' ? t('desk:timeline.by', { name: entry.actor_name ?? t('desk:timeline.someone') }) : t(`desk:timeline.actor_${entry.actor}`);
  return (
    <Timeline.Item title={<Text size="sm" fw={600}>{entrySentence(entry, t, { money: (cents) => formatMoney(cents, locale, currency), dateTime: (iso) => entryTime(iso, locale, timeZone) })}</Text>}>
      <Text size="xs" c="dimmed">{entryTime(entry.at, locale, timeZone)} · {who}</Text>
    </Timeline.Item>
  );
}

/** The deal's history (order/{id}/timeline/), read when opened: newest first, as the desk reads it. */
export function DealHistory({ orderId, currency, load }: { readonly orderId: number; readonly currency: 'CAD' | 'USD'; readonly load: () => Promise<Either<FormProblem | null, DealHistoryView>> }) {
  const { t } = useTranslation();
  const phone = useMediaQuery('(max-width: 767px)');
  const [opened, setOpened] = useState(false);
  const [history, fetchHistory] = useLoadOnDemand(load);
  const open = () => { setOpened(true); void fetchHistory(); };
  const title = t('desk:timeline.title', { id: orderId });
  return (
    <>
      <Button size="compact-xs" variant="default" onClick={open} aria-label={t('desk:timeline.open_label', { id: orderId })}>{t('desk:timeline.open')}</Button>
      <Modal opened={opened} onClose={() => setOpened(false)} title={title} fullScreen={phone === true} size="lg" closeButtonProps={{ 'aria-label': t('common:confirm.close') }}>
        <OnDemandView state={history} retry={() => void fetchHistory()} failed="desk:timeline.failed" loading="desk:timeline.loading">
          {({ entries, timeZone }) => (entries.length === 0
            ? <Text size="sm" c="dimmed">{t('desk:timeline.empty')}</Text>
            : (
              <Timeline bulletSize={12} lineWidth={2} aria-label={title}>
                {[...entries].reverse().map((entry) => <Entry key={entry.id} entry={entry} currency={currency} timeZone={timeZone} />)}
              </Timeline>
            ))}
        </OnDemandView>
      </Modal>
    </>
  );
}
