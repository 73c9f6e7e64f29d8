import type { CallRoute } from '../../../../adapters/di/tokens';
import { paymentRoutes as R } from '../../../../adapters/http/contract/payments/payment-routes';
import type { PaymentSettingsPort } from './payment-settings-port';

/** The payment settings port over the HTTP client: one contract route per call. */
export function httpPaymentSettings(call: CallRoute): PaymentSettingsPort {
  return {
    settings: () => call(R.paymentSettings),
    saveSettings: (change) => call(R.updatePaymentSettings, { body: change }),
    lenders: () => call(R.lenders),
    createLender: (body) => call(R.createLender, { body }),
    updateLender: (id, body) => call(R.updateLender, { params: { id }, body }),
    deleteLender: (id) => call(R.deleteLender, { params: { id } }),
    incentives: () => call(R.incentives),
    createIncentive: (body) => call(R.createIncentive, { body }),
    updateIncentive: (id, body) => call(R.updateIncentive, { params: { id }, body }),
    deleteIncentive: (id) => call(R.deleteIncentive, { params: { id } }),
    provinceTaxes: () => call(R.provinceTaxes),
    saveProvinceTax: (region, body) => call(R.updateProvinceTax, { params: { region }, body }),
  };
}
