import { BilingualTextBody, DisclosuresBody, DisclosuresRequest } from './disclosures';
import { route } from '../access/access-routes';

const B = '/api/dealer/dealership/disclosures';

/** The dealership's disclosure texts and disclaimer package (/disclosure; issue 13 item 5). */
export const disclosuresRoutes = {
  getDisclosures: route({ method: 'GET', path: `${B}/`, summary: 'The store\'s bilingual disclosure texts and disclaimer package (not sales reps, not sales managers)', auth: 'verified', response: DisclosuresBody, designed: true }),
  updateDisclosures: route({ method: 'PUT', path: `${B}/`, summary: 'Replace the texts sent (5,000 characters each) and the disclaimer package when sent; per-field 400s, nothing stored on any (not sales reps, sales managers or corporate users)', auth: 'verified', body: DisclosuresRequest, response: DisclosuresBody, designed: true }),
  pricingFooter: route({ method: 'GET', path: `${B}/pricing_footer/`, summary: 'The pricing worksheet\'s footer in both languages (every member of staff)', auth: 'verified', response: BilingualTextBody, designed: true }),
} as const;
