import { createContext, useContext } from 'react';
import type { ReactNode } from 'react';
import type { CustomerTasksResponse } from '../../adapters/http/contract/customers/shop';

/** The deal the customer's pages are about: the link's token (their credential), the deal, a way to read it again. */
export interface ShopDeal {
  readonly token: string;
  readonly deal: CustomerTasksResponse;
  readonly reload: () => Promise<void>;
}

const DealContext = createContext<ShopDeal | null>(null);

export function DealProvider({ value, children }: { readonly value: ShopDeal; readonly children: ReactNode }) {
  return <DealContext.Provider value={value}>{children}</DealContext.Provider>;
}

/** The deal of the page (shop/app/deal-route.tsx provides it to every page under /deal/:token). */
export function useShopDeal(): ShopDeal {
  const deal = useContext(DealContext);
  if (deal === null) throw new Error('useShopDeal outside a deal page');
  return deal;
}
