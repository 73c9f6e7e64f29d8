import { Empty } from '../common';
import {
  CreditApplicationRequest, CreditStaticDataResponse, CustomerApplicationResponse, DealerCreditResponse, DecisionStatusBody,
  FurtherVerificationRequest, PostalProvinceResponse, ValidateResponse,
} from './credit';
import { CreditDraftRequest, CreditDraftResponse } from './credit-draft';
import { route } from '../access/access-routes';

const C = '/api/customer/credit-application';
const O = '/api/dealer/order';
const LINK = 'The customer\'s credential, until customer accounts exist: the deal link\'s token in the X-Deal-Token header, as the quote calls (401 customer_token_required without it, 404 for another deal\'s).';

/** The credit application (issue 15, spec 002 sections 3–7): the customer's calls and the dealer's decisions. */
export const creditRoutes = {
  customerApplication: route({ method: 'GET', path: `${C}/{id}/dealer_application/`, summary: `The deal's application as kept (sensitive answers masked) and the rules its form follows. ${LINK}`, auth: 'none', response: CustomerApplicationResponse }),
  validate: route({ method: 'POST', path: `${C}/validate/`, summary: `Checks the application, or the steps named: 200 when valid, else 400 with every bad field; stores nothing. ${LINK}`, auth: 'none', body: CreditApplicationRequest, response: ValidateResponse }),
  submit: route({ method: 'POST', path: `${C}/{id}/submit_application/`, summary: `Submits the whole application (400 per field, nothing stored); now awaiting the dealer; the staff who asked are told. ${LINK}`, auth: 'none', body: CreditApplicationRequest, response: DecisionStatusBody }),
  draft: route({ method: 'GET', path: `${C}/{id}/draft/`, summary: `The customer's unfinished application (issue 29): the steps completed so far, sensitive answers masked, and the step to resume at; draft null when none (or once submitted). ${LINK}`, auth: 'none', response: CreditDraftResponse, designed: true }),
  saveDraft: route({ method: 'PUT', path: `${C}/{id}/draft/`, summary: `Keeps the draft up to \`step\`, the furthest step reached: each step before it checked as validate/ checks it (400 per field, nothing changed), sensitive answers encrypted; a masked answer sent back stands for the one kept. 409 once submitted. ${LINK}`, auth: 'none', body: CreditDraftRequest, response: CreditDraftResponse, designed: true }),
  decisionStatus: route({ method: 'GET', path: `${C}/{id}/decision_status/`, summary: `Where the application stands: 1 awaiting customer, 2 awaiting dealer, 3 complete, 4 declined, 5 further verification. ${LINK}`, auth: 'none', response: DecisionStatusBody }),
  staticData: route({ method: 'GET', path: `${C}/static_data/`, summary: 'The steps in order, the credit systems, statuses, the choices of each choice field and the sensitive fields', auth: 'none', response: CreditStaticDataResponse }),
  postalCodeProvince: route({ method: 'GET', path: `${C}/{id}/postal_code_province/`, summary: 'The Canadian province of a postal code (the id is the postal code); province null when it names none', auth: 'none', response: PostalProvinceResponse }),
  dealerApplication: route({ method: 'GET', path: `${O}/{id}/credit_application/`, summary: 'The deal\'s credit application for the dealer, sensitive answers masked; may_reveal (show_credit_application) and may_decide', auth: 'verified', response: DealerCreditResponse, designed: true }),
  reveal: route({ method: 'POST', path: `${O}/{id}/credit_application/reveal/`, summary: 'The application with its sensitive answers in clear, for users with show_credit_application (403 otherwise); every reveal is audited', auth: 'verified', body: Empty, response: DealerCreditResponse, designed: true }),
  approve: route({ method: 'POST', path: `${O}/{id}/approve_application/`, summary: 'Approves an application awaiting the dealer and sends it to the store\'s credit system (403 for corporate users and users without can_approve_credit_application; 502 when the system refuses)', auth: 'verified', body: Empty, response: DealerCreditResponse }),
  furtherVerification: route({ method: 'POST', path: `${O}/{id}/further_verification/`, summary: 'Sends an application awaiting the dealer back to the customer with comments (1 to 1000 characters)', auth: 'verified', body: FurtherVerificationRequest, response: DealerCreditResponse }),
} as const;
