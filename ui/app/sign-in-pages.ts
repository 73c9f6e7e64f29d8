import type { ComponentType } from 'react';
import { asyncScheduler } from 'rxjs';
import type { RouteName } from '@dealer-panel/core/access/route-name';
import { ROUTES } from '@dealer-panel/core/access/routes';
import type { CallRoute } from '../../adapters/di/tokens';
import { AccessTokens } from '../features/access/access-tokens';
import { LoginPage } from '../features/access/login-page';
import { SecondFactorToken } from '../shared/second-factors/second-factor-port';
import { guardLoader, type GuardDeps } from './guards/guard-loader';
import type { SignInResolver } from './sign-in-resolver';
import type { SignInRoute } from './sign-in-router';

/**
 * The pages a person reaches before the panel (issue 34), each with the panel's guard: the login
 * page in the entry; verification, the password reset and the public trade-in gallery each in a
 * chunk of its own, which binds its ports in the resolver when it loads (the same bindings as the
 * panel's access-module.ts and gallery-module.ts).
 */
export function signInPages(resolver: SignInResolver, call: CallRoute, deps: GuardDeps): SignInRoute[] {
  const page = (name: RouteName, load: () => Promise<ComponentType>): SignInRoute => ({ name, pattern: ROUTES[name].path, guard: guardLoader(name, deps), page: load });
  return [
    page('login', () => Promise.resolve(LoginPage)),
    page('verification', async () => {
      const [{ VerificationPage }, bindings] = await Promise.all([
        import('../features/access/verification-page'), import('../features/access/access-bindings'), import('./sign-in-verification-styles'),
        // Its second factors' messages (the panel's security.json), before it draws.
        deps.i18n.loadNamespaces('security'),
      ]);
      resolver.provide(AccessTokens.verificationViewModel, bindings.verificationViewModelFactory(call, asyncScheduler));
      resolver.provide(SecondFactorToken, bindings.secondFactorPort(call));
      resolver.provide(AccessTokens.passkeySignIn, bindings.passkeySignInPort(call));
      return VerificationPage;
    }),
    page('reset-password', async () => {
      const [{ ResetPasswordPage }, bindings] = await Promise.all([import('../features/access/reset-password-page'), import('../features/access/access-bindings')]);
      resolver.provide(AccessTokens.passwordReset, bindings.passwordResetPort(call));
      return ResetPasswordPage;
    }),
    page('gallery', async () => {
      const [{ GalleryPage }, { galleryPort }, { GalleryTokens }] = await Promise.all([
        import('../features/trade-ins/gallery/gallery-page'), import('../features/trade-ins/gallery/gallery-binding'), import('../features/trade-ins/gallery/gallery-tokens'),
        import('./sign-in-gallery-styles'),
      ]);
      resolver.provide(GalleryTokens.port, galleryPort(call));
      return GalleryPage;
    }),
  ];
}

