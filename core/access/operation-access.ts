import type { Forbidden } from '../shared/errors';
import type { DealershipContext } from './dealership-context';

/**
 * Who may call an operation at all, from the session alone (role, corporate kind, the user's
 * permissions, the store's flags): the refusal, or null. It reads nothing the request sends, so
 * a driving adapter can ask it before it looks at the input: a role that may not act learns that
 * (403) before anything about its body (400). The use case keeps its own check, the same rule and
 * any finer one (whose record it is); this is never the only check.
 */
export type OperationAccess = (ctx: DealershipContext) => Forbidden | null;
