import type { GalleryShareResponse, PictureBody, PictureSlotsResponse } from '../../../adapters/http/contract/trade-ins/gallery';
import type { Answer } from '../answer';

/**
 * One trade-in's picture slots over HTTP: the dealer's calls (by trade-in id) or the customer's (by
 * the deal and its link's token), bound by each app's module. `share` only for the dealer.
 */
export interface PictureSlotsPort {
  list(): Answer<PictureSlotsResponse>;
  upload(slot: string, file: File, onProgress: (fraction: number) => void): Answer<PictureBody>;
  remove(slot: string): Answer<unknown>;
  /** A new gallery link to share (no sign-in, 7 days), with the slots. */
  share?(): Answer<GalleryShareResponse>;
}
