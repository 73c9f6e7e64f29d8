import * as E from 'fp-ts/Either';
import { useEffect, useState } from 'react';
import { useInjection } from '../../shared/di';
import { CustomerTokens } from './customer-tokens';
import type { AssignableUser } from './wire-types';

/** The users a customer may be assigned to (assignable_dealer_users/), when `enabled`; null until read or when not. */
export function useAssignableUsers(enabled: boolean): readonly AssignableUser[] | null {
  const port = useInjection(CustomerTokens.assignableUsers);
  const [users, setUsers] = useState<readonly AssignableUser[] | null>(null);
  useEffect(() => {
    if (!enabled) return;
    let active = true;
    port.list().then(
      (answer) => { if (active && E.isRight(answer)) setUsers(answer.right); },
      () => undefined,
    );
    return () => {
      active = false;
    };
  }, [port, enabled]);
  return enabled ? users : null;
}
