import { Container } from 'inversify';
import type { ContainerModule } from 'inversify';
import { asyncScheduler } from 'rxjs';
import { createBrowserApi } from './browser-api';
import { WebTokens } from './tokens';

/**
 * The browser's composition root. `modules` are the UI's bindings (view-model factories, the
 * session store): ui/main.tsx, the one UI file allowed to import this one, passes them in, because
 * adapters may not import ui.
 */
export function createWebContainer(modules: readonly ContainerModule[] = []): Container {
  const container = new Container({ defaultScope: 'Singleton' });
  const { api, notices, redirects } = createBrowserApi();
  container.bind(WebTokens.api).toConstantValue(api);
  container.bind(WebTokens.httpNotices).toConstantValue(notices);
  container.bind(WebTokens.authRedirects).toConstantValue(redirects);
  container.bind(WebTokens.sessionStorage).toConstantValue(window.sessionStorage);
  container.bind(WebTokens.scheduler).toConstantValue(asyncScheduler);
  container.load(...modules);
  return container;
}
