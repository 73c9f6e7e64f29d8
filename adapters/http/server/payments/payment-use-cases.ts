import type { deleteIncentive, deleteLender, getLender, listIncentives, listLenders, saveIncentive, saveLender } from '@dealer-panel/core/payments/lender-and-incentive-use-cases';
import type {
  getPaymentSettings, listProvinceTaxes, orderPaymentTypes, paymentTypeChoices, priceOrder, setOrderIncentives, updatePaymentSettings,
  updatePaymentType, updateProvinceTax,
} from '@dealer-panel/core/payments/payment-use-cases';

/** The payments use cases the server drives, bound to their ports by the composition root. */
export interface PaymentUseCases {
  readonly orderPaymentTypes: ReturnType<typeof orderPaymentTypes>;
  readonly updatePaymentType: ReturnType<typeof updatePaymentType>;
  readonly price: ReturnType<typeof priceOrder>;
  readonly choices: ReturnType<typeof paymentTypeChoices>;
  readonly settings: ReturnType<typeof getPaymentSettings>;
  readonly updateSettings: ReturnType<typeof updatePaymentSettings>;
  readonly provinceTaxes: ReturnType<typeof listProvinceTaxes>;
  readonly updateProvinceTax: ReturnType<typeof updateProvinceTax>;
  readonly setOrderIncentives: ReturnType<typeof setOrderIncentives>;
  readonly lenders: ReturnType<typeof listLenders>;
  readonly lender: ReturnType<typeof getLender>;
  readonly saveLender: ReturnType<typeof saveLender>;
  readonly deleteLender: ReturnType<typeof deleteLender>;
  readonly incentives: ReturnType<typeof listIncentives>;
  readonly saveIncentive: ReturnType<typeof saveIncentive>;
  readonly deleteIncentive: ReturnType<typeof deleteIncentive>;
}
