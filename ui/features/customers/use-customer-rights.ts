import { useMemo } from 'react';
import { UiTokens } from '../../shared/ui-tokens';
import { useInjection } from '../../shared/di';
import { useObservable } from '../../shared/use-observable';
import type { CustomerRights } from './rights';
import { rightsOf } from './rights';

/** The signed-in user's rights on customers, and their dealership's country. */
export function useCustomerRights(): CustomerRights & { readonly country: 'CA' | 'US' } {
  const session = useInjection(UiTokens.session);
  const { user } = useObservable(session.state$, session.snapshot());
  return useMemo(() => ({ ...rightsOf(user), country: user?.dealership?.country ?? 'CA' }), [user]);
}
