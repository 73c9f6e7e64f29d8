import { ContainerModule } from 'inversify';
import { WebTokens } from '../../../adapters/di/tokens';
import { localTaxRateRoutes as R, type LocalTaxRateListResponse } from '../../../adapters/http/contract/payments/local-tax-rates';
import type { Answer } from '../../shared/answer';
import type { LocalTaxesPort } from './local-taxes-port';
import { LocalTaxesTokens } from './local-taxes-tokens';
import { createLocalTaxesViewModel } from './local-taxes-view-model';

/** The "Local tax rates" section's view model over the api client's calls (the file as multipart). */
export const localTaxesModule = new ContainerModule(({ bind }) => {
  bind(LocalTaxesTokens.viewModel).toDynamicValue((ctx) => {
    const { call } = ctx.get(WebTokens.api);
    const port: LocalTaxesPort = {
      list: () => call(R.list),
      save: (rows) => call(R.save, { body: { rows: rows.map((r) => ({ ...r })) } }),
      remove: (row) => call(R.remove, { params: { zip_prefix: row.zip_prefix, effective_from: row.effective_from } }),
      importFile: (file, effectiveFrom) => {
        const data = new FormData();
        if (effectiveFrom !== '') data.append('effective_from', effectiveFrom);
        data.append('file', file, file instanceof File ? file.name : 'rates.csv');
        return call(R.importFile, { body: data }) as Answer<LocalTaxRateListResponse>;
      },
    };
    return () => createLocalTaxesViewModel(port);
  });
});
