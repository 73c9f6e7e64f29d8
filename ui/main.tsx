import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createWebContainer } from '../adapters/di/web';
import { App } from './app/app';
import { createFeatureModuleLoader } from './app/feature-modules';
import { uiModule } from './app/ui-module';

// The one UI file that sees the web container: it composes the adapters with the UI's bindings.
const container = createWebContainer([uiModule]);

// Every page's view models arrive with the first page that uses them (issues 10.5 and 34: the
// customer list downloads only the customers', a dealer page none of the sign-in pages'), each loaded once.
const featureModules = createFeatureModuleLoader(container);

const element = document.getElementById('root');
if (element) createRoot(element).render(<StrictMode><App container={container} featureModules={featureModules} /></StrictMode>);
