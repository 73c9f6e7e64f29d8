import { useMemo } from 'react';
import type { UserBody } from '../../../adapters/http/contract/access/access';
import { canManageFeesAndDiscounts } from '@dealer-panel/core/fees/fees-and-discounts-access';
import { storeLanguageOf, type StoreLanguage } from '@dealer-panel/core/fees/fee-form';
import { UiTokens } from '../../shared/ui-tokens';
import { toActor, toDealershipFlags } from '../../shared/session/user-rights';
import { useInjection } from '../../shared/di';
import { useObservable } from '../../shared/use-observable';

/** Whether the user may change fees and discounts: spec 002 section 6, and never a corporate-kind user (the server's rule). */
export function mayEditFees(user: UserBody | null): boolean {
  if (user === null) return false;
  const actor = toActor(user);
  return !actor.isCorporate && canManageFeesAndDiscounts(actor, toDealershipFlags(user));
}

export function useFeeRights(): { readonly mayEdit: boolean; readonly country: 'CA' | 'US'; readonly storeLanguage: StoreLanguage } {
  const session = useInjection(UiTokens.session);
  const { user } = useObservable(session.state$, session.snapshot());
  return useMemo(() => ({
    mayEdit: mayEditFees(user), country: user?.dealership?.country ?? 'CA', storeLanguage: storeLanguageOf(user?.dealership?.default_language ?? 'en_CA'),
  }), [user]);
}
