import type { FieldErrors } from './validation';

/** Business errors shared by the dealership use cases; the server maps each `_tag` to its answer. */
export type InvalidInput = { readonly _tag: 'InvalidInput'; readonly errors: FieldErrors };
/** A bad list parameter: `errors` names the parameter. */
export type InvalidQuery = { readonly _tag: 'InvalidQuery'; readonly errors: FieldErrors };
/** Not allowed for this user (corporate-kind users, roles without the right). */
export type Forbidden = { readonly _tag: 'Forbidden'; readonly action: string };
/** Unknown id, or another dealership's: the two are never told apart. */
export type NotFound = { readonly _tag: 'NotFound' };

export const invalidInput = (errors: FieldErrors): InvalidInput => ({ _tag: 'InvalidInput', errors });
export const forbidden = (action: string): Forbidden => ({ _tag: 'Forbidden', action });
export const notFound: NotFound = { _tag: 'NotFound' };
