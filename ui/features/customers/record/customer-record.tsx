import { Grid, Paper, Skeleton, Stack, Title } from '@mantine/core';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useNavigate } from 'react-router-dom';
import type { ArchiveStatus, ShareType } from '@dealer-panel/core/customers/customer';
import { confirmWith, useConfirm } from '../../../shared/confirm';
import { useArchiveDialog } from '../../../shared/archive-dialog';
import { useInjection } from '../../../shared/di';
import { useToast } from '../../../shared/toast';
import { useAppSettings } from '../../../shared/session/use-app-settings';
import { ProblemAlert } from '../../../shared/problem-message';
import { useDirtyFormGuard } from '../../../shared/use-dirty-form-guard';
import { useObservable } from '../../../shared/use-observable';
import { useViewModel } from '../../../shared/use-view-model';
import { CustomerTokens } from '../customer-tokens';
import { customerPaths } from '../../../shared/customer-paths';
import { CustomerForm } from '../form/customer-form';
import { isDirty } from '../form/customer-form-view-model';
import { useListMemory } from '../list/use-list-memory';
import { useCustomerRights } from '../use-customer-rights';
import { keepsSightAfterAssigning } from '../rights';
import { ContactCard } from './contact-card';
import { NoSuchCustomer } from './no-such-customer';
import type { CustomerOutletContext } from '../../../shared/customer-outlet';
import { noteDirty } from './customer-record-view-model';
import { InvitationCard } from './invitation-card';
import { NoteCard } from './note-card';
import { PrequalCard } from './prequal-card';
import { NestedPage } from '../../../shared/page-header';
import { RecordHeader } from './record-header';
import { RepCard } from './rep-card';
import { useRecordTitle } from './use-record-title';
import { MergeUndoBanner } from '../duplicates/merge-undo-banner';

/** One customer's record: contact (or the edit form), rep, note, invitation, pre-qualification, then the child route. */
export function CustomerRecord({ id }: { readonly id: number }) {
  const { t } = useTranslation();
  const toast = useToast();
  const confirm = useConfirm();
  const askArchive = useArchiveDialog();
  const rights = useCustomerRights();
  const settings = useAppSettings();
  const memory = useListMemory();
  const recordFactory = useInjection(CustomerTokens.recordViewModel);
  const record = useViewModel(() => recordFactory(id), (vm) => void vm.start());
  const state = useObservable(record.state$, { kind: 'loading' });
  // The record's view model may be created again (StrictMode's remount): the form tells the live one.
  const live = useRef(record);
  live.current = record;
  const formFactory = useInjection(CustomerTokens.formViewModel);
  const form = useViewModel(() => formFactory({ onSaved: (customer) => { live.current.replace(customer); toast.success('customers.form.saved'); } }));
  const formState = useObservable(form.state$, { kind: 'hidden' });
  const [childDirty, setChildDirty] = useState(false);
  const [leaving, setLeaving] = useState(false);
  // Bumped by an undone merge: the record and its deals are read again.
  const [revision, setRevision] = useState(0);
  const navigate = useNavigate();
  useRecordTitle(state.kind === 'ready' ? state.customer.full_name : null);
  useDirtyFormGuard(isDirty(formState) || noteDirty(state) || childDirty);
  const leaveChild = useCallback(() => {
    setChildDirty(false);
    setLeaving(true);
  }, []);
  useEffect(() => {
    // After the guard above took the child's clean state (this effect runs after its own).
    if (!leaving) return;
    setLeaving(false);
    void navigate(customerPaths.record(id));
  }, [leaving, navigate, id]);

  if (state.kind === 'loading') return <Stack gap="md">{[48, 160, 120].map((h) => <Skeleton key={h} height={h} radius="md" />)}</Stack>;
  if (state.kind === 'failed') return <NoSuchCustomer {...(state.problem?.code === 'not_found' ? {} : { onRetry: () => void record.retry() })} />;
  const { customer } = state;

  const report = (ok: boolean, success: string, values?: Record<string, string>) => {
    if (ok) toast.success(success, values);
  };
  const archive = async (status: ArchiveStatus) => {
    if (status === 'Active') {
      report(await record.setArchiveStatus(status), 'customers.record.archived', { status: t(`customers.archive_status.${status}`) });
      return;
    }
    const choice = await askArchive({ kind: 'customer', status });
    if (choice === null || choice.status === null) return;
    report(await record.setArchiveStatus(choice.status, choice.reason), 'customers.record.archived', { status: t(`customers.archive_status.${choice.status}`) });
  };
  const share = async (type: ShareType) => {
    if (type === 'copy' && state.invitation.kind === 'ready') await navigator.clipboard?.writeText(state.invitation.value).catch(() => undefined);
    report(await record.share(type), `customers.invitation.done_${type}`);
  };
  const assign = async (userId: number | null) => {
    // A sales rep who hands the customer to a colleague no longer sees it: asked first, then back to the list.
    if (keepsSightAfterAssigning(rights, userId)) {
      report(await record.assignRep(userId), 'customers.record.rep_saved');
      return;
    }
    const rep = (state.reps.kind === 'ready' ? state.reps.value : []).find((u) => u.id === userId)?.full_name ?? '';
    const values = { customer: customer.full_name, rep };
    if (!(await confirmWith(t, 'customers.record.hand_over', { values }))) return;
    if (!(await record.assignRep(userId))) return;
    toast.success('customers.record.handed_over', values);
    void navigate(memory.listPath());
  };
  const cancelEdit = async () => {
    if (!isDirty(formState) || (await confirm('discard'))) form.close();
  };
  const outlet: CustomerOutletContext = { customer, record, setChildDirty, leaveChild };

  return (
    <Stack gap="md">
      <RecordHeader
        customer={customer}
        backTo={memory.listPath()}
        mayEdit={rights.editCustomer}
        mayArchive={rights.archiveCustomers}
        editing={formState.kind === 'open'}
        archiving={state.busy === 'archive'}
        onEdit={() => form.openEdit(customer)}
        onArchive={(status) => void archive(status)}
      />
      <ProblemAlert problem={state.problem} />
      {rights.mergeCustomers && <MergeUndoBanner customerId={id} revision={revision} onUndone={() => { setRevision((r) => r + 1); void record.retry(); }} />}
      <Grid gap="md">
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Stack gap="md">
            {formState.kind === 'open' ? (
              <Paper withBorder p="md" radius="md" component="section" aria-labelledby="edit-title">
                <Title order={2} size="h4" mb="sm" id="edit-title">{t('customers.form.edit_title')}</Title>
                <CustomerForm vm={form} form={formState} country={rights.country} reps={null} onCancel={() => void cancelEdit()} />
              </Paper>
            ) : (
              <ContactCard customer={customer} country={rights.country} />
            )}
            <NoteCard record={state} mayEdit={rights.editCustomer} onEdit={record.editNote} onSave={() => void record.saveNote().then((ok) => report(ok, 'customers.record.note_saved'))} />
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <Stack gap="md">
            <RepCard record={state} mayAssign={rights.assignRep} onAssign={(userId) => void assign(userId)} />
            <InvitationCard record={state} mayShare={rights.sendInvitation} textMessages={settings?.text_messages === true} onShare={(type) => void share(type)} />
            <PrequalCard record={state} country={rights.country} />
          </Stack>
        </Grid.Col>
      </Grid>
      {/* The record's h1 is the customer's name: the step pages drawn below it head themselves with an h2. */}
      <NestedPage.Provider value={true}>
        <Outlet key={revision} context={outlet} />
      </NestedPage.Provider>
    </Stack>
  );
}
