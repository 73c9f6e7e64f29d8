import type { FormProblem } from './form-problem';

/** A screen's data on its way. */
export type Loading = { readonly kind: 'loading' };
/** A screen's data that could not be read: the problem to show (null when the client already acted), and a retry. */
export type LoadFailed = { readonly kind: 'failed'; readonly problem: FormProblem | null };
