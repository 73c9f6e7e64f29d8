import type { DealerCreditResponse } from '../../../adapters/http/contract/credit/credit';
import type { Answer } from '../../shared/answer';

/** A deal's credit application over HTTP (bound in credit-module.ts). */
export interface CreditPort {
  load(orderId: number): Answer<DealerCreditResponse>;
  reveal(orderId: number): Answer<DealerCreditResponse>;
  approve(orderId: number): Answer<DealerCreditResponse>;
  furtherVerification(orderId: number, comments: string): Answer<DealerCreditResponse>;
}
