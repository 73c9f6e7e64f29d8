import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { useInjection } from '../../shared/di';
import { paths, safeInternalPath } from '../../shared/paths';
import { UiTokens } from '../ui-tokens';

/** Logout clears all state (the user, what the tab remembered) and may go to a returned address. */
export function useSignOut(): () => Promise<void> {
  const session = useInjection(UiTokens.session);
  const memory = useInjection(UiTokens.signInMemory);
  const navigate = useNavigate();
  return useCallback(async () => {
    const redirectUrl = await session.signOut();
    memory.forget();
    if (redirectUrl && safeInternalPath(redirectUrl) === null) return window.location.assign(redirectUrl);
    await navigate(paths.login());
  }, [session, memory, navigate]);
}
