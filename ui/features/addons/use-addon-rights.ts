import { useMemo } from 'react';
import { canEditAddons } from '@dealer-panel/core/addons/addon-rules';
import { UiTokens } from '../../shared/ui-tokens';
import { toActor } from '../../shared/session/user-rights';
import { useInjection } from '../../shared/di';
import { useObservable } from '../../shared/use-observable';

/** Whether the signed-in user may change add-ons (corporate-kind users only look); the server checks again. */
export function useAddonRights(): { readonly edit: boolean } {
  const session = useInjection(UiTokens.session);
  const { user } = useObservable(session.state$, session.snapshot());
  return useMemo(() => ({ edit: user !== null && canEditAddons(toActor(user)) }), [user]);
}
