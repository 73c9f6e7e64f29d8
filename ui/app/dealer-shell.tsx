import { ModalsHost } from '../shared/modals';
import { DealerLayout } from './layout/dealer-layout';

/**
 * The dealer layout and the modals' host: only the dealer pages ask for confirmations, and the
 * modal code downloads when the first one is asked for (issue 34), not with the page.
 */
export function DealerShell() {
  return (
    <>
      <DealerLayout />
      <ModalsHost />
    </>
  );
}
