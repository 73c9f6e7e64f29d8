import * as E from 'fp-ts/Either';
import { useEffect, useState } from 'react';
import { accessRoutes } from '../../../adapters/http/contract/access-routes';
import { WebTokens } from '../../../adapters/di/tokens';
import { useInjection } from '../../shared/di';
import type { AssignableUser } from './wire-types';

/** The users a customer may be assigned to (assignable_dealer_users/), when `enabled`; null until read or when not. */
export function useAssignableUsers(enabled: boolean): readonly AssignableUser[] | null {
  const { call } = useInjection(WebTokens.api);
  const [users, setUsers] = useState<readonly AssignableUser[] | null>(null);
  useEffect(() => {
    if (!enabled) return;
    let active = true;
    call(accessRoutes.assignableDealerUsers).then(
      (answer) => { if (active && E.isRight(answer)) setUsers(answer.right); },
      () => undefined,
    );
    return () => {
      active = false;
    };
  }, [call, enabled]);
  return enabled ? users : null;
}
