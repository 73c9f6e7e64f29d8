import { Text } from '@mantine/core';
import type { TFunction } from 'i18next';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { askToConfirm } from './modals';

export type ConfirmKind = 'discard' | 'delete' | 'archive';

/**
 * A confirmation before a consequential action: `<prefix>.title`, `.body`, `.confirm` and
 * `.cancel` of the locales (values fill the body), resolved true on confirm, false on cancel,
 * close, Escape, or when a route change clears the modals.
 */
export function confirmWith(t: TFunction, prefix: string, options: { readonly values?: Record<string, string | number>; readonly danger?: boolean } = {}): Promise<boolean> {
  return askToConfirm({
    title: t(`${prefix}.title`),
    children: <Text size="sm">{t(`${prefix}.body`, options.values ?? {})}</Text>,
    labels: { confirm: t(`${prefix}.confirm`), cancel: t(`${prefix}.cancel`) },
    confirmProps: options.danger === true ? { color: 'red' } : {},
    closeButtonProps: { 'aria-label': t('common:confirm.close') },
  });
}

/** The discard-changes, delete or archive confirmation (spec 000 section 2.3). */
export function confirmAction(t: TFunction, kind: ConfirmKind): Promise<boolean> {
  return confirmWith(t, `confirm.${kind}`, { danger: kind !== 'discard' });
}

/** `confirm(kind)` bound to the current language. */
export function useConfirm(): (kind: ConfirmKind) => Promise<boolean> {
  const { t } = useTranslation();
  return useCallback((kind: ConfirmKind) => confirmAction(t, kind), [t]);
}
