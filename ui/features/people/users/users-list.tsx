import { Badge, Card, Group, Select, Stack, Table, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { USER_SORT_FIELDS } from '@dealer-panel/core/people/users/user-list-query';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { StaffUserBody } from '../../../../adapters/http/contract/people/users';
import { formatDate } from '../../../shared/format';
import { currentLocale } from '../../../shared/i18n';
import { ScrollTable } from '../../../shared/scroll-table';
import { UserRowActions, type RowActions } from './user-row-actions';
import type { UserRights } from './use-user-rights';

const ARROWS = { ascending: '▲', descending: '▼', none: '↕' } as const;
type Sorted = 'ascending' | 'descending' | 'none';
const sortOf = (ordering: string, field: string): Sorted => (ordering === field ? 'ascending' : ordering === `-${field}` ? 'descending' : 'none');

export function statusOf(u: StaffUserBody): 'active' | 'invited' | 'inactive' {
  return !u.is_active ? 'inactive' : u.invitation_pending ? 'invited' : 'active';
}
const STATUS_COLOR = { active: 'teal.9', invited: 'blue.9', inactive: 'gray.7' } as const;

function StatusBadge({ user, t }: { readonly user: StaffUserBody; readonly t: TFunction }) {
  const status = statusOf(user);
  return <Badge color={STATUS_COLOR[status]} variant="filled" tt="none">{t(`status.${status}`)}</Badge>;
}

interface ListProps {
  readonly users: readonly StaffUserBody[];
  readonly ordering: string;
  readonly onSort: (field: string) => void;
  readonly rights: UserRights;
  readonly actions: RowActions;
  readonly busy: number | null;
}

/** The users as a table (laptop): sortable headers are buttons in th with aria-sort. */
export function UsersTable({ users, ordering, onSort, rights, actions, busy }: ListProps) {
  const { t, i18n } = useTranslation('users');
  const locale = currentLocale(i18n);
  const date = (iso: string | null) => (iso === null ? t('never') : formatDate(iso, locale));
  const header = (field: string, label: string) => {
    const sort = sortOf(ordering, field);
    return (
      <Table.Th aria-sort={sort} style={{ whiteSpace: 'nowrap' }}>
        <UnstyledButton onClick={() => onSort(field)} fw={700} fz="sm" style={{ display: 'inline-flex', gap: 4 }}>
          {label}<span aria-hidden style={{ opacity: sort === 'none' ? 0.35 : 1, fontSize: 10 }}>{ARROWS[sort]}</span>
        </UnstyledButton>
      </Table.Th>
    );
  };
  return (
    <ScrollTable minWidth={860} label={t('title')}>
      <Table highlightOnHover verticalSpacing="sm">
        <Table.Thead>
          <Table.Tr>
            {header('name', t('columns.name'))}
            {header('email', t('columns.email'))}
            {header('role', t('columns.role'))}
            <Table.Th>{t('columns.status')}</Table.Th>
            {header('last_activity', t('columns.last_activity'))}
            {header('invitation_sent_at', t('columns.invitation_sent_at'))}
            <Table.Th><VisuallyHidden>{t('columns.actions')}</VisuallyHidden></Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {users.map((u) => (
            <Table.Tr key={u.id}>
              <Table.Td><Text fw={600} size="sm">{u.full_name}</Text>{u.phone !== '' && <Text size="xs" c="dimmed">{u.phone}</Text>}</Table.Td>
              <Table.Td><Text size="sm">{u.email}</Text></Table.Td>
              <Table.Td><Text size="sm">{t(`roles.${u.role}`)}</Text></Table.Td>
              <Table.Td><StatusBadge user={u} t={t} /></Table.Td>
              <Table.Td><Text size="sm">{date(u.last_activity)}</Text></Table.Td>
              <Table.Td><Text size="sm">{u.invitation_sent_at === null ? '' : date(u.invitation_sent_at)}</Text></Table.Td>
              <Table.Td>{rights.mayEdit(u.role) && <UserRowActions user={u} actions={actions} isMe={u.id === rights.meId} busy={busy === u.id} />}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ScrollTable>
  );
}

/** The users as cards (phone): a sort select instead of the headers; name, role and status first, the rest below. */
export function UsersCards({ users, ordering, onSort, rights, actions, busy }: ListProps) {
  const { t, i18n } = useTranslation('users');
  const locale = currentLocale(i18n);
  const options = USER_SORT_FIELDS.flatMap((f) => (['ascending', 'descending'] as const).map((d) => ({
    value: d === 'ascending' ? f : `-${f}`, label: t('sort.option', { field: t(`columns.${f}`), direction: t(`sort.${d}`) }),
  })));
  return (
    <Stack gap="sm">
      <Select label={t('sort.label')} data={options} value={ordering} allowDeselect={false}
        onChange={(v) => { if (v !== null) onSort(v); }} />
      <Stack gap="sm" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {users.map((u) => (
          <Card key={u.id} withBorder padding="sm" component="li">
            <Group justify="space-between" wrap="nowrap" align="flex-start">
              <Stack gap={2} style={{ minWidth: 0 }}>
                <Text fw={600}>{u.full_name}</Text>
                <Text size="sm" style={{ overflowWrap: 'anywhere' }}>{u.email}</Text>
                <Group gap="xs">
                  <Text size="sm" c="dimmed">{t(`roles.${u.role}`)}</Text>
                  <StatusBadge user={u} t={t} />
                </Group>
                <Text size="xs" c="dimmed">{t('last_activity_line', { date: u.last_activity === null ? t('never') : formatDate(u.last_activity, locale) })}</Text>
              </Stack>
              {rights.mayEdit(u.role) && <UserRowActions user={u} actions={actions} isMe={u.id === rights.meId} busy={busy === u.id} />}
            </Group>
          </Card>
        ))}
      </Stack>
    </Stack>
  );
}
