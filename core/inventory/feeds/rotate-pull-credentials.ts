import { resealAll, sealAgain, type Resealer, type RotationReport } from '../../shared/key-rotation';
import type { FeedPullRepository } from './feed-pull';

/**
 * Key rotation of the scheduled pulls' credentials, sealed with the credit fields' key: each
 * store's credentials of an older key are sealed again with the current one, in batches, only if
 * unchanged since read (a store saving new ones meanwhile is skipped: they use the current key).
 * Without it, once the old key is dropped, the pull fails with `pull.credentials_unreadable`.
 */
export async function rotatePullCredentials(deps: { readonly pulls: FeedPullRepository; readonly cipher: Resealer }, batch = 100): Promise<RotationReport> {
  const { pulls, cipher } = deps;
  return resealAll({
    find: (n) => pulls.credentialsSealedWithOtherKey(cipher.currentKeyId, n),
    key: (s) => String(s.dealershipId),
    write: (s) => pulls.resealCredentials(s.dealershipId, s.credentials, sealAgain(cipher, s.credentials)),
  }, batch);
}
