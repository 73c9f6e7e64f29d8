import type { ServiceIdentifier } from 'inversify';
import type { AddonFormViewModel } from './addon-form-view-model';
import type { AddonListViewModel } from './addon-list-view-model';

/** Tokens of the /aftermarket screen's view-model factories (bound in addons-module.ts). */
export const AddonTokens = {
  listViewModel: Symbol('addonListViewModel') as ServiceIdentifier<() => AddonListViewModel>,
  formViewModel: Symbol('addonFormViewModel') as ServiceIdentifier<(existingId: number | null) => AddonFormViewModel>,
} as const;
