import type { CallRoute } from '../../../../adapters/di/tokens';
import type { GalleryPort } from './gallery-port';

/**
 * The public gallery's port: no session, so no sign-in redirect either (a 404 is the page's to show).
 * The gallery's contract comes with the first call, not with the sign-in pages' script. Bound in the
 * panel's container (gallery-module.ts) and by the standalone sign-in pages (issue 34).
 */
export function galleryPort(call: CallRoute): GalleryPort {
  return {
    load: async (token) => {
      const { galleryRoutes } = await import('../../../../adapters/http/contract/trade-ins/gallery-routes');
      return call(galleryRoutes.publicGallery, { params: { token }, authRedirect: false });
    },
  };
}
