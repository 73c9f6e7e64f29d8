import { route } from '../access/access-routes';
import { Empty } from '../common';
import {
  DeskingApplyRequest, DeskingGridRequest, DeskingGridResponse, DeskingTargetRequest, DeskingTargetResponse, PencilListResponse, PricingResponse,
} from './desking';

const P = '/api/dealer/payment-type/{id}/desking';
const ACCESS = 'The worksheet\'s access: staff who may reach the deal\'s customer (another dealership\'s id, or a customer of another rep: 404)';

/** Desking on the pricing worksheet (issue 18.1), designed by this project (docs/payments.md "Desking"). */
export const deskingRoutes = {
  grid: route({ method: 'POST', path: `${P}/grid/`, summary: `Payments of the finance or lease deal as it stands for 1–8 terms × 1–8 down payments (× up to 4 lenders), each cell the engine's single price; nothing stored. 400 per field. ${ACCESS}`, auth: 'verified', body: DeskingGridRequest, response: DeskingGridResponse, designed: true }),
  target: route({ method: 'POST', path: `${P}/target/`, summary: `The down payment, term or selling price that reaches a target payment, solved by the engine to the cent (or the nearest value, or not reachable); nothing stored. ${ACCESS}`, auth: 'verified', body: DeskingTargetRequest, response: DeskingTargetResponse, designed: true }),
  apply: route({ method: 'POST', path: `${P}/apply/`, summary: 'Price and store the worksheet\'s deal with a grid cell\'s or a solution\'s term and down payment (a pencil is kept); corporate users and users without can_edit_pricing_worksheet: 403', auth: 'verified', body: DeskingApplyRequest, response: PricingResponse, designed: true }),
  pencils: route({ method: 'GET', path: `${P}/pencils/`, summary: `The deal's pencils (each stored change: who, when, what changed, old and new payment), newest first, at most 50. ${ACCESS}`, auth: 'verified', response: PencilListResponse, designed: true }),
  restore: route({ method: 'POST', path: `${P}/pencils/{pencil}/restore/`, summary: 'Put a pencil\'s details back on the worksheet: priced and stored again (a new pencil), audited; 403 as apply/', auth: 'verified', body: Empty, response: PricingResponse, designed: true }),
} as const;
