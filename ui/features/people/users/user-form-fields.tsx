import { Checkbox, Fieldset, Select, SimpleGrid, Stack, Switch, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { DealerNotifications } from '@dealer-panel/core/access/dealer-user';
import type { DealerRole } from '@dealer-panel/core/access/role';
import { DEALER_PERMISSIONS, roleDefaults } from '@dealer-panel/core/access/permissions';
import { LOCALES } from '../../../shared/i18n';
import type { UserEditor } from './user-editor-view-model';
import type { UserFormValues } from './user-form-values';
import { useUserMessage } from './use-user-message';

type Change = <K extends keyof UserFormValues>(field: K, value: UserFormValues[K]) => void;

const NOTIFICATIONS: readonly (keyof DealerNotifications)[] = [
  'customer_creates_account', 'customer_submits_trade_in', 'customer_submits_credit_app', 'customer_paid_deposit', 'customer_submits_appointment', 'customer_opens_tokenized_link',
];

/** The fields of the invite modal (identity and role) and, in the edit drawer, every other write field. */
export function UserFormFields({ editor, change, roles, mayGrantPermissions }: {
  readonly editor: UserEditor;
  readonly change: Change;
  readonly roles: readonly DealerRole[];
  readonly mayGrantPermissions: boolean;
}) {
  const { t } = useTranslation('users');
  const message = useUserMessage();
  const { values, errors, saving } = editor;
  const error = (field: string) => message(field, errors[field]);
  const defaults = roleDefaults(values.set_role === '' ? null : values.set_role);
  const text = (field: 'email' | 'first_name' | 'last_name' | 'phone', type = 'text') => (
    <TextInput label={t(`form.${field}`)} type={type} value={values[field]} onChange={(e) => change(field, e.currentTarget.value)}
      error={error(field)} required={field !== 'phone'} disabled={saving} autoComplete="off" />
  );
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        {text('first_name')}
        {text('last_name')}
        {text('email', 'email')}
        {text('phone', 'tel')}
        <Select label={t('form.language')} value={values.language} allowDeselect={false} disabled={saving}
          data={LOCALES.map((l) => ({ value: l, label: t(`languages.${l}`) }))}
          onChange={(v) => { if (v === 'en_CA' || v === 'en_US' || v === 'fr_CA') change('language', v); }} error={error('language')} />
        <Select label={t('form.role')} description={t('form.role_hint')} value={values.set_role === '' ? null : values.set_role} required disabled={saving}
          data={roles.map((r) => ({ value: r, label: t(`roles.${r}`) }))} allowDeselect={false}
          onChange={(v) => { const role = roles.find((r) => r === v); if (role) change('set_role', role); }} error={error('set_role')} />
      </SimpleGrid>
      {editor.mode === 'edit' && (
        <>
          <Stack gap="xs">
            <Switch label={t('form.show_credit_application')} checked={values.show_credit_application} disabled={saving}
              onChange={(e) => change('show_credit_application', e.currentTarget.checked)} error={error('show_credit_application')} />
            <Switch label={t('form.not_auto_assigned')} checked={values.set_is_not_automatically_assigned_to_customer} disabled={saving}
              onChange={(e) => change('set_is_not_automatically_assigned_to_customer', e.currentTarget.checked)} error={error('set_is_not_automatically_assigned_to_customer')} />
            <Switch label={t('form.show_analytics_dashboard')} checked={values.show_analytics_dashboard} disabled={saving}
              onChange={(e) => change('show_analytics_dashboard', e.currentTarget.checked)} error={error('show_analytics_dashboard')} />
          </Stack>
          <Fieldset legend={t('form.notifications')} variant="unstyled">
            <Stack gap={6}>
              {NOTIFICATIONS.map((n) => (
                <Checkbox key={n} label={t(`notifications.${n}`)} checked={values.set_dealer_notifications[n]} disabled={saving}
                  onChange={(e) => change('set_dealer_notifications', { ...values.set_dealer_notifications, [n]: e.currentTarget.checked })} />
              ))}
              {error('set_dealer_notifications') !== null && <Text c="red" size="xs">{error('set_dealer_notifications')}</Text>}
            </Stack>
          </Fieldset>
          <Fieldset legend={t('form.permissions')} variant="unstyled">
            <Stack gap={6}>
              <Text size="xs" c="dimmed">{t(mayGrantPermissions ? 'form.permissions_hint' : 'form.permissions_admin_only')}</Text>
              {DEALER_PERMISSIONS.map((p) => (
                <Checkbox key={p} label={t(`permissions.${p}`)} checked={values.set_dealer_permissions[p]} disabled={saving || !mayGrantPermissions}
                  {...(values.set_dealer_permissions[p] !== defaults[p] ? { description: t('form.permission_custom') } : {})}
                  onChange={(e) => change('set_dealer_permissions', { ...values.set_dealer_permissions, [p]: e.currentTarget.checked })} />
              ))}
              {error('set_dealer_permissions') !== null && <Text c="red" size="xs" role="alert">{error('set_dealer_permissions')}</Text>}
            </Stack>
          </Fieldset>
        </>
      )}
    </Stack>
  );
}
