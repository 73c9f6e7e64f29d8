import { Button, Group, Select, TextInput } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DEALER_ROLES } from '@dealer-panel/core/access/role';
import { userRoutes } from '../../../../adapters/http/contract/people/users-routes';
import { queryOf, type UserListParams } from './user-list-params';

/** Search (applied as one types, after a pause: `onType`), role and status filters, the CSV of the view, and the invite button. */
export function UsersToolbar({ params, onChange, onType, onInvite, mayInvite }: {
  readonly params: UserListParams;
  readonly onChange: (next: Partial<UserListParams>) => void;
  readonly onType: (text: string) => void;
  readonly onInvite: () => void;
  readonly mayInvite: boolean;
}) {
  const { t } = useTranslation('users');
  const [typed, setTyped] = useState(params.search);
  useEffect(() => { setTyped(params.search); }, [params.search]);
  const csv = `${userRoutes.exportUsers.path}?${new URLSearchParams(queryOf(params, false) as Record<string, string>).toString()}`;
  return (
    <Group align="flex-end" wrap="wrap" gap="sm">
      <TextInput label={t('search.label')} placeholder={t('search.placeholder')} value={typed} type="search"
        onChange={(e) => { setTyped(e.currentTarget.value); onType(e.currentTarget.value); }} style={{ flex: '1 1 220px' }} maxLength={100} />
      <Select label={t('filters.role')} value={params.role} allowDeselect={false} style={{ flex: '0 1 220px' }}
        data={[{ value: '', label: t('filters.any_role') }, ...DEALER_ROLES.map((r) => ({ value: r, label: t(`roles.${r}`) }))]}
        onChange={(v) => onChange({ role: DEALER_ROLES.find((r) => r === v) ?? '' })} />
      <Select label={t('filters.status')} value={params.status} allowDeselect={false} style={{ flex: '0 1 180px' }}
        data={[{ value: '', label: t('filters.any_status') }, { value: 'active', label: t('filters.active') }, { value: 'inactive', label: t('filters.inactive') }]}
        onChange={(v) => onChange({ status: v === 'active' || v === 'inactive' ? v : '' })} />
      <Button component="a" href={csv} download variant="default">{t('export.button')}</Button>
      {mayInvite && <Button onClick={onInvite}>{t('actions.invite')}</Button>}
    </Group>
  );
}
