import type { ServiceIdentifier } from 'inversify';
import type { ShopDocumentsPort } from './documents-port';
import type { ShopDocumentsViewModel } from './documents-view-model';

export const ShopDocumentsTokens = {
  port: Symbol('shop.documents.port') as ServiceIdentifier<ShopDocumentsPort>,
  /** The deal's documents task, per token and deal. */
  documents: Symbol('shop.documents.viewModel') as ServiceIdentifier<(token: string, orderId: number) => ShopDocumentsViewModel>,
} as const;
