import { Anchor, Button, Center, Loader, Stack } from '@mantine/core';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { UiTokens } from '../../shared/ui-tokens';
import { AccessTokens } from './access-tokens';
import { useInjection } from '../../shared/di';
import { paths } from '../../shared/paths';
import { ProblemAlert } from '../../shared/problem-message';
import { useFollowDestination } from './use-follow-destination';
import { useObservable } from '../../shared/use-observable';
import { useViewModel } from '../../shared/use-view-model';
import { AuthCard } from './auth-card';
import { CodeForm } from './code-form';
import { PasskeySignIn } from './passkey-sign-in';
import { PhoneForm } from './phone-form';
import { FactorPanel } from './factor-panel';
import { afterVerification } from './sign-in-destination';

/** /verification: sends the code when opened (or sets up a phone), then continues the sign-in. */
export function VerificationPage() {
  const { t } = useTranslation();
  const vm = useViewModel(useInjection(AccessTokens.verificationViewModel), (model) => void model.start());
  const state = useObservable(vm.state$, { kind: 'loading' });
  const session = useInjection(UiTokens.session);
  const memory = useInjection(UiTokens.signInMemory);
  const follow = useFollowDestination();

  useEffect(() => {
    if (state.kind !== 'verified') return;
    let active = true;
    // The user is now fully authenticated: read it again, then pick a dealership or go on.
    void session.read().then((read) => {
      if (!active) return;
      if (read.kind === 'anonymous') return follow({ kind: 'internal', path: paths.login() });
      follow(afterVerification(memory.promptDealershipSelect(), read.user.dealership !== null, memory.savedUrl()));
    });
    return () => {
      active = false;
    };
  }, [state, session, memory, follow]);

  const title = state.kind === 'phone' || (state.kind === 'code' && state.purpose === 'confirm-device') ? t('verification.setup_title') : t('verification.title');
  return (
    <AuthCard title={title} footer={<Anchor component={Link} to={paths.login()} size="sm">{t('verification.back_to_login')}</Anchor>}>
      {(state.kind === 'loading' || state.kind === 'verified') && (
        <Center py="md">
          <Loader aria-label={t('app.loading')} />
        </Center>
      )}
      {state.kind === 'code' && <CodeForm state={state} vm={vm} />}
      {state.kind === 'phone' && <PhoneForm state={state} vm={vm} />}
      {state.kind === 'factors' && <FactorPanel status={state.status} onVerified={vm.verifiedWith} onTextMessage={() => { void vm.useTextMessage(); }} />}
      {(state.kind === 'code' || state.kind === 'phone') && <PasskeySignIn />}
      {state.kind === 'failed' && (
        <Stack gap="sm">
          <ProblemAlert problem={state.problem} />
          <Button onClick={() => window.location.reload()}>{t('verification.try_again')}</Button>
        </Stack>
      )}
    </AuthCard>
  );
}
