import { useCallback } from 'react';
import { DEALER_BASE_PATH } from '@dealer-panel/core/access/routes';
import { useConfirm } from '../confirm';
import { useInjection } from '../di';
import { paths } from '../paths';
import { UiTokens } from '../ui-tokens';
import { hasDirtyForm, leaveWithoutPrompt } from '../use-dirty-form-guard';

/**
 * Logout clears all state and may go to a returned address (spec 000 section 2.1). The tab then
 * loads that address afresh (the sign-in page by default): nothing the previous user saw stays in
 * memory, and no in-app navigation can be left pending. A form with unsaved changes asks first,
 * before the session ends.
 */
export function useSignOut(): () => Promise<void> {
  const session = useInjection(UiTokens.session);
  const memory = useInjection(UiTokens.signInMemory);
  const confirm = useConfirm();
  return useCallback(async () => {
    if (hasDirtyForm() && !(await confirm('discard'))) return;
    const redirectUrl = await session.signOut();
    memory.forget();
    leaveWithoutPrompt();
    window.location.assign(redirectUrl ?? `${DEALER_BASE_PATH}${paths.login()}`);
  }, [session, memory, confirm]);
}
