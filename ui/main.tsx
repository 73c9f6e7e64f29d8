import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createWebContainer } from '../adapters/di/web';
import { App } from './app/app';
import { uiModule } from './app/ui-module';
import { customersModule } from './features/customers/customers-module';
import { ordersModule } from './features/orders/orders-module';
import { feesModule } from './features/fees/fees-module';

// The one UI file that sees the web container: it composes the adapters with the UI's bindings.
import { addonsModule } from './features/addons/addons-module';
const container = createWebContainer([uiModule, customersModule, ordersModule, feesModule, addonsModule]);
const element = document.getElementById('root');
if (element) createRoot(element).render(<StrictMode><App container={container} /></StrictMode>);
