import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createShopWebContainer } from '../adapters/di/shop-web';
import { ShopApp } from './app/shop-app';
import { shopModule } from './app/shop-module';
import { creditApplicationModule } from './features/credit/credit-application-module';
import { quotesModule } from './features/quotes/quotes-module';
import { tradeInModule } from './features/trade-ins/trade-in-module';
import { appointmentModule } from './features/appointments/appointment-module';
import { documentsModule } from './features/documents/documents-module';
import { depositModule } from './features/deposits/deposit-module';
import { dealAddonsModule } from './features/addons/deal-addons-module';

// The one shop file that sees its web container: it composes the adapters with the shop's bindings.
const container = createShopWebContainer([shopModule, quotesModule, creditApplicationModule, tradeInModule, appointmentModule, documentsModule, depositModule, dealAddonsModule]);

const element = document.getElementById('root');
if (element) createRoot(element).render(<StrictMode><ShopApp container={container} /></StrictMode>);
