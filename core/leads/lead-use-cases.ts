import { adfMailbox } from './adf-mailbox';
import { exportAdfLead } from './export-adf-lead';
import { importAdfLeads, type LeadDeps } from './import-adf-leads';

/** The ADF lead use cases bound to their ports (issue 18.3). */
export const leadUseCases = (deps: LeadDeps) => ({
  importAdf: importAdfLeads(deps),
  exportAdf: exportAdfLead(deps),
  mailbox: adfMailbox(deps),
});
export type LeadUseCases = ReturnType<typeof leadUseCases>;
