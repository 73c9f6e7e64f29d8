import { ContainerModule } from 'inversify';
import { WebTokens } from '../../../../adapters/di/tokens';
import { galleryPort } from './gallery-binding';
import { GalleryTokens } from './gallery-tokens';

/** The public gallery's port (gallery-binding.ts), loaded with the gallery page (ui/app/feature-modules.ts). */
export const galleryModule = new ContainerModule(({ bind }) => {
  bind(GalleryTokens.port).toDynamicValue((ctx) => galleryPort(ctx.get(WebTokens.api).call));
});
