import type { ServiceIdentifier } from 'inversify';
import type { GalleryPort } from './gallery-port';

/** Tokens of the public gallery (bound in gallery-module.ts, with the sign-in pages' ports). */
export const GalleryTokens = {
  port: Symbol('galleryPort') as ServiceIdentifier<GalleryPort>,
} as const;
