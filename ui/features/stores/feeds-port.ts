import type { InventoryFeedBody } from '../../../adapters/http/contract/inventory/inventory-feeds';
import type { Answer } from '../../shared/answer';

/** The store's published inventory feeds over HTTP (bound in feeds-module.ts). */
export interface FeedsPort {
  list(): Answer<{ readonly results: readonly InventoryFeedBody[] }>;
  /** A 400 names the fields to fix; the URL comes back this once. */
  create(label: string): Answer<{ readonly feed: InventoryFeedBody; readonly url: string }>;
  revoke(id: number): Answer<InventoryFeedBody>;
}
