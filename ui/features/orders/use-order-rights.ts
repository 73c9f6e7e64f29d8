import { useMemo } from 'react';
import { can } from '@dealer-panel/core/access/corporate-restrictions';
import { toActor } from '../../shared/session/user-rights';
import { UiTokens } from '../../shared/ui-tokens';
import { useInjection } from '../../shared/di';
import { useObservable } from '../../shared/use-observable';

/** What the signed-in user may do on a customer's deals (spec 000 section 6: corporate users may look, not act). */
export interface OrderRights {
  readonly addOrder: boolean;
  /** Send the deal's link to the customer (the invitation right, as on the customer record). */
  readonly sendInvitation: boolean;
  /** Open the customer's view of a deal (login_as_customer/; corporate users may not). */
  readonly viewAsCustomer: boolean;
  /** The user's dealership's country, for money and phone formats. */
  readonly country: 'CA' | 'US';
}

/** The signed-in user's rights on deals: the same policy (core) the customer record's rights read. */
export function useOrderRights(): OrderRights {
  const session = useInjection(UiTokens.session);
  const { user } = useObservable(session.state$, session.snapshot());
  return useMemo(() => {
    const actor = user === null ? null : toActor(user);
    return {
      addOrder: actor !== null && can(actor, 'add_order'),
      sendInvitation: actor !== null && can(actor, 'send_invitation_link'),
      viewAsCustomer: actor !== null && can(actor, 'login_as_customer'),
      country: user?.dealership?.country ?? 'CA',
    };
  }, [user]);
}
