import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { ARCHIVE_REASONS } from '@dealer-panel/core/customers/archive-reasons';
import { UiTokens } from './ui-tokens';
import { useInjection } from './di';
import type { ArchiveChoice, ArchiveDialogOptions } from './archive-choice';
import { lazyPart } from './lazy-part';

export type { ArchiveDialogOptions } from './archive-choice';

// The dialog (its selects) downloads when it is first opened, or before (prefetchArchiveDialog): issue 34 item 2.
const form = lazyPart(() => import('./archive-dialog.part'));
/** Starts the archive dialog's download (a list with rows chosen, before its Archive button is pressed). */
export const prefetchArchiveDialog = form.prefetch;

/** `archive(options)` in the current language, offering static data's reasons (the core's list until static data is read). */
export function useArchiveDialog(): (options: Omit<ArchiveDialogOptions, 'reasons'>) => Promise<ArchiveChoice | null> {
  const { t } = useTranslation();
  const session = useInjection(UiTokens.session);
  return useCallback(async (options) => {
    const reasons = (await session.staticData().catch(() => null))?.archive_reasons ?? [];
    const { openArchiveDialog } = await form.load();
    return openArchiveDialog(t, { ...options, reasons: reasons.length > 0 ? reasons : ARCHIVE_REASONS });
  }, [t, session]);
}
