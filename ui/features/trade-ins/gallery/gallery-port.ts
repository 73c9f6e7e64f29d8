import type { PublicGalleryResponse } from '../../../../adapters/http/contract/trade-ins/gallery';
import type { Answer } from '../../../shared/answer';

/** The shared gallery over HTTP, without a session (bound in gallery-module.ts). */
export interface GalleryPort {
  load(token: string): Answer<PublicGalleryResponse>;
}
