import * as E from 'fp-ts/Either';
import type { Either } from 'fp-ts/Either';
import { BehaviorSubject } from 'rxjs';
import type { HttpProblem } from '../../../../adapters/di/tokens';
import type { PreviewResponse, PriceBatchBody, PriceBatchListResponse, PriceProfileBody, PriceProfileRequest } from '../../../../adapters/http/contract/analytics/pricing';
import { submitCall, type FieldErrorMap, type FormProblem } from '../../../shared/form-problem';
import { problemOf } from '../../../shared/problem-of';
import type { LoadFailed, Loading } from '../../../shared/load-state';

export interface PriceProfilesDeps {
  readonly list: () => Promise<Either<HttpProblem, readonly PriceProfileBody[]>>;
  readonly create: (body: PriceProfileRequest) => Promise<Either<HttpProblem, PriceProfileBody>>;
  readonly update: (id: number, body: PriceProfileRequest) => Promise<Either<HttpProblem, PriceProfileBody>>;
  readonly remove: (id: number) => Promise<Either<HttpProblem, unknown>>;
  readonly preview: (id: number, page: number) => Promise<Either<HttpProblem, PreviewResponse>>;
  readonly apply: (id: number) => Promise<Either<HttpProblem, PriceBatchBody>>;
  readonly batches: (page: number) => Promise<Either<HttpProblem, PriceBatchListResponse>>;
  readonly undo: (id: number) => Promise<Either<HttpProblem, PriceBatchBody>>;
}

/** A rule as the editor holds it: every field as typed (text), the wire's names. */
export interface RuleForm {
  readonly make: string; readonly model: string; readonly year_min: string; readonly year_max: string; readonly condition: string;
  readonly days_min: string; readonly days_max: string; readonly base: string; readonly adjustment: string; readonly value: string;
  readonly floor: string; readonly ceiling: string;
}
export const EMPTY_RULE: RuleForm = { make: '', model: '', year_min: '', year_max: '', condition: '', days_min: '', days_max: '', base: 'listing', adjustment: 'discount_percent', value: '', floor: '', ceiling: '' };

export interface Editor {
  readonly id: number | null;
  readonly name: string;
  readonly rules: readonly RuleForm[];
  readonly errors: FieldErrorMap;
  readonly saving: boolean;
  readonly problem: FormProblem | null;
}

/** A refusal of apply or undo (409), with the vehicles in the way. */
export interface Refusal { readonly reason: string; readonly vehicles: readonly string[] }

export type ProfilesState =
  | Loading | LoadFailed
  | {
      readonly kind: 'ready'; readonly profiles: readonly PriceProfileBody[]; readonly batches: PriceBatchListResponse | null;
      readonly preview: { readonly profile: PriceProfileBody; readonly page: PreviewResponse | null; readonly busy: boolean } | null;
      readonly refusal: Refusal | null; readonly problem: FormProblem | null;
    };

const text = (v: string | number | null | undefined): string => (v === null || v === undefined ? '' : String(v));
const formOf = (r: PriceProfileBody['rules'][number]): RuleForm => ({
  make: text(r.make), model: text(r.model), year_min: text(r.year_min), year_max: text(r.year_max), condition: text(r.condition),
  days_min: text(r.days_min), days_max: text(r.days_max), base: r.base, adjustment: r.adjustment, value: r.value, floor: text(r.floor), ceiling: text(r.ceiling),
});
const whole = (s: string): number | null => (s.trim() === '' ? null : /^\d{1,6}$/.test(s.trim()) ? Number(s.trim()) : -1);
const blank = (s: string): string | null => (s.trim() === '' ? null : s.trim().replace(',', '.'));

/** The request of the editor: numbers the server range-checks (a non-number becomes -1, refused with its field named). */
export function requestOf(e: Pick<Editor, 'name' | 'rules'>): PriceProfileRequest {
  return {
    name: e.name,
    rules: e.rules.map((r) => ({
      make: blank(r.make), model: blank(r.model), year_min: whole(r.year_min), year_max: whole(r.year_max), condition: blank(r.condition),
      days_min: whole(r.days_min), days_max: whole(r.days_max), base: r.base, adjustment: r.adjustment, value: r.value.trim().replace(',', '.'),
      floor: blank(r.floor), ceiling: blank(r.ceiling),
    })),
  };
}

const refusalOf = (p: HttpProblem): Refusal | null => {
  if (p.status !== 409) return null;
  const ext = p.extensions ?? {};
  const vehicles = Array.isArray(ext['stock_numbers']) ? (ext['stock_numbers'] as unknown[]).filter((s): s is string => typeof s === 'string') : [];
  return { reason: typeof ext['reason'] === 'string' ? ext['reason'] : p.code, vehicles };
};

/** /price-profiles: the profiles, the editor (server's field errors beside the fields, what was typed kept), preview, apply, history and undo. */
export function createPriceProfilesViewModel(deps: PriceProfilesDeps) {
  const state = new BehaviorSubject<ProfilesState>({ kind: 'loading' });
  const editor = new BehaviorSubject<Editor | null>(null);
  const set = (next: ProfilesState) => { if (!state.closed) state.next(next); };
  const ready = () => (state.value.kind === 'ready' ? state.value : null);
  const patch = (p: Partial<Extract<ProfilesState, { kind: 'ready' }>>) => { const r = ready(); if (r) set({ ...r, ...p }); };

  const loadBatches = async (page = 1) => {
    const b = await submitCall(() => deps.batches(page));
    if (E.isRight(b)) patch({ batches: b.right });
  };
  const load = async () => {
    set({ kind: 'loading' });
    const [profiles, batches] = await Promise.all([submitCall(deps.list), submitCall(() => deps.batches(1))]);
    if (E.isLeft(profiles)) return set({ kind: 'failed', problem: problemOf(profiles.left) });
    set({ kind: 'ready', profiles: profiles.right, batches: E.isRight(batches) ? batches.right : null, preview: null, refusal: null, problem: null });
  };
  const edit = (p: PriceProfileBody | null) =>
    editor.next({ id: p?.id ?? null, name: p?.name ?? '', rules: p === null ? [EMPTY_RULE] : p.rules.map(formOf), errors: {}, saving: false, problem: null });
  const change = (next: Partial<Pick<Editor, 'name' | 'rules'>>) => { const e = editor.value; if (e) editor.next({ ...e, ...next }); };
  const save = async (): Promise<boolean> => {
    const e = editor.value;
    if (e === null) return false;
    editor.next({ ...e, saving: true, problem: null });
    const body = requestOf(e);
    const answer = await submitCall(() => (e.id === null ? deps.create(body) : deps.update(e.id, body)));
    if (E.isLeft(answer)) { editor.next({ ...e, saving: false, errors: answer.left.fieldErrors, problem: problemOf(answer.left) }); return false; }
    editor.next(null);
    const r = ready();
    if (r) set({ ...r, profiles: [...r.profiles.filter((p) => p.id !== answer.right.id), answer.right].sort((a, b) => a.name.localeCompare(b.name)) });
    return true;
  };
  const remove = async (id: number) => {
    const answer = await submitCall(() => deps.remove(id));
    const r = ready();
    if (!r) return false;
    if (E.isLeft(answer)) { set({ ...r, problem: problemOf(answer.left) }); return false; }
    set({ ...r, profiles: r.profiles.filter((p) => p.id !== id), preview: r.preview?.profile.id === id ? null : r.preview });
    return true;
  };
  const preview = async (profile: PriceProfileBody, page = 1) => {
    patch({ preview: { profile, page: ready()?.preview?.profile.id === profile.id ? ready()?.preview?.page ?? null : null, busy: true }, refusal: null, problem: null });
    const answer = await submitCall(() => deps.preview(profile.id, page));
    if (E.isLeft(answer)) return patch({ preview: null, problem: problemOf(answer.left) });
    patch({ preview: { profile, page: answer.right, busy: false } });
  };
  const act = async (run: () => Promise<Either<HttpProblem, PriceBatchBody>>): Promise<PriceBatchBody | null> => {
    patch({ refusal: null, problem: null });
    try {
      const answer = await run();
      if (E.isLeft(answer)) { patch({ refusal: refusalOf(answer.left), problem: refusalOf(answer.left) === null ? problemOf({ code: answer.left.code, problem: { code: answer.left.code, retryAfterSeconds: null }, handled: answer.left.handled }) : null }); return null; }
      patch({ preview: null });
      await loadBatches(1);
      return answer.right;
    } catch {
      patch({ problem: { code: 'technical', retryAfterSeconds: null } });
      return null;
    }
  };
  return {
    state$: state.asObservable(), editor$: editor.asObservable(), load, edit, change, save, remove, preview, loadBatches,
    closeEditor: () => editor.next(null), closePreview: () => patch({ preview: null }),
    apply: (id: number) => act(() => deps.apply(id)),
    undo: (id: number) => act(() => deps.undo(id)),
    dispose: () => { state.complete(); editor.complete(); },
  };
}
export type PriceProfilesViewModel = ReturnType<typeof createPriceProfilesViewModel>;
