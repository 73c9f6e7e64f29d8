import { Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import type { TFunction } from 'i18next';

/**
 * The change-quote warning (spec 001 section 2, max width 370 px): the customer already has these
 * quotes, and changing one changes what they were sent. Resolves true on "confirm change".
 */
export function confirmQuoteChange(t: TFunction): Promise<boolean> {
  return new Promise((resolve) => {
    let settled = false;
    const settle = (value: boolean) => { if (!settled) { settled = true; resolve(value); } };
    modals.openConfirmModal({
      size: 370,
      styles: { content: { maxWidth: 370 } },
      title: t('quotes:change_modal.title'),
      children: <Text size="sm">{t('quotes:change_modal.body')}</Text>,
      labels: { confirm: t('quotes:change_modal.confirm'), cancel: t('quotes:change_modal.cancel') },
      closeButtonProps: { 'aria-label': t('common:confirm.close') },
      onConfirm: () => settle(true),
      onCancel: () => settle(false),
      onClose: () => settle(false),
    });
  });
}
