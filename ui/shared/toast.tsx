import { Button, Group, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { TFunction } from 'i18next';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

export type ToastKind = 'success' | 'info' | 'error';

/** Spec 000 section 9: 4 s by default, 5 s for error and network toasts. */
export const TOAST_MS = { default: 4000, long: 5000, action: 10000 } as const;
const COLORS: Record<ToastKind, string> = { success: 'teal', info: 'blue', error: 'red' };

export interface ToastOptions {
  readonly kind: ToastKind;
  /** A key of common.json. */
  readonly message: string;
  readonly values?: Record<string, string | number>;
  /** Same id = the same toast replaced, not stacked (the retrying toast). */
  readonly id?: string;
  readonly long?: boolean;
  /** A second button (a key of common.json and what it does), such as "Undo"; the toast then stays 10 s. */
  readonly action?: { readonly label: string; readonly onClick: () => void };
}

/** Shows a toast with the "OK, thanks" button; usable outside React (guards, client notices). */
export function showToast(t: TFunction, options: ToastOptions): void {
  const id = options.id ?? `toast-${Math.random().toString(36).slice(2)}`;
  const long = options.long ?? (options.kind === 'error');
  const data = {
    id,
    color: COLORS[options.kind],
    autoClose: options.action ? TOAST_MS.action : long ? TOAST_MS.long : TOAST_MS.default,
    withCloseButton: false,
    role: options.kind === 'error' ? 'alert' : 'status',
    message: (
      <Group justify="space-between" wrap="nowrap" gap="sm">
        {/* The message wraps; the button keeps its whole label ("OK, merci" was cut to "OK, me"). */}
        <Text size="sm" style={{ flex: 1, minWidth: 0 }}>{t(options.message, options.values ?? {})}</Text>
        {options.action && (
          <Button size="compact-xs" variant="filled" style={{ flexShrink: 0 }} onClick={() => { notifications.hide(id); options.action?.onClick(); }}>
            {t(options.action.label)}
          </Button>
        )}
        <Button size="compact-xs" variant="subtle" style={{ flexShrink: 0 }} onClick={() => notifications.hide(id)}>
          {t('toast.ok_thanks')}
        </Button>
      </Group>
    ),
  } as const;
  // A repeated id refreshes the toast on screen instead of stacking a copy (show ignores known ids).
  if (options.id) notifications.update(data);
  notifications.show(data);
}

export function useToast() {
  const { t } = useTranslation();
  return useMemo(
    () => ({
      success: (message: string, values?: Record<string, string | number>) => showToast(t, { kind: 'success', message, ...(values ? { values } : {}) }),
      info: (message: string, values?: Record<string, string | number>) => showToast(t, { kind: 'info', message, ...(values ? { values } : {}) }),
      error: (message: string, values?: Record<string, string | number>) => showToast(t, { kind: 'error', message, ...(values ? { values } : {}) }),
    }),
    [t],
  );
}
