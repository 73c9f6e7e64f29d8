import { ContainerModule } from 'inversify';
import { WebTokens } from '../../../../adapters/di/tokens';
import { galleryPort } from './gallery-binding';
import { GalleryTokens } from './gallery-tokens';

/** The public gallery's port (gallery-binding.ts), bound at start with the sign-in pages' ports. */
export const galleryModule = new ContainerModule(({ bind }) => {
  bind(GalleryTokens.port).toDynamicValue((ctx) => galleryPort(ctx.get(WebTokens.api).call));
});
