import { ContainerModule } from 'inversify';
import { WebTokens } from '../../../adapters/di/tokens';
import { accessRoutes } from '../../../adapters/http/contract/access/access-routes';
import { customerRoutes } from '../../../adapters/http/contract/customers/customer-routes';
import { customerMergeRoutes } from '../../../adapters/http/contract/customers/customer-merges';
import type { MergePort } from './duplicates/merge-port';
import { createDuplicatesViewModel } from './duplicates/duplicates-view-model';
import { UiTokens } from '../../shared/ui-tokens';
import type { AssignableUsersPort } from './assignable-users-port';
import { CustomerTokens } from './customer-tokens';
import { createCustomerFormViewModel } from './form/customer-form-view-model';
import { createCustomerListViewModel } from './list/customer-list-view-model';
import { exportCsvWith } from './list/http-customer-export';
import { createCustomerRecordViewModel } from './record/customer-record-view-model';
import { rightsOf } from './rights';
import { leadRoutes } from '../../../adapters/http/contract/leads/lead-routes';
import type { AdfImportResponse } from '../../../adapters/http/contract/leads/leads';
import type { Answer } from '../../shared/answer';
import { createAdfImportViewModel } from './list/adf-import-view-model';
import { createAdfMailboxViewModel } from './list/adf-mailbox-view-model';
import { exportAdfWith } from './record/http-adf-export';

/** The customers screens' view-model factories and ports, each wired to the api client's calls. */
export const customersModule = new ContainerModule(({ bind }) => {
  bind(CustomerTokens.listViewModel).toDynamicValue((ctx) => {
    const { call, download } = ctx.get(WebTokens.api);
    const scheduler = ctx.get(WebTokens.scheduler);
    const exportCsv = exportCsvWith(download);
    return (initial) => createCustomerListViewModel({
      list: (query) => call(customerRoutes.list, { query }),
      filterData: () => call(customerRoutes.filterData),
      setArchiveStatus: (ids, status, reason = null) => call(customerRoutes.setArchiveStatus, { body: { id_list: [...ids], status, archive_reason: reason } }),
      exportCsv,
      scheduler,
    }, initial);
  });

  bind(CustomerTokens.recordViewModel).toDynamicValue((ctx) => {
    const { call } = ctx.get(WebTokens.api);
    const session = ctx.get(UiTokens.session);
    return (id) => createCustomerRecordViewModel({
      record: (customerId) => call(customerRoutes.record, { params: { id: customerId } }),
      update: (customerId, body) => call(customerRoutes.update, { params: { id: customerId }, body }),
      setArchiveStatus: (ids, status, reason = null) => call(customerRoutes.setArchiveStatus, { body: { id_list: [...ids], status, archive_reason: reason } }),
      prequal: (customerId) => call(customerRoutes.prequalDetails, { params: { id: customerId } }),
      invitationLink: (customerId) => call(customerRoutes.invitationLink, { params: { id: customerId } }),
      trackLinkShared: (customerId, shareType) => call(customerRoutes.trackLinkShared, { params: { id: customerId }, body: { share_type: shareType } }),
      assignableUsers: () => call(accessRoutes.assignableDealerUsers),
      mayAssign: rightsOf(session.snapshot().user).assignRep,
    }, id);
  });

  bind(CustomerTokens.formViewModel).toDynamicValue((ctx) => {
    const { call } = ctx.get(WebTokens.api);
    const session = ctx.get(UiTokens.session);
    return ({ onSaved }) => createCustomerFormViewModel({
      create: (body) => call(customerRoutes.create, { body }),
      update: (id, body) => call(customerRoutes.update, { params: { id }, body }),
      country: session.snapshot().user?.dealership?.country ?? 'CA',
      onSaved,
    });
  });

  bind(CustomerTokens.mergePort).toDynamicValue((ctx): MergePort => {
    const { call } = ctx.get(WebTokens.api);
    return {
      duplicates: (page) => call(customerMergeRoutes.duplicates, { query: { page: String(page) } }),
      preview: (keep, merge) => call(customerMergeRoutes.merge, { body: { keep, merge }, query: { dry_run: '1' } }),
      merge: (keep, merge) => call(customerMergeRoutes.merge, { body: { keep, merge } }),
      undo: (id) => call(customerMergeRoutes.undo, { params: { id }, body: {} }),
      lastMerge: (id) => call(customerMergeRoutes.lastMerge, { params: { id } }),
    };
  });

  bind(CustomerTokens.duplicatesViewModel).toDynamicValue((ctx) => {
    const port = ctx.get(CustomerTokens.mergePort);
    return () => createDuplicatesViewModel(port);
  });
  bind(CustomerTokens.adfImportViewModel).toDynamicValue((ctx) => {
    const { call } = ctx.get(WebTokens.api);
    return () => createAdfImportViewModel((file) => {
      const data = new FormData();
      data.append('file', file, file.name);
      return call(leadRoutes.importAdf, { body: data }) as Answer<AdfImportResponse>;
    });
  });

  bind(CustomerTokens.adfMailboxViewModel).toDynamicValue((ctx) => {
    const { call } = ctx.get(WebTokens.api);
    return () => createAdfMailboxViewModel(() => call(leadRoutes.adfMailbox));
  });

  bind(CustomerTokens.exportAdf).toDynamicValue((ctx) => exportAdfWith(ctx.get(WebTokens.api).download));

  bind(CustomerTokens.assignableUsers).toDynamicValue((ctx): AssignableUsersPort => {
    const { call } = ctx.get(WebTokens.api);
    return { list: () => call(accessRoutes.assignableDealerUsers) };
  });
});
