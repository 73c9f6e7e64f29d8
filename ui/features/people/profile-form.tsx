import { Button, Checkbox, Fieldset, Group, Paper, PasswordInput, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { UserBody } from '../../../adapters/http/contract/access/access';
import { UiTokens } from '../../shared/ui-tokens';
import { useInjection } from '../../shared/di';
import { useFieldMessage } from '../../shared/field-message';
import { ProblemAlert } from '../../shared/problem-message';
import { useToast } from '../../shared/toast';
import { useDirtyFormGuard } from '../../shared/use-dirty-form-guard';
import { useFormSubmit } from '../../shared/use-form-submit';
import { PeopleTokens } from './people-tokens';
import { checkProfile, needsPassword, NOTIFICATION_FLAGS, profileChange, profileValues, type ProfileValues } from './profile-values';

type TextField = 'first_name' | 'last_name' | 'phone' | 'email';
const TEXT_FIELDS: readonly { readonly field: TextField; readonly autoComplete: string; readonly type?: string }[] = [
  { field: 'first_name', autoComplete: 'given-name' },
  { field: 'last_name', autoComplete: 'family-name' },
  { field: 'phone', autoComplete: 'tel', type: 'tel' },
  { field: 'email', autoComplete: 'email', type: 'email' },
];

/**
 * My profile's editable part: names, phone, e-mail (a new one asks for the current password) and
 * the notification flags. Sends only what changed; the server's errors show at their fields and
 * nothing typed is lost; leaving with changes asks first.
 */
export function ProfileForm({ user }: { readonly user: UserBody }) {
  const { t } = useTranslation();
  const account = useInjection(PeopleTokens.myAccount);
  const session = useInjection(UiTokens.session);
  const fieldMessage = useFieldMessage();
  const toast = useToast();
  const form = useFormSubmit();
  const [values, setValues] = useState<ProfileValues>(() => profileValues(user));
  const change = profileChange(user, values);
  useDirtyFormGuard(change !== null);
  const corporate = user.is_dealer_vw_corporate;

  const set = <K extends keyof ProfileValues>(field: K, value: ProfileValues[K]) => {
    setValues((current) => ({ ...current, [field]: value }));
    form.clearField(field);
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (change === null) return;
    const answer = await form.submit(checkProfile(user, values), () => account.updateProfile(change));
    if (answer === null) return;
    session.signedIn(answer.user, answer.total_managed_dealerships);
    setValues(profileValues(answer.user));
    toast.success('profile.saved');
  };

  return (
    <Paper withBorder p="lg" radius="md" component="section" aria-labelledby="profile-form-title">
      <form onSubmit={(event) => void onSubmit(event)} noValidate>
        <Stack gap="md">
          <Title order={2} size="h4" id="profile-form-title">{t('profile.edit_title')}</Title>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            {TEXT_FIELDS.map(({ field, autoComplete, type }) => (
              <TextInput
                key={field}
                label={t(`profile.fields.${field}`)}
                autoComplete={autoComplete}
                {...(type === undefined ? {} : { type })}
                required={field !== 'phone'}
                value={values[field]}
                onChange={(event) => set(field, event.currentTarget.value)}
                error={fieldMessage(field, form.fieldErrors[field])}
              />
            ))}
          </SimpleGrid>
          {needsPassword(user, values) && (
            <PasswordInput
              label={t('profile.fields.current_password')}
              description={t('profile.current_password_help')}
              autoComplete="current-password"
              required
              value={values.current_password}
              onChange={(event) => set('current_password', event.currentTarget.value)}
              error={fieldMessage('current_password', form.fieldErrors.current_password)}
              visibilityToggleButtonProps={{ 'aria-label': t('login.show_password') }}
            />
          )}
          <Fieldset legend={t('profile.notifications_title')} disabled={corporate}>
            <Text size="sm" c="dimmed" mb="xs">{t(corporate ? 'profile.notifications_corporate' : 'profile.notifications_help')}</Text>
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs">
              {NOTIFICATION_FLAGS.map((flag) => (
                <Checkbox
                  key={flag}
                  label={t(`profile.notification.${flag}`)}
                  checked={values.dealer_notifications[flag]}
                  onChange={(event) => set('dealer_notifications', { ...values.dealer_notifications, [flag]: event.currentTarget.checked })}
                />
              ))}
            </SimpleGrid>
            {fieldMessage('dealer_notifications', form.fieldErrors.dealer_notifications) !== null && (
              <Text size="sm" c="red" mt="xs" role="alert">{fieldMessage('dealer_notifications', form.fieldErrors.dealer_notifications)}</Text>
            )}
          </Fieldset>
          <ProblemAlert problem={form.problem} />
          <Group justify="flex-end">
            <Button variant="default" disabled={change === null || form.submitting} onClick={() => { setValues(profileValues(user)); }}>{t('profile.undo')}</Button>
            <Button type="submit" loading={form.submitting} disabled={change === null}>{t('profile.save')}</Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
