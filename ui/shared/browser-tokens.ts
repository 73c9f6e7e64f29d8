import { WebTokens } from '../../adapters/di/tokens';

/**
 * The web container's tokens that components and hooks may resolve: all of WebTokens but `api`.
 * The HTTP client is reached through a feature's port, bound in its `*-module.ts` or written in an
 * `http-*.ts` file, the only UI files allowed to import WebTokens (.dependency-cruiser.cjs).
 */
export const BrowserTokens = {
  httpNotices: WebTokens.httpNotices,
  authRedirects: WebTokens.authRedirects,
  sessionStorage: WebTokens.sessionStorage,
  scheduler: WebTokens.scheduler,
} as const;
