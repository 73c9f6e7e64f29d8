import type { Either } from 'fp-ts/Either';
import type { HttpProblem } from '../../adapters/di/tokens';

/**
 * What a feature port's call answers, as the HTTP client does: Right with the server's body, Left
 * with its problem (field errors on a 400; `handled` when the client already acted on it). It
 * rejects when nothing usable came back (no answer, an undecodable body, a 5xx after the retries).
 */
export type Answer<A> = Promise<Either<HttpProblem, A>>;
