import type { i18n as I18n } from 'i18next';
import type { ServiceIdentifier } from 'inversify';
import type { KeyValueStorage } from '../../adapters/di/tokens';
import type { DealPort } from './deal-port';
import type { DealViewModel } from './deal-view-model';

/** The customer app's own tokens (bound in shop/app/shop-module.ts); features add theirs beside their module. */
export const ShopTokens = {
  i18n: Symbol('shop.i18n') as ServiceIdentifier<I18n>,
  dealPort: Symbol('shop.dealPort') as ServiceIdentifier<DealPort>,
  /** A deal's view model, per link token. */
  deal: Symbol('shop.deal') as ServiceIdentifier<(token: string) => DealViewModel>,
  /** Where the customer's language choice is kept (the tab's session storage). */
  storage: Symbol('shop.storage') as ServiceIdentifier<KeyValueStorage>,
} as const;
