import { Avatar, Button, FileButton, Group, Paper, Stack, Text, Title } from '@mantine/core';
import * as E from 'fp-ts/Either';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { UserBody } from '../../../adapters/http/contract/access/access';
import { UiTokens } from '../../shared/ui-tokens';
import { confirmWith } from '../../shared/confirm';
import { useInjection } from '../../shared/di';
import { useFieldMessage } from '../../shared/field-message';
import { submitCall, type FormProblem } from '../../shared/form-problem';
import { ProblemAlert } from '../../shared/problem-message';
import { useToast } from '../../shared/toast';
import { PeopleTokens } from './people-tokens';

const IMAGE_TYPES = 'image/png,image/jpeg,image/webp';
const MAX_BYTES = 5 * 1024 * 1024;

/** The avatar: shown (initials when none), replaced by a chosen picture, removed after a confirmation. */
export function AvatarSection({ user }: { readonly user: UserBody }) {
  const { t } = useTranslation();
  const account = useInjection(PeopleTokens.myAccount);
  const session = useInjection(UiTokens.session);
  const fieldMessage = useFieldMessage();
  const toast = useToast();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<readonly string[] | null>(null);
  const [problem, setProblem] = useState<FormProblem | null>(null);
  const initials = `${user.first_name.slice(0, 1)}${user.last_name.slice(0, 1)}`.toUpperCase();

  const done = (avatar: string | null, message: string) => {
    const current = session.snapshot();
    if (current.user !== null) session.signedIn({ ...current.user, avatar }, current.totalManagedDealerships);
    toast.success(message);
  };

  const run = async (call: () => ReturnType<typeof account.removeAvatar>, message: string) => {
    setBusy(true);
    setError(null);
    setProblem(null);
    const answer = await submitCall(call);
    setBusy(false);
    if (E.isRight(answer)) return done(answer.right.avatar, message);
    const codes = answer.left.fieldErrors.avatar;
    if (codes !== undefined) setError(codes);
    else if (!answer.left.handled) setProblem(answer.left.problem);
  };

  const choose = (file: File | null) => {
    if (file === null) return;
    if (file.size > MAX_BYTES) { setError(['file.too_large']); return; }
    void run(() => account.uploadAvatar(file), 'profile.avatar_saved');
  };

  const remove = async () => {
    if (await confirmWith(t, 'profile.avatar_confirm', { danger: true })) void run(() => account.removeAvatar(), 'profile.avatar_removed');
  };

  return (
    <Paper withBorder p="lg" radius="md" component="section" aria-labelledby="avatar-title">
      <Stack gap="sm">
        <Title order={2} size="h4" id="avatar-title">{t('profile.avatar_title')}</Title>
        <Group gap="lg" wrap="nowrap" align="center">
          <Avatar src={user.avatar} alt={t('profile.avatar_alt', { name: user.full_name })} size={96} radius={96} color="blue">{initials}</Avatar>
          <Stack gap="xs">
            <Text size="sm" c="dimmed">{t('profile.avatar_help')}</Text>
            <Group gap="xs">
              <FileButton onChange={choose} accept={IMAGE_TYPES} disabled={busy}>
                {(props) => <Button {...props} loading={busy}>{t(user.avatar === null ? 'profile.avatar_upload' : 'profile.avatar_replace')}</Button>}
              </FileButton>
              {user.avatar !== null && <Button variant="default" color="red" disabled={busy} onClick={() => void remove()}>{t('profile.avatar_remove')}</Button>}
            </Group>
            {error !== null && <Text size="sm" c="red" role="alert">{fieldMessage('avatar', error)}</Text>}
            <ProblemAlert problem={problem} />
          </Stack>
        </Group>
      </Stack>
    </Paper>
  );
}
