import * as E from 'fp-ts/Either';
import { BehaviorSubject, type Observable } from 'rxjs';
import { textIn, type BilingualText } from '@dealer-panel/core/stores/disclosures';
import type { DisclosuresPort } from './disclosures-port';

/**
 * The worksheet's footer: the store's pricing disclosure, in the session's language or the other
 * one when that is empty; null (nothing shown) while loading, when empty or when the call failed.
 */
export function createPricingFooterViewModel(port: Pick<DisclosuresPort, 'pricingFooter'>) {
  const text = new BehaviorSubject<BilingualText | null>(null);
  return {
    text$: text.asObservable() as Observable<BilingualText | null>,
    async start(): Promise<void> {
      try {
        const answer = await port.pricingFooter();
        if (E.isRight(answer) && !text.closed) text.next(answer.right);
      } catch {
        // A footer that cannot load leaves the worksheet as it is.
      }
    },
    dispose(): void {
      text.complete();
    },
  };
}

/** The footer's text in `language` (falling back to the other), or null when there is none. */
export function footerText(text: BilingualText | null, language: 'en' | 'fr'): string | null {
  if (text === null) return null;
  const shown = textIn(text, language);
  return shown === '' ? null : shown;
}

export type PricingFooterViewModel = ReturnType<typeof createPricingFooterViewModel>;
