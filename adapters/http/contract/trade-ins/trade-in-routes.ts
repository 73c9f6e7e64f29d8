import {
  QuestionBody, QuestionDeleteResponse, QuestionReorderRequest, QuestionRequest, QuestionTreeResponse,
  AvailableTradeInsResponse, CustomerOfferAnswerRequest, CustomerTradeInResponse, MakeOfferRequest, OfferAnswerRequest, RefreshEtiResponse, TradeInRequest, TradeInResponse,
} from './trade-ins';
import { route } from '../access/access-routes';

const D = '/api/dealer';
const C = '/api/customer/trade_in';
const CUSTOMER = 'The customer\'s credential: the deal link\'s token in the X-Deal-Token header (401 customer_token_required without it, 404 for another deal\'s, an unknown token or an archived deal); a staff member\'s view of the customer (login_as_customer) writes nothing (403).';
const Q = `${D}/dealer-trade-in-questions`;
const ADMINS = 'Refused (403 edit_questionnaire) to sales reps, sales managers and corporate users, as /questionnaire is; 400 per field, nothing stored; an audit row for each write.';
const RIGHTS = 'Corporate users are refused (403 make_trade_in_offer); a sales rep reaches their own and unassigned customers only (404 otherwise), as every deal call.';

/** Trade-ins (issue 16, spec 001 sections 3, 4, 7 and 8): the record, the vendors' estimates, the dealer's offers. */
export const tradeInRoutes = {
  orderTradeIn: route({ method: 'GET', path: `${D}/order/{id}/trade_in/`, summary: 'The deal\'s trade-in (null until saved) with its estimates and offers', auth: 'verified', response: TradeInResponse, designed: true }),
  saveOrderTradeIn: route({ method: 'PUT', path: `${D}/order/{id}/trade_in/`, summary: `Creates or replaces the deal's trade-in: 400 per field (vehicle.vin check digit, odometer in the store's unit: km in Canada, miles in the USA), nothing stored. ${RIGHTS}`, auth: 'verified', body: TradeInRequest, response: TradeInResponse, designed: true }),
  customerTradeIn: route({ method: 'GET', path: `${D}/customer/{id}/trade_in/`, summary: 'The customer\'s trade-in without a deal (the trade-in-only page); null until saved', auth: 'verified', response: TradeInResponse, designed: true }),
  saveCustomerTradeIn: route({ method: 'PUT', path: `${D}/customer/{id}/trade_in/`, summary: `Creates or replaces the customer's trade-in without a deal (as the deal's). ${RIGHTS}`, auth: 'verified', body: TradeInRequest, response: TradeInResponse, designed: true }),
  refreshEti: route({
    method: 'GET', path: `${D}/customer/{id}/refresh_eti/`, auth: 'verified', response: RefreshEtiResponse,
    summary: 'Asks the valuation vendors for estimates of the customer\'s trade-ins and answers each vendor\'s estimate or error (missing_cat_id, disabled, not_available, user_update_failed, auth_failed, unknown; a vendor past its own timeout answers unknown/timeout without holding the others). Ask one vendor per request to show each as it arrives.',
    query: { trade_in: 'one trade-in of the customer (all when absent)', vendor: 'one vendor: autotrader_ico, cbb, black_book, trade_pending, vauto, rapid (all when absent)' },
  }),
  tradeinOffer: route({ method: 'POST', path: `${D}/order/{id}/tradein_offer/`, summary: `Makes an offer on the deal's trade-in (dealer_offer, dealer_comments, offer_expiry_date: today to 90 days on, default 7); a current offer awaiting an answer is replaced (kept as expired); refused after acceptance (409 offer_transition_refused) or without a trade-in (409 trade_in_missing). ${RIGHTS}`, auth: 'verified', body: MakeOfferRequest, response: TradeInResponse }),
  availableTradeIns: route({ method: 'GET', path: `${D}/available-trade-ins/`, summary: 'Trade-ins open to an offer (none awaiting an answer, none accepted), newest first, 10 a page; with user (a customer id): that customer\'s trade-ins', auth: 'verified', response: AvailableTradeInsResponse, query: { user: 'a customer id', page: 'page number, from 1' } }),
  makeOffer: route({ method: 'POST', path: `${D}/available-trade-ins/{id}/make_offer/`, summary: `Makes an offer on a trade-in by its id (with or without a deal), as tradein_offer/. ${RIGHTS}`, auth: 'verified', body: MakeOfferRequest, response: TradeInResponse }),
  answerOffer: route({ method: 'POST', path: `${D}/available-trade-ins/{id}/offer_answer/`, summary: `Records the customer's answer to the current offer: accepted puts the amount (trade_in_credit) and what is owed (trade_in_owing) on every payment type of the deal's worksheet; declined keeps decline_comments. An expired or answered offer: 409. ${RIGHTS}`, auth: 'verified', body: OfferAnswerRequest, response: TradeInResponse, designed: true }),
  customerRead: route({ method: 'GET', path: `${C}/{id}/`, summary: `The deal's trade-in for its customer (null until submitted) with the dealer's current offer. ${CUSTOMER}`, auth: 'none', response: CustomerTradeInResponse, designed: true }),
  customerSubmit: route({
    method: 'PUT', path: `${C}/{id}/`, auth: 'none', body: TradeInRequest, response: CustomerTradeInResponse, designed: true,
    summary: 'The customer submits or changes the deal\'s trade-in: checked as the dealer\'s PUT (400 invalid_input per field, nothing stored); the deal\'s trade-in step becomes awaiting-dealer, '
      + 'the deal\'s history says so and the staff who chose customer_submits_trade_in are told once; the same fields again change nothing. '
      + `409 trade_in_locked (offer_status) while an offer awaits the customer's answer or once one is accepted. ${CUSTOMER}`,
  }),
  customerAnswer: route({
    method: 'POST', path: `${C}/{id}/offer_answer/`, auth: 'none', body: CustomerOfferAnswerRequest, response: CustomerTradeInResponse, designed: true,
    summary: 'The customer accepts or declines the dealer\'s current offer (decline_comments optional): acceptance puts the amount and what is owed on the deal\'s worksheet. '
      + `409 offer_transition_refused (offer_status) for an expired or answered offer, 409 trade_in_missing without a trade-in. ${CUSTOMER}`,
  }),
  questionTree: route({ method: 'GET', path: `${Q}/`, summary: 'The store\'s trade-in questionnaire as a tree (results), each level in its order: every member of staff reads it (the trade-in pages ask it). A child question is asked when its parent\'s answer equals its parent_answer (yes/no: "yes" or "no"; select: the option\'s value; checkboxes: that box ticked). Answers are keyed by question id.', auth: 'verified', response: QuestionTreeResponse }),
  questionCreate: route({ method: 'POST', path: `${Q}/`, summary: `Adds a question last among its siblings: question and question_fr required, field_type yes_no, text, number, select or checkboxes (select and checkboxes: 2 to 20 checkboxes, each label and label_fr), parent (a yes/no, select or checkboxes question of the store, at most 3 levels deep) with parent_answer one of its answers. ${ADMINS}`, auth: 'verified', body: QuestionRequest, response: QuestionBody, status: 201, designed: true }),
  questionUpdate: route({ method: 'PUT', path: `${Q}/{id}/`, summary: `Replaces a question's fields (its parent stays); a question with children keeps answers that open them (400 field_type question.children_mismatch). ${ADMINS}`, auth: 'verified', body: QuestionRequest, response: QuestionBody, designed: true }),
  questionPatch: route({ method: 'PATCH', path: `${Q}/{id}/`, summary: `Changes the fields sent of a question (as PUT). ${ADMINS}`, auth: 'verified', body: QuestionRequest, response: QuestionBody, designed: true }),
  questionRemove: route({ method: 'DELETE', path: `${Q}/{id}/`, summary: `Deletes a question and every question under it; answers how many went (removed). Trade-ins keep the answers they had. ${ADMINS}`, auth: 'verified', response: QuestionDeleteResponse, designed: true }),
  questionReorder: route({ method: 'POST', path: `${Q}/reorder/`, summary: `Puts one parent's children (parent null or absent: the root questions) in the order of ids, which must be every one of them once (400 ids question.reorder_mismatch); answers the tree. ${ADMINS}`, auth: 'verified', body: QuestionReorderRequest, response: QuestionTreeResponse, designed: true }),
} as const;
