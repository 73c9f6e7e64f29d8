import { BehaviorSubject, type Observable } from 'rxjs';
import { toArchiveReason, type ArchiveReason } from '@dealer-panel/core/customers/archive-reasons';

/** What archiving a customer sets: Lost or Sold (spec 001's status values other than Active). */
export const ARCHIVED_STATUSES = ['Lost', 'Sold'] as const;
export type ArchivedStatus = (typeof ARCHIVED_STATUSES)[number];

export interface ArchiveChoiceState {
  readonly askStatus: boolean;
  readonly status: ArchivedStatus | null;
  readonly reason: ArchiveReason | null;
  /** Locale keys of the messages shown beside the fields (after a first try to archive). */
  readonly errors: { readonly status?: string; readonly reason?: string };
}

export interface ArchiveChoice { readonly status: ArchivedStatus | null; readonly reason: ArchiveReason }

/**
 * The archive dialog's fields (issue 35 item 3): the reason is required, and for a customer Lost
 * or Sold too. `submit` gives the choice, or null and the messages beside what is missing.
 */
export function archiveChoiceModel(options: { readonly askStatus: boolean; readonly status?: ArchivedStatus }) {
  const state = new BehaviorSubject<ArchiveChoiceState>({ askStatus: options.askStatus, status: options.status ?? null, reason: null, errors: {} });
  const patch = (next: Partial<ArchiveChoiceState>) => state.next({ ...state.value, ...next });
  const errorsOf = (s: ArchiveChoiceState) => ({
    ...(s.askStatus && s.status === null ? { status: 'archive_dialog.status_required' } : {}),
    ...(s.reason === null ? { reason: 'archive_dialog.reason_required' } : {}),
  });
  const tried = () => Object.keys(state.value.errors).length > 0;
  return {
    state$: state.asObservable() as Observable<ArchiveChoiceState>,
    snapshot: (): ArchiveChoiceState => state.value,
    setStatus(status: string | null): void {
      const known = ARCHIVED_STATUSES.find((s) => s === status) ?? null;
      const next = { ...state.value, status: known };
      patch({ status: known, errors: tried() ? errorsOf(next) : {} });
    },
    setReason(reason: string | null): void {
      const known = toArchiveReason(reason);
      const next = { ...state.value, reason: known };
      patch({ reason: known, errors: tried() ? errorsOf(next) : {} });
    },
    submit(): ArchiveChoice | null {
      const s = state.value;
      const errors = errorsOf(s);
      patch({ errors });
      if (s.reason === null || Object.keys(errors).length > 0) return null;
      return { status: s.askStatus ? s.status : null, reason: s.reason };
    },
  };
}
export type ArchiveChoiceModel = ReturnType<typeof archiveChoiceModel>;

/** What the archive dialog asks (archive-dialog.tsx). */
export interface ArchiveDialogOptions {
  /** A customer is archived as Lost or Sold; a deal is only archived. */
  readonly kind: 'customer' | 'deal';
  /** Static data's archive_reasons (codes; labels from the locales). */
  readonly reasons: readonly string[];
  readonly status?: ArchivedStatus;
  /** How many customers (the bulk bar); 1 for a record. */
  readonly count?: number;
}
