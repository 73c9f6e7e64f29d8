import { Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { UiTokens } from '../../shared/ui-tokens';
import { useInjection } from '../../shared/di';
import { useObservable } from '../../shared/use-observable';
import { AvatarSection } from './avatar-section';
import { ChangePasswordForm } from './change-password-form';
import { MyMessagesSection } from './my-messages-section';
import { PasskeysSection } from './passkeys-section';
import { ProfileForm } from './profile-form';
import { SignInSecuritySection } from './sign-in-security-section';

function Field({ label, value }: { readonly label: string; readonly value: string }) {
  return (
    <div>
      <Text size="xs" c="dimmed" component="dt">{label}</Text>
      <Text component="dd" m={0}>{value}</Text>
    </div>
  );
}

/** /my-profile: photo, my information and notifications, where I work, the password change, sign-in security and the messages sent to me. */
export function MyProfilePage() {
  const { t, i18n } = useTranslation();
  const session = useInjection(UiTokens.session);
  const { user } = useObservable(session.state$, session.snapshot());
  if (user === null) return null;
  return (
    <Stack gap="lg" maw={760}>
      <Title order={1} size="h2">{t('routes.my-profile')}</Title>
      <AvatarSection user={user} />
      <ProfileForm key={user.id} user={user} />
      <Paper withBorder p="lg" radius="md" component="section" aria-labelledby="where-title">
        <Title order={2} size="h4" mb="sm" id="where-title">{t('profile.basics')}</Title>
        <SimpleGrid cols={{ base: 1, sm: 3 }} component="dl" m={0}>
          <Field label={t('profile.role')} value={user.role === null ? t('profile.none') : t(`roles.${user.role}`)} />
          <Field label={t('profile.dealership')} value={user.dealership?.name ?? t('profile.none')} />
          <Field label={t('profile.language')} value={t(`language.names.${i18n.language}`)} />
        </SimpleGrid>
      </Paper>
      <ChangePasswordForm email={user.email} />
      <SignInSecuritySection />
      <PasskeysSection />
      <MyMessagesSection />
    </Stack>
  );
}
