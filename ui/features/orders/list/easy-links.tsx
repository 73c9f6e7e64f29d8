import { ActionIcon, Anchor, Button, CopyButton, Group, Popover, Stack } from '@mantine/core';
import type { Either } from 'fp-ts/Either';
import { useTranslation } from 'react-i18next';
import type { EasyLinksBody } from '../../../../adapters/http/contract/orders/orders';
import type { FormProblem } from '../../../shared/form-problem';
import { useLoadOnDemand } from '../../../shared/use-load-on-demand';
import { OnDemandView } from '../on-demand-view';

function LinkRow({ what, url }: { readonly what: string; readonly url: string }) {
  const { t } = useTranslation();
  return (
    <Group gap="xs" wrap="nowrap" justify="space-between">
      <Anchor href={url} target="_blank" rel="noreferrer" size="sm" aria-label={t('desk:links.open_label', { what })} style={{ overflowWrap: 'anywhere' }}>{what}</Anchor>
      <CopyButton value={url}>
        {({ copied, copy }) => (
          <ActionIcon variant="subtle" size="sm" onClick={copy} aria-label={t('desk:links.copy_label', { what })} title={t(copied ? 'desk:links.copied' : 'desk:links.copy')}>
            <span aria-hidden>{copied ? '✓' : '⧉'}</span>
          </ActionIcon>
        )}
      </CopyButton>
    </Group>
  );
}

/** The customer's links to the deal and to each step (easy_links/), read when opened, to open or copy. */
export function EasyLinks({ orderId, load }: { readonly orderId: number; readonly load: () => Promise<Either<FormProblem | null, EasyLinksBody>> }) {
  const { t } = useTranslation();
  const [links, fetchLinks] = useLoadOnDemand(load);
  return (
    <Popover position="bottom-end" shadow="md" width={300} withinPortal trapFocus onOpen={() => { if (links.kind !== 'ready') void fetchLinks(); }}>
      <Popover.Target>
        <Button size="compact-xs" variant="default" aria-label={t('desk:card.links_label', { id: orderId })}>{t('desk:card.links')}</Button>
      </Popover.Target>
      <Popover.Dropdown aria-label={t('desk:card.links_label', { id: orderId })}>
        <OnDemandView state={links} retry={() => void fetchLinks()} failed="desk:links.failed" loading="desk:links.loading">
          {(value) => (
            <Stack gap={4}>
              <LinkRow what={t('desk:links.deal')} url={value.order_link} />
              {value.steps.map((step) => <LinkRow key={step.name} what={t(`orders.steps.${step.name}`)} url={step.url} />)}
            </Stack>
          )}
        </OnDemandView>
      </Popover.Dropdown>
    </Popover>
  );
}
