import type { Either } from 'fp-ts/Either';
import { ContainerModule } from 'inversify';
import { WebTokens, type HttpProblem } from '../../../adapters/di/tokens';
import { addonRoutes as R } from '../../../adapters/http/contract/addons/addon-routes';
import { createAddonFormViewModel } from './addon-form-view-model';
import { createAddonListViewModel } from './addon-list-view-model';
import { AddonTokens } from './addon-tokens';
import type { AccessoryBody, AddonPageBody, PenProductBody, PlanTypeBody, ProtectionPlanBody } from './wire-types';

type Answer<T> = Promise<Either<HttpProblem, T>>;

/** The /aftermarket screen's view models, wired to the api client's calls (multipart bodies as FormData). */
export const addonsModule = new ContainerModule(({ bind }) => {
  bind(AddonTokens.listViewModel).toDynamicValue((ctx) => {
    const { call } = ctx.get(WebTokens.api);
    const scheduler = ctx.get(WebTokens.scheduler);
    return () => createAddonListViewModel({
      listAccessories: (query) => call(R.accessoryList, { query }) as Answer<AddonPageBody<AccessoryBody>>,
      listPlans: (query) => call(R.planList, { query }) as Answer<AddonPageBody<ProtectionPlanBody>>,
      patchAccessory: (id, body) => call(R.accessoryPatch, { params: { id }, body }) as Answer<AccessoryBody>,
      patchPlan: (id, body) => call(R.planPatch, { params: { id }, body }) as Answer<ProtectionPlanBody>,
      removeAccessory: (id) => call(R.accessoryRemove, { params: { id } }),
      removePlan: (id) => call(R.planRemove, { params: { id } }),
      scheduler,
    });
  });

  bind(AddonTokens.formViewModel).toDynamicValue((ctx) => {
    const { call } = ctx.get(WebTokens.api);
    const form = (fields: Record<string, Blob | undefined>) => {
      const data = new FormData();
      for (const [name, blob] of Object.entries(fields)) if (blob !== undefined) data.append(name, blob, blob instanceof File ? blob.name : name);
      return data;
    };
    return (existingId) => createAddonFormViewModel({
      createAccessory: (body) => call(R.accessoryCreate, { body }) as Answer<AccessoryBody>,
      updateAccessory: (id, body) => call(R.accessoryUpdate, { params: { id }, body }) as Answer<AccessoryBody>,
      uploadAccessoryImage: (id, image) => call(R.accessoryImage, { params: { id }, body: form({ image }) }) as Answer<AccessoryBody>,
      createPlan: (body) => call(R.planCreate, { body }) as Answer<ProtectionPlanBody>,
      updatePlan: (id, body) => call(R.planUpdate, { params: { id }, body }) as Answer<ProtectionPlanBody>,
      uploadPlanMedia: (id, files) => call(R.planMedia, { params: { id }, body: form({ image_media: files.image, pdf_media: files.pdf }) }) as Answer<ProtectionPlanBody>,
      planTypes: () => call(R.planTypeList) as Answer<{ readonly results: readonly PlanTypeBody[] }>,
      penProducts: () => call(R.penProductList) as Answer<{ readonly results: readonly PenProductBody[] }>,
    }, existingId);
  });
});
