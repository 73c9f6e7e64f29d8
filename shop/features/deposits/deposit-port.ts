import type { CustomerDepositBody } from '../../../adapters/http/contract/deposits/customer-deposits';
import type { Answer } from '../../../ui/shared/answer';

/** The customer's deposit calls, opened by the deal link's token (bound in deposit-module.ts). */
export interface ShopDepositPort {
  read(token: string, orderId: number): Answer<CustomerDepositBody>;
  pay(token: string, orderId: number, paymentMethod: string, idempotencyKey: string): Answer<CustomerDepositBody>;
  confirm(token: string, orderId: number): Answer<CustomerDepositBody>;
}
