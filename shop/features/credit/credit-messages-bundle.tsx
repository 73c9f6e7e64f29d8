import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import enCA from '../../../locales/en-CA/shop-credit.json';
import enUS from '../../../locales/en-US/shop-credit.json';
import frCA from '../../../locales/fr-CA/shop-credit.json';

/** The namespace of the customer's credit form. */
export const NAMESPACE = 'shop-credit';
const BUNDLES = { en_CA: enCA, en_US: enUS, fr_CA: frCA } as const;

/**
 * Gives the app's i18next the credit form's messages before the form draws. They ship with the
 * form's own code (the shop loads it with its route), so that the form needs no translation request
 * and the dealer panel's locale route stays the dealer's.
 */
export function WithCreditMessages({ children }: { readonly children: ReactNode }) {
  const { i18n } = useTranslation();
  for (const [lng, messages] of Object.entries(BUNDLES)) {
    if (!i18n.hasResourceBundle(lng, NAMESPACE)) i18n.addResourceBundle(lng, NAMESPACE, messages, true, true);
  }
  return children;
}
