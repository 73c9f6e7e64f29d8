import { Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import type { TFunction } from 'i18next';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

export type ConfirmKind = 'discard' | 'delete' | 'archive';

/**
 * Opens the discard-changes, delete or archive confirmation (spec 000 section 2.3) and resolves
 * true on confirm, false on cancel, close, Escape, or when a route change clears the modals.
 */
export function confirmAction(t: TFunction, kind: ConfirmKind): Promise<boolean> {
  return new Promise((resolve) => {
    let settled = false;
    const settle = (value: boolean) => {
      if (settled) return;
      settled = true;
      resolve(value);
    };
    modals.openConfirmModal({
      title: t(`confirm.${kind}.title`),
      children: <Text size="sm">{t(`confirm.${kind}.body`)}</Text>,
      labels: { confirm: t(`confirm.${kind}.confirm`), cancel: t(`confirm.${kind}.cancel`) },
      confirmProps: kind === 'discard' ? {} : { color: 'red' },
      closeButtonProps: { 'aria-label': t('confirm.close') },
      onConfirm: () => settle(true),
      onCancel: () => settle(false),
      onClose: () => settle(false),
    });
  });
}

/** `confirm(kind)` bound to the current language. */
export function useConfirm(): (kind: ConfirmKind) => Promise<boolean> {
  const { t } = useTranslation();
  return useCallback((kind: ConfirmKind) => confirmAction(t, kind), [t]);
}
