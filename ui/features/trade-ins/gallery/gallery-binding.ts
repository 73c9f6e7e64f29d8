import type { CallRoute } from '../../../../adapters/di/tokens';
import { galleryRoutes } from '../../../../adapters/http/contract/trade-ins/gallery-routes';
import type { GalleryPort } from './gallery-port';

/**
 * The public gallery's port: no session, so no sign-in redirect either (a 404 is the page's to show).
 * Downloaded with the gallery page, not with the other pages' script: the panel's container loads its
 * module with the page (gallery-module.ts, ui/app/feature-modules.ts), the standalone sign-in pages
 * import this file when they open the gallery (issue 34).
 */
export function galleryPort(call: CallRoute): GalleryPort {
  return {
    load: (token) => call(galleryRoutes.publicGallery, { params: { token }, authRedirect: false }),
  };
}
