import { ContainerModule } from 'inversify';
import { WebTokens } from '../../../../adapters/di/tokens';
import type { GalleryPort } from './gallery-port';
import { GalleryTokens } from './gallery-tokens';

/**
 * The public gallery's port: no session, so no sign-in redirect either (a 404 is the page's to show).
 * The gallery's contract comes with the first call, not with the sign-in pages' script (this module
 * is bound at start, so that script would otherwise carry the gallery's codecs and the trade-in's slots).
 */
export const galleryModule = new ContainerModule(({ bind }) => {
  bind(GalleryTokens.port).toDynamicValue((ctx): GalleryPort => {
    const { call } = ctx.get(WebTokens.api);
    return {
      load: async (token) => {
        const { galleryRoutes } = await import('../../../../adapters/http/contract/trade-ins/gallery-routes');
        return call(galleryRoutes.publicGallery, { params: { token }, authRedirect: false });
      },
    };
  });
});
