import { useMemo } from 'react';
import type { DealerRole } from '@dealer-panel/core/access/role';
import { mayEditMember, mayGrantPermissions, mayManageStaff, roleChoices } from '@dealer-panel/core/people/users/user-admin-policy';
import type { Locale } from '../../../../adapters/http/contract/common';
import { UiTokens } from '../../../shared/ui-tokens';
import { toActor } from '../../../shared/session/user-rights';
import { useInjection } from '../../../shared/di';
import { useObservable } from '../../../shared/use-observable';

export interface UserRights {
  readonly meId: number | null;
  readonly mayManage: boolean;
  readonly mayGrantPermissions: boolean;
  readonly mayEdit: (role: DealerRole) => boolean;
  readonly roleChoices: (current: DealerRole | null) => readonly DealerRole[];
  readonly country: 'CA' | 'US';
  readonly storeLanguage: Locale;
  readonly storeName: string;
}

/** The server's users policy (core/people/users/user-admin-policy.ts) for the signed-in user, for instant feedback only. */
export function useUserRights(): UserRights {
  const session = useInjection(UiTokens.session);
  const { user } = useObservable(session.state$, session.snapshot());
  return useMemo(() => {
    const actor = user === null ? null : toActor(user);
    return {
      meId: user?.id ?? null,
      mayManage: actor !== null && mayManageStaff(actor),
      mayGrantPermissions: actor !== null && mayGrantPermissions(actor),
      mayEdit: (role: DealerRole) => actor !== null && mayEditMember(actor, role),
      roleChoices: (current: DealerRole | null) => (actor === null ? [] : roleChoices(actor, current)),
      country: user?.dealership?.country ?? 'CA',
      storeLanguage: user?.dealership?.default_language ?? 'en_CA',
      storeName: user?.dealership?.name ?? '',
    };
  }, [user]);
}
