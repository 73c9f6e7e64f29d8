import { Alert, Button, Divider, Stack, Text } from '@mantine/core';
import * as E from 'fp-ts/Either';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { UiTokens } from '../../shared/ui-tokens';
import { useInjection } from '../../shared/di';
import { submitCall } from '../../shared/form-problem';
import { paths } from '../../shared/paths';
import { passkeyErrorKey, passkeysSupported, signWithPasskey } from '../../shared/webauthn';
import { AccessTokens } from './access-tokens';
import { afterVerification } from './sign-in-destination';
import { useFollowDestination } from './use-follow-destination';

/**
 * "Use a passkey" on the verification page, shown when the user has one and the browser can use
 * it: the passkey answers the second step instead of the text message code, then the sign-in
 * continues as after a code (a dealership to pick, or the page asked for).
 */
export function PasskeySignIn() {
  const { t, i18n } = useTranslation();
  const port = useInjection(AccessTokens.passkeySignIn);
  const session = useInjection(UiTokens.session);
  const memory = useInjection(UiTokens.signInMemory);
  const follow = useFollowDestination();
  const [available, setAvailable] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    let active = true;
    void port.status().then((answer) => { if (active && E.isRight(answer)) setAvailable(answer.right.available); }, () => undefined);
    return () => { active = false; };
  }, [port]);

  if (!available) return null;

  const fail = (key: string) => {
    setBusy(false);
    setError(i18n.exists(key) ? key : 'passkeys.errors.failed');
  };

  const use = async () => {
    setBusy(true);
    setError(null);
    const options = await submitCall(() => port.options());
    if (E.isLeft(options)) return options.left.handled ? setBusy(false) : fail(passkeyErrorKey(options.left.code, options.left.fieldErrors.credential));
    const credential = await signWithPasskey(options.right.options);
    if (E.isLeft(credential)) return fail(`passkeys.errors.${credential.left}`);
    const verified = await submitCall(() => port.signIn({ credential: credential.right }));
    if (E.isLeft(verified)) return verified.left.handled ? setBusy(false) : fail(passkeyErrorKey(verified.left.code, verified.left.fieldErrors.credential));
    const read = await session.read();
    if (read.kind === 'anonymous') return follow({ kind: 'internal', path: paths.login() });
    follow(afterVerification(memory.promptDealershipSelect(), read.user.dealership !== null, memory.savedUrl()));
  };

  return (
    <Stack gap="sm" mt="md">
      <Divider label={t('passkeys.or')} labelPosition="center" />
      {passkeysSupported() ? (
        <>
          <Button variant="light" fullWidth loading={busy} onClick={() => void use()}>{t('passkeys.use')}</Button>
          <Text size="xs" c="dimmed" role="status">{busy ? t('passkeys.checking') : t('passkeys.use_hint')}</Text>
        </>
      ) : (
        <Text size="sm" c="dimmed">{t('passkeys.errors.unsupported')}</Text>
      )}
      {error !== null && <Alert color="red" role="alert" variant="light">{t(error)}</Alert>}
    </Stack>
  );
}
