import type { PaymentUseCases } from '../http/server/payments/payment-use-cases';
import { deleteIncentive, deleteLender, getLender, listIncentives, listLenders, saveIncentive, saveLender } from '@dealer-panel/core/payments/lender-and-incentive-use-cases';
import {
  getPaymentSettings, listProvinceTaxes, orderPaymentTypes, paymentTypeChoices, priceOrder, setOrderIncentives, updatePaymentSettings,
  updatePaymentType, updateProvinceTax,
} from '@dealer-panel/core/payments/payment-use-cases';
import type { Ports } from './ports-container';

/** The payments use cases bound to the ports. */
export function paymentUseCases(p: Ports): PaymentUseCases {
  return {
    orderPaymentTypes: orderPaymentTypes(p),
    updatePaymentType: updatePaymentType(p),
    price: priceOrder(p),
    choices: paymentTypeChoices(p),
    settings: getPaymentSettings(p),
    updateSettings: updatePaymentSettings(p),
    provinceTaxes: listProvinceTaxes(p),
    updateProvinceTax: updateProvinceTax(p),
    setOrderIncentives: setOrderIncentives(p),
    lenders: listLenders(p),
    lender: getLender(p),
    saveLender: saveLender(p),
    deleteLender: deleteLender(p),
    incentives: listIncentives(p),
    saveIncentive: saveIncentive(p),
    deleteIncentive: deleteIncentive(p),
  };
}
