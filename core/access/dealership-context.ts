import type { Dealership } from './dealership';
import type { SessionContext } from './session-context';

/** A verified session whose dealership is chosen: what every dealership-scoped use case runs for. */
export type DealershipContext = SessionContext & { readonly dealership: Dealership };
