import * as E from 'fp-ts/Either';
import type { i18n as I18n } from 'i18next';
import type { CallRoute } from '../../../adapters/di/tokens';
import type { PaymentSettingsBody } from '../../../adapters/http/contract/payments/payments';
import type { CustomCopyBody } from '../../../adapters/http/contract/stores/stores';
import { LOCALES } from '../i18n';

/** The i18next namespace of the dealer's own copy: `t('custom:<key>', { defaultValue })`. */
export const CUSTOM_COPY_NAMESPACE = 'custom';

type CustomCopy = CustomCopyBody['custom_copy'];

/** The dealer's copy as i18next resources: English for en_CA and en_US, French for fr_CA. */
export function applyCustomCopy(i18n: Pick<I18n, 'addResourceBundle' | 'removeResourceBundle'>, copy: CustomCopy): void {
  for (const locale of LOCALES) {
    const side = locale.startsWith('fr') ? 'fr' : 'en';
    const messages = Object.fromEntries(Object.entries(copy).map(([key, text]) => [key, text[side]]).filter(([, text]) => text !== ''));
    i18n.removeResourceBundle(locale, CUSTOM_COPY_NAMESPACE);
    i18n.addResourceBundle(locale, CUSTOM_COPY_NAMESPACE, messages, false, true);
  }
}

/**
 * What the guards load for a signed-in user with a dealership (spec 000 section 2.2): the
 * dealer's custom copy (step 1) and the financing settings (step 2), once per dealership. A
 * failure leaves the copy as bundled and the settings null: no page is blocked by either.
 */
export function createDealerStartup(call: CallRoute) {
  let loaded: { readonly dealershipId: number; readonly copy: CustomCopy; readonly financing: PaymentSettingsBody | null } | null = null;
  let pending: { readonly dealershipId: number; readonly done: Promise<void> } | null = null;
  const read = async <A>(run: () => ReturnType<CallRoute>): Promise<A | null> => {
    try {
      const answer = await run();
      return E.isRight(answer) ? (answer.right as A) : null;
    } catch {
      return null;
    }
  };
  return {
    async load(dealershipId: number, i18n: Pick<I18n, 'addResourceBundle' | 'removeResourceBundle'>): Promise<void> {
      if (loaded?.dealershipId === dealershipId) return;
      if (pending?.dealershipId !== dealershipId) {
        const done = (async () => {
          // The contract's codecs come with the first signed-in navigation, not with the sign-in page.
          const [{ storeRoutes }, { paymentRoutes }] = await Promise.all([
            import('../../../adapters/http/contract/stores/stores-routes'), import('../../../adapters/http/contract/payments/payment-routes'),
          ]);
          const [copy, financing] = await Promise.all([
            read<CustomCopyBody>(() => call(storeRoutes.customCopy, { authRedirect: false })),
            read<PaymentSettingsBody>(() => call(paymentRoutes.financingSettings, { params: { id: dealershipId }, authRedirect: false })),
          ]);
          applyCustomCopy(i18n, copy?.custom_copy ?? {});
          loaded = { dealershipId, copy: copy?.custom_copy ?? {}, financing };
        })().finally(() => { pending = null; });
        pending = { dealershipId, done };
      }
      await pending?.done;
    },
    /** The financing settings of the session's dealership, once the guards loaded them. */
    financingSettings: (): PaymentSettingsBody | null => loaded?.financing ?? null,
    customCopy: (): CustomCopy => loaded?.copy ?? {},
  };
}

export type DealerStartup = ReturnType<typeof createDealerStartup>;
