import * as E from 'fp-ts/Either';
import type { Either } from 'fp-ts/Either';
import { BehaviorSubject } from 'rxjs';
import type { Observable } from 'rxjs';
import type { HttpProblem } from '../../../adapters/di/tokens';
import type { FieldErrorMap, FormProblem } from '../../shared/form-problem';
import { submitCall } from '../../shared/form-problem';
import { problemOf } from '../../shared/problem-of';
import type { AccessoryBody, AccessoryRequest, PenProductBody, PlanTypeBody, ProtectionPlanBody, ProtectionPlanRequest } from './wire-types';

export interface AddonFormDeps {
  readonly createAccessory: (body: AccessoryRequest) => Promise<Either<HttpProblem, AccessoryBody>>;
  readonly updateAccessory: (id: number, body: AccessoryRequest) => Promise<Either<HttpProblem, AccessoryBody>>;
  readonly uploadAccessoryImage: (id: number, image: Blob) => Promise<Either<HttpProblem, AccessoryBody>>;
  readonly createPlan: (body: ProtectionPlanRequest) => Promise<Either<HttpProblem, ProtectionPlanBody>>;
  readonly updatePlan: (id: number, body: ProtectionPlanRequest) => Promise<Either<HttpProblem, ProtectionPlanBody>>;
  readonly uploadPlanMedia: (id: number, files: { readonly image?: Blob; readonly pdf?: Blob }) => Promise<Either<HttpProblem, ProtectionPlanBody>>;
  readonly planTypes: () => Promise<Either<HttpProblem, { readonly results: readonly PlanTypeBody[] }>>;
  readonly penProducts: () => Promise<Either<HttpProblem, { readonly results: readonly PenProductBody[] }>>;
}

export interface AddonFormState {
  readonly saving: boolean;
  readonly fieldErrors: FieldErrorMap;
  readonly problem: FormProblem | null;
  /** Set once the record exists: a failed upload is retried on it, never on a second copy. */
  readonly savedId: number | null;
  readonly planTypes: readonly PlanTypeBody[];
  readonly penProducts: readonly PenProductBody[];
}

/**
 * Saving an accessory or a plan: the record first (PUT for an existing one), then its files. A
 * failed save keeps everything typed and shows the errors by field; a failed upload keeps the
 * saved record (the form switches to editing it) and shows the file's error.
 */
export function createAddonFormViewModel(deps: AddonFormDeps, existingId: number | null) {
  const state = new BehaviorSubject<AddonFormState>({ saving: false, fieldErrors: {}, problem: null, savedId: existingId, planTypes: [], penProducts: [] });
  const patch = (change: Partial<AddonFormState>) => { if (!state.closed) state.next({ ...state.value, ...change }); };

  async function save<T extends { readonly id: number }>(write: (id: number | null) => Promise<Either<HttpProblem, T>>, upload: ((id: number) => Promise<Either<HttpProblem, T>>) | null): Promise<T | null> {
    if (state.value.saving) return null;
    patch({ saving: true, fieldErrors: {}, problem: null });
    const saved = await submitCall(() => write(state.value.savedId));
    if (E.isLeft(saved)) {
      patch({ saving: false, fieldErrors: saved.left.fieldErrors, problem: saved.left.handled ? null : saved.left.problem });
      return null;
    }
    patch({ savedId: saved.right.id });
    if (upload === null) { patch({ saving: false }); return saved.right; }
    const uploaded = await submitCall(() => upload(saved.right.id));
    if (E.isLeft(uploaded)) {
      const fieldErrors = uploaded.left.fieldErrors;
      patch({ saving: false, fieldErrors, problem: Object.keys(fieldErrors).length > 0 ? null : problemOf(uploaded.left) });
      return null;
    }
    patch({ saving: false });
    return uploaded.right;
  }

  return {
    state$: state.asObservable() as Observable<AddonFormState>,
    /** Loads the plan types and PEN products for the plan form's pickers (failures leave them empty). */
    async loadChoices(): Promise<void> {
      const [types, pens] = await Promise.all([submitCall(deps.planTypes), submitCall(deps.penProducts)]);
      patch({ planTypes: E.isRight(types) ? types.right.results : [], penProducts: E.isRight(pens) ? pens.right.results : [] });
    },
    saveAccessory: (body: AccessoryRequest, image: Blob | null) =>
      save((id) => (id === null ? deps.createAccessory(body) : deps.updateAccessory(id, body)), image === null ? null : (id) => deps.uploadAccessoryImage(id, image)),
    savePlan: (body: ProtectionPlanRequest, files: { readonly image?: Blob; readonly pdf?: Blob }) =>
      save((id) => (id === null ? deps.createPlan(body) : deps.updatePlan(id, body)),
        files.image === undefined && files.pdf === undefined ? null : (id) => deps.uploadPlanMedia(id, files)),
    dispose(): void {
      state.complete();
    },
  };
}

export type AddonFormViewModel = ReturnType<typeof createAddonFormViewModel>;
