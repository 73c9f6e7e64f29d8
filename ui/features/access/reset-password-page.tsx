import { Anchor } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { paths } from '../../shared/paths';
import { AuthCard } from './auth-card';
import { NewPasswordForm } from './new-password-form';
import { ResetRequestForm } from './reset-request-form';

/** /reset-password: ask for the link; with ?token= (the e-mailed link), set the new password; with &invitation=1, the first one. */
export function ResetPasswordPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const token = params.get('token');
  const invitation = params.get('invitation') === '1';
  return (
    <AuthCard
      title={t(token ? (invitation ? 'reset.invitation_title' : 'reset.new_title') : 'reset.request_title')}
      footer={<Anchor component={Link} to={paths.login()} size="sm">{t('verification.back_to_login')}</Anchor>}
    >
      {token ? <NewPasswordForm key={token} token={token} invitation={invitation} /> : <ResetRequestForm />}
    </AuthCard>
  );
}
