import * as E from 'fp-ts/Either';
import type { Either } from 'fp-ts/Either';
import { BehaviorSubject } from 'rxjs';
import type { Observable } from 'rxjs';
import type { HttpProblem } from '../../../../adapters/di/tokens';
import type { CustomerBody, CustomerWriteRequest } from '../../../../adapters/http/contract/customers/customers';
import type { ArchiveStatus, ShareType } from '@dealer-panel/core/customers/customer';
import type { ArchiveReason } from '@dealer-panel/core/customers/archive-reasons';
import type { FormProblem } from '../../../shared/form-problem';
import { submitCall } from '../../../shared/form-problem';
import { problemOf } from '../../../shared/problem-of';
import type { AssignableUser, PrequalResponse, TrackLinkSharedResponse } from '../wire-types';

type Call<A> = Promise<Either<HttpProblem, A>>;

export interface CustomerRecordDeps {
  readonly record: (id: number) => Call<CustomerBody>;
  readonly update: (id: number, body: CustomerWriteRequest) => Call<CustomerBody>;
  readonly setArchiveStatus: (ids: readonly number[], status: ArchiveStatus, reason?: ArchiveReason | null) => Call<{ readonly updated: number }>;
  readonly prequal: (id: number) => Call<PrequalResponse>;
  readonly invitationLink: (id: number) => Call<{ readonly url: string }>;
  readonly trackLinkShared: (id: number, shareType: ShareType) => Call<TrackLinkSharedResponse>;
  /** Users a customer may be assigned to; only asked for when the user may assign. */
  readonly assignableUsers: () => Call<readonly AssignableUser[]>;
  readonly mayAssign: boolean;
}

export type Loadable<A> = { readonly kind: 'loading' } | { readonly kind: 'failed' } | { readonly kind: 'ready'; readonly value: A };
export type RecordAction = 'rep' | 'note' | 'archive' | ShareType;

export interface ReadyRecord {
  readonly kind: 'ready';
  readonly customer: CustomerBody;
  readonly reps: Loadable<readonly AssignableUser[]>;
  readonly prequal: Loadable<PrequalResponse['pre_qual_detail']>;
  readonly invitation: Loadable<string>;
  /** The note as typed; differs from the customer's until saved. */
  readonly noteDraft: string;
  /** The action under way. */
  readonly busy: RecordAction | null;
  readonly problem: FormProblem | null;
}

/** The note was typed and not saved. */
export function noteDirty(record: CustomerRecordState): boolean {
  return record.kind === 'ready' && record.noteDraft !== record.customer.note;
}

export type CustomerRecordState = { readonly kind: 'loading' } | { readonly kind: 'failed'; readonly problem: FormProblem | null } | ReadyRecord;

const loadable = async <A, B>(call: () => Call<A>, pick: (a: A) => B): Promise<Loadable<B>> => {
  const answer = await submitCall(call);
  return E.isRight(answer) ? { kind: 'ready', value: pick(answer.right) } : { kind: 'failed' };
};

/** One customer's record (/customers/:id): contact, rep, note, archive, invitation, pre-qualification. */
export function createCustomerRecordViewModel(deps: CustomerRecordDeps, id: number) {
  const state = new BehaviorSubject<CustomerRecordState>({ kind: 'loading' });
  const ready = () => (state.value.kind === 'ready' ? state.value : null);
  const patch = (change: Partial<ReadyRecord>) => {
    const current = ready();
    if (current && !state.closed) state.next({ ...current, ...change });
  };

  /** Runs one action at a time; on success the answer's customer replaces the shown one. */
  const act = async <A>(action: RecordAction, call: () => Call<A>, after: (a: A, current: ReadyRecord) => Partial<ReadyRecord>): Promise<boolean> => {
    if (ready()?.busy !== null) return false;
    patch({ busy: action, problem: null });
    const answer = await submitCall(call);
    if (E.isLeft(answer)) {
      patch({ busy: null, problem: problemOf(answer.left) });
      return false;
    }
    const current = ready();
    if (current) patch({ busy: null, ...after(answer.right, current) });
    return true;
  };

  const load = async () => {
    if (!state.closed) state.next({ kind: 'loading' });
    const answer = await submitCall(() => deps.record(id));
    if (state.closed) return;
    if (E.isLeft(answer)) return state.next({ kind: 'failed', problem: problemOf(answer.left) });
    state.next({ kind: 'ready', customer: answer.right, reps: { kind: 'loading' }, prequal: { kind: 'loading' }, invitation: { kind: 'loading' }, noteDraft: answer.right.note, busy: null, problem: null });
    const [reps, prequal, invitation] = await Promise.all([
      deps.mayAssign ? loadable(deps.assignableUsers, (users) => users) : Promise.resolve<Loadable<readonly AssignableUser[]>>({ kind: 'failed' }),
      loadable(() => deps.prequal(id), (p) => p.pre_qual_detail),
      loadable(() => deps.invitationLink(id), (link) => link.url),
    ]);
    patch({ reps, prequal, invitation });
  };

  const refresh = (): void => {
    void submitCall(() => deps.record(id)).then((answer) => {
      const current = ready();
      if (current && E.isRight(answer)) patch({ customer: answer.right, noteDraft: noteDirty(current) ? current.noteDraft : answer.right.note });
    });
  };

  return {
    state$: state.asObservable() as Observable<CustomerRecordState>,
    start: load,
    retry: load,
    /** Reads the customer again quietly (a deal was added or archived: the current deal and counts moved). */
    refresh,
    /** The customer the edit form saved. */
    replace(customer: CustomerBody): void {
      patch({ customer });
    },
    editNote(noteDraft: string): void {
      patch({ noteDraft });
    },
    assignRep(userId: number | null): Promise<boolean> {
      return act('rep', () => deps.update(id, { assigned_dealer: userId }), (customer) => ({ customer }));
    },
    saveNote(): Promise<boolean> {
      const note = ready()?.noteDraft ?? '';
      return act('note', () => deps.update(id, { note }), (customer) => ({ customer, noteDraft: customer.note }));
    },
    /** Then reads the record again: who and when come from the server. */
    async setArchiveStatus(status: ArchiveStatus, reason: ArchiveReason | null = null): Promise<boolean> {
      const done = await act('archive', () => deps.setArchiveStatus([id], status, reason), (_answer, current) => ({
        customer: { ...current.customer, archive_status: status, archive_reason: status === 'Active' ? null : reason },
      }));
      if (done) refresh();
      return done;
    },
    /** Records a copy of the link, or sends it by e-mail or text message (track_link_shared/). */
    share(shareType: ShareType): Promise<boolean> {
      return act(shareType, () => deps.trackLinkShared(id, shareType), (shared, current) => ({
        customer: { ...current.customer, invitation_shared_at: shared.shared_at, invitation_share_type: shared.share_type },
        invitation: { kind: 'ready', value: shared.url },
      }));
    },
    dismissProblem(): void {
      patch({ problem: null });
    },
    dispose(): void {
      state.complete();
    },
  };
}

export type CustomerRecordViewModel = ReturnType<typeof createCustomerRecordViewModel>;
