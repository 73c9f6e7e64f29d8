import * as t from 'io-ts';
import { route } from '../access/access-routes';
import { AdfImportResponse, AdfMailboxResponse } from './leads';

/** ADF leads in and out (issue 18.3): paths designed by this project. */
export const leadRoutes = {
  importAdf: route({
    upload: { field: 'file', holds: 'adf' },
    method: 'POST', path: '/api/dealer/leads/adf/', auth: 'verified', response: AdfImportResponse, designed: true,
    summary: 'Import an ADF 1.0 document into the session\'s store: the XML as the body (Content-Type application/xml, text/xml or application/x-adf+xml) or a multipart upload in the field `file`. '
      + 'Each prospect is created (a new customer, by the customer form\'s rules), matched (a customer of the store with the same e-mail or phone digits) or refused with per-field codes; '
      + 'a deal is made for the vehicle of interest found in stock (VIN, stock number, then year/make/model/trim), the provider\'s name as its campaign. Prospects stand alone: a refused one leaves the others imported. '
      + 'The same document again answers the first import\'s report with repeat: true and changes nothing. Admins and sales managers only (403 otherwise, and for corporate users). '
      + '400 invalid_adf (nothing stored) when the document is over 1 MB, not well-formed, holds a DOCTYPE or ENTITY declaration or an HTML entity, nests deeper than 16 or has over 5,000 elements, is not <adf>, or has no or over 100 prospects: errors.file names the reason (adf.xml_too_large, adf.xml_malformed, adf.xml_declaration_forbidden, adf.xml_too_deep, adf.xml_too_many_elements, adf.adf_not_adf, adf.adf_no_prospect, adf.adf_too_many_prospects); '
      + '415 xml_required for another body type; 409 adf_import_running while the same document is being imported',
  }),
  adfMailbox: route({
    method: 'GET', path: '/api/dealer/leads/adf/mail/', auth: 'verified', response: AdfMailboxResponse, designed: true,
    summary: 'ADF leads by e-mail (issue 30.6): the store\'s address for lead providers (null when the SMTP listener is off; its token made the first time it is asked) and the e-mails kept aside '
      + '(no ADF, a malformed document, a refused prospect, the importing account may not import), newest first, at most 50, with their reasons. Admins and sales managers only (403 otherwise)',
  }),
  exportAdf: route({
    method: 'GET', path: '/api/dealer/customer/{id}/adf/', auth: 'verified', response: t.string, designed: true,
    query: { order: 'a deal of the customer to export (default: the newest active deal); 404 when it is not the customer\'s' },
    summary: 'The customer and a deal as an ADF 1.0 document (application/xml, UTF-8, an attachment) for another CRM: contact, the deal\'s vehicle at its listing price in the store\'s currency, the store as vendor. Every export is an audit row',
  }),
} as const;
