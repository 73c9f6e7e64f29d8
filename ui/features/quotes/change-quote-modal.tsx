import { Text } from '@mantine/core';
import type { TFunction } from 'i18next';
import { askToConfirm } from '../../shared/modals';

/**
 * The change-quote warning (spec 001 section 2, max width 370 px): the customer already has these
 * quotes, and changing one changes what they were sent. Resolves true on "confirm change".
 */
export function confirmQuoteChange(t: TFunction): Promise<boolean> {
  return askToConfirm({
    size: 370,
    styles: { content: { maxWidth: 370 } },
    title: t('quotes:change_modal.title'),
    children: <Text size="sm">{t('quotes:change_modal.body')}</Text>,
    labels: { confirm: t('quotes:change_modal.confirm'), cancel: t('quotes:change_modal.cancel') },
    closeButtonProps: { 'aria-label': t('common:confirm.close') },
  });
}
