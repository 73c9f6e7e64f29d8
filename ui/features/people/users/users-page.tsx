import * as E from 'fp-ts/Either';
import { Alert, Button, Group, Pagination, Skeleton, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import type { StaffUserBody } from '../../../../adapters/http/contract/people/users';
import { confirmWith } from '../../../shared/confirm';
import { BrowserTokens } from '../../../shared/browser-tokens';
import { useInjection } from '../../../shared/di';
import { ProblemAlert } from '../../../shared/problem-message';
import { useToast } from '../../../shared/toast';
import { useObservable } from '../../../shared/use-observable';
import { useViewModel } from '../../../shared/use-view-model';
import { createUserEditorViewModel } from './user-editor-view-model';
import { UserEditorDialogs } from './user-editor';
import { nextOrdering, paramsFromUrl, urlOf, type UserListParams } from './user-list-params';
import type { RowActions } from './user-row-actions';
import { createUsersListViewModel } from './users-list-view-model';
import { UsersCards, UsersTable } from './users-list';
import { UsersToolbar } from './users-toolbar';
import { UsersTokens } from './users-tokens';
import { useUserMessage } from './use-user-message';
import { useUserRights } from './use-user-rights';
import { UiTokens } from '../../../shared/ui-tokens';
import { PageHeader } from '../../../shared/page-header';

/**
 * /users: the staff of the session's store (spec 000; issue 13). Filters, sort and page live in
 * the URL; a table on a laptop, cards on a phone. Those who may not manage users (corporate,
 * organization assistants) read it without the actions; the server checks every call again.
 */
export function UsersPage() {
  const { t } = useTranslation(['users', 'security']);
  const rights = useUserRights();
  const port = useInjection(UsersTokens.port);
  const toast = useToast();
  const message = useUserMessage();
  const session = useInjection(UiTokens.session);
  const [search, setSearch] = useSearchParams();
  const params = paramsFromUrl(search);
  const scheduler = useInjection(BrowserTokens.scheduler);
  const list = useViewModel(() => createUsersListViewModel(port, params, scheduler));
  const editor = useViewModel(() => createUserEditorViewModel(port, rights.country));
  const state = useObservable(list.state$, { kind: 'loading', params } as const);
  const phone = useMediaQuery('(max-width: 767px)') ?? false;
  const key = search.toString();
  useEffect(() => { void list.load(paramsFromUrl(new URLSearchParams(key))); }, [key, list]);

  const change = (next: Partial<UserListParams>) => setSearch(urlOf({ ...params, page: 1, ...next }));
  // The settled search goes to the URL (a functional update: the URL may have moved on meanwhile).
  useEffect(() => {
    const sub = list.search$.subscribe((text) => setSearch((now) => urlOf({ ...paramsFromUrl(now), page: 1, search: text })));
    return () => sub.unsubscribe();
  }, [list, setSearch]);
  const actions: RowActions = {
    ...(rights.mayGrantPermissions ? {
      resetFactors: (u: StaffUserBody) => {
        void confirmWith(t, 'security:admin.reset_confirm', { values: { name: u.full_name }, danger: true }).then(async (yes) => {
          if (!yes) return;
          const done = await port.resetSecondFactors(u.id);
          if (E.isRight(done)) toast.success('security:admin.reset_done', { name: u.full_name });
          else toast.error('common:problems.generic');
        });
      },
    } : {}),
    edit: (u) => editor.openEdit(u),
    resend: (u) => { void list.resendInvitation(u.id).then((done) => { if (done) toast.success('users:resent', { email: u.email }); }); },
    toggleActive: (u) => {
      const prefix = u.is_active ? 'deactivate' : 'activate';
      void confirmWith(t, prefix, { values: { name: u.full_name }, danger: u.is_active }).then(async (yes) => {
        if (!yes) return;
        const done = await list.setActive(u.id, !u.is_active);
        if (done) toast.success(`users:${prefix}.done`, { name: u.full_name });
      });
    },
  };
  const saved = (user: StaffUserBody, mode: 'invite' | 'edit') => {
    list.replace(user);
    // Editing oneself: the header shows the new name at once, as my profile does.
    const me = session.snapshot();
    if (mode === 'edit' && me.user !== null && me.user.id === user.id) {
      session.signedIn({ ...me.user, first_name: user.first_name, last_name: user.last_name, full_name: user.full_name, phone: user.phone, email: user.email }, me.totalManagedDealerships);
    }
    toast.success(mode === 'invite' ? 'users:invite.sent' : 'users:form.saved', { email: user.email });
  };

  return (
    <Stack gap="lg">
      <PageHeader title={t('title')} intro={t('intro', { dealership: rights.storeName })} />
      {!rights.mayManage && <Alert color="blue" variant="light">{t('read_only')}</Alert>}
      <UsersToolbar params={params} onChange={change} onType={list.type} onInvite={() => editor.openInvite(rights.storeLanguage)} mayInvite={rights.mayManage} />
      {state.kind === 'loading' && <Stack gap="xs" role="progressbar" aria-busy="true" aria-label={t('loading')}>{[0, 1, 2, 3].map((i) => <Skeleton key={i} height={40} />)}</Stack>}
      {state.kind === 'failed' && (
        <Alert color="red" role="alert" title={t('failed')}>
          <Button size="xs" variant="light" onClick={() => { void list.retry(); }}>{t('retry')}</Button>
        </Alert>
      )}
      {state.kind === 'ready' && (
        <Stack gap="sm">
          {state.problem !== null && (state.problem.code.includes('.')
            ? <Alert color="red" role="alert" withCloseButton onClose={list.dismissProblem} closeButtonLabel={t('common:confirm.close')}>{message('', [state.problem.code])}</Alert>
            : <ProblemAlert problem={state.problem} />)}
          <Text size="sm" c="dimmed" role="status">{t('count', { count: state.page.count })}</Text>
          {state.page.results.length === 0
            ? <Text>{t('empty')}</Text>
            : phone
              ? <UsersCards users={state.page.results} ordering={params.ordering} onSort={(o) => change({ ordering: o })} rights={rights} actions={actions} busy={state.busy} />
              : <UsersTable users={state.page.results} ordering={params.ordering} onSort={(f) => change({ ordering: nextOrdering(params.ordering, f) })} rights={rights} actions={actions} busy={state.busy} />}
          {state.page.last > 1 && (
            <Group justify="center">
              <nav aria-label={t('pager.page', { current: state.page.current, last: state.page.last })}>
                <Pagination total={state.page.last} value={state.page.current} onChange={(page) => setSearch(urlOf({ ...params, page }))} size="sm" siblings={phone ? 0 : 1}
                  getControlProps={(control) => ({ 'aria-label': t(control === 'previous' ? 'pager.previous' : control === 'next' ? 'pager.next' : 'pager.page', { current: state.page.current, last: state.page.last }) })} />
              </nav>
            </Group>
          )}
        </Stack>
      )}
      <UserEditorDialogs vm={editor} rights={rights} onSaved={saved} />
    </Stack>
  );
}
