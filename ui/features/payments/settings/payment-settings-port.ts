import type * as t from 'io-ts';
import type {
  IncentiveBody, IncentiveListResponse, IncentiveWriteRequest, LenderBody, LenderListResponse, LenderWriteRequest, PaymentSettingsBody,
  PaymentSettingsUpdateRequest, ProvinceTaxBody, ProvinceTaxListResponse, ProvinceTaxUpdateRequest,
} from '../../../../adapters/http/contract/payments/payments';
import type { Answer } from '../../../shared/answer';

/**
 * What the /payments screen reads and changes (spec 002 sections 2 and 6, super admins): the
 * dealership's payment settings, its lenders with their programs, its incentives and the sales-tax
 * table. Every call answers as `Answer` says: the saved body, or the problem (field errors by the
 * body's names on a 400: "finance_rates.0.rate"); none retries a write. Bound to the HTTP client in
 * payments-module.ts (http-payment-settings.ts).
 */
export interface PaymentSettingsPort {
  settings(): Answer<PaymentSettingsBody>;
  /** Sends only the changed, whitelisted settings; answers them all as saved. */
  saveSettings(change: t.TypeOf<typeof PaymentSettingsUpdateRequest>): Answer<PaymentSettingsBody>;
  lenders(): Answer<t.TypeOf<typeof LenderListResponse>>;
  createLender(body: t.TypeOf<typeof LenderWriteRequest>): Answer<LenderBody>;
  /** The programs sent replace the lender's rows. */
  updateLender(id: number, body: t.TypeOf<typeof LenderWriteRequest>): Answer<LenderBody>;
  /** Deletes the lender and its programs; answers nothing of use. */
  deleteLender(id: number): Answer<unknown>;
  incentives(): Answer<t.TypeOf<typeof IncentiveListResponse>>;
  createIncentive(body: t.TypeOf<typeof IncentiveWriteRequest>): Answer<IncentiveBody>;
  updateIncentive(id: number, body: t.TypeOf<typeof IncentiveWriteRequest>): Answer<IncentiveBody>;
  deleteIncentive(id: number): Answer<unknown>;
  provinceTaxes(): Answer<t.TypeOf<typeof ProvinceTaxListResponse>>;
  /** Changes some of a province's or state's rates (0 to 100 %). */
  saveProvinceTax(region: string, body: t.TypeOf<typeof ProvinceTaxUpdateRequest>): Answer<ProvinceTaxBody>;
}
