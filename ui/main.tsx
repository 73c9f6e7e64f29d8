import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createWebContainer } from '../adapters/di/web';
import { App } from './app/app';
import { uiModule } from './app/ui-module';
import { accessModule } from './features/access/access-module';
import { galleryModule } from './features/trade-ins/gallery/gallery-module';

// The one UI file that sees the web container: it composes the adapters with the UI's bindings.
const container = createWebContainer([uiModule, accessModule, galleryModule]);

// The dealer pages' view models arrive with their chunk, once, before the dealer layout renders
// (issue 10.5: the sign-in pages do not download them). A failed download may be tried again.
let dealerModules: Promise<void> | undefined;
const loadDealerModules = () => {
  dealerModules ??= import('./app/dealer-modules').then(
    (chunk) => { container.load(...chunk.dealerModules); },
    (error: unknown) => { dealerModules = undefined; throw error; },
  );
  return dealerModules;
};

const element = document.getElementById('root');
if (element) createRoot(element).render(<StrictMode><App container={container} dealerModules={loadDealerModules} /></StrictMode>);
