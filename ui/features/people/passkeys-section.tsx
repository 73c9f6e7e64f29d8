import { Alert, Button, Divider, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import * as E from 'fp-ts/Either';
import { Fragment, useCallback, useEffect, useState } from 'react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { PasskeyBody } from '../../../adapters/http/contract/access/passkeys';
import { confirmWith } from '../../shared/confirm';
import { useInjection } from '../../shared/di';
import { submitCall, type FormFailure } from '../../shared/form-problem';
import { useToast } from '../../shared/toast';
import { makePasskey, passkeyErrorKey, passkeysSupported } from '../../shared/webauthn';
import { PasskeyRow } from './passkey-row';
import { PeopleTokens } from './people-tokens';

/** The sentence key of a refused passkey call: the code on a field it names, else the problem's. */
const failureKey = (failure: FormFailure): string =>
  passkeyErrorKey(failure.code, failure.fieldErrors.credential ?? failure.fieldErrors.passkey ?? failure.fieldErrors.name);

/** "Passkeys" on My profile: the list with when each was last used, add one, rename, remove after a confirmation. */
export function PasskeysSection() {
  const { t, i18n } = useTranslation();
  const port = useInjection(PeopleTokens.passkeys);
  const toast = useToast();
  const [passkeys, setPasskeys] = useState<readonly PasskeyBody[] | null>(null);
  const [name, setName] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const message = (key: string) => (i18n.exists(key) ? key : 'passkeys.errors.failed');

  const load = useCallback(async () => {
    const answer = await submitCall(() => port.list());
    if (E.isRight(answer)) setPasskeys(answer.right.passkeys);
  }, [port]);
  useEffect(() => { void load(); }, [load]);

  const add = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    const done = (key: string | null) => { setBusy(false); if (key !== null) setError(message(key)); };
    const options = await submitCall(() => port.registrationOptions());
    if (E.isLeft(options)) return done(options.left.handled ? null : failureKey(options.left));
    const credential = await makePasskey(options.right.options);
    if (E.isLeft(credential)) return done(`passkeys.errors.${credential.left}`);
    const added = await submitCall(() => port.add({ credential: credential.right, ...(name.trim() === '' ? {} : { name: name.trim() }) }));
    if (E.isLeft(added)) return done(added.left.handled ? null : failureKey(added.left));
    done(null);
    setName('');
    toast.success('passkeys.added');
    await load();
  };

  const rename = async (id: number, newName: string): Promise<string | null> => {
    setBusy(true);
    const answer = await submitCall(() => port.rename(id, newName));
    setBusy(false);
    if (E.isLeft(answer)) return answer.left.handled ? null : message(failureKey(answer.left));
    toast.success('passkeys.renamed');
    await load();
    return null;
  };

  const remove = async (passkey: PasskeyBody) => {
    if (!(await confirmWith(t, 'passkeys.remove_confirm', { danger: true, values: { name: passkey.name } }))) return;
    setBusy(true);
    setError(null);
    const answer = await submitCall(() => port.remove(passkey.id));
    setBusy(false);
    if (E.isLeft(answer)) { if (!answer.left.handled) setError(message(failureKey(answer.left))); return; }
    toast.success('passkeys.removed');
    await load();
  };

  return (
    <Paper withBorder p="lg" radius="md" component="section" aria-labelledby="passkeys-title">
      <Stack gap="sm">
        <Title order={2} size="h4" id="passkeys-title">{t('passkeys.title')}</Title>
        <Text size="sm" c="dimmed">{t('passkeys.intro')}</Text>
        {passkeys !== null && passkeys.length === 0 && <Text size="sm">{t('passkeys.none')}</Text>}
        {passkeys !== null && passkeys.length > 0 && (
          <Stack gap="xs" component="ul" m={0} p={0} style={{ listStyle: 'none' }} aria-labelledby="passkeys-title">
            {passkeys.map((passkey, index) => (
              <Fragment key={passkey.id}>
                {index > 0 && <Divider component="li" aria-hidden />}
                <li><PasskeyRow passkey={passkey} busy={busy} onRename={(newName) => rename(passkey.id, newName)} onRemove={() => void remove(passkey)} /></li>
              </Fragment>
            ))}
          </Stack>
        )}
        {passkeysSupported() ? (
          <form onSubmit={(event) => void add(event)} noValidate>
            <Stack gap="xs">
              <TextInput label={t('passkeys.name')} description={t('passkeys.name_hint')} value={name} maxLength={60} onChange={(event) => setName(event.currentTarget.value)} />
              <Button type="submit" loading={busy} style={{ alignSelf: 'flex-start' }}>{t('passkeys.add')}</Button>
              {busy && <Text size="xs" c="dimmed" role="status">{t('passkeys.adding')}</Text>}
            </Stack>
          </form>
        ) : (
          <Text size="sm" c="dimmed">{t('passkeys.errors.unsupported')}</Text>
        )}
        {error !== null && <Alert color="red" role="alert" variant="light">{t(error)}</Alert>}
      </Stack>
    </Paper>
  );
}
