import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { BrowserTokens } from '../shared/browser-tokens';
import type { HttpNotice } from '../../adapters/di/tokens';
import { useInjection } from '../shared/di';
import { paths } from '../shared/paths';
import type { ToastOptions } from '../shared/toast';
import { showToast } from '../shared/toast';
import { UiTokens } from '../shared/ui-tokens';

const NOTICES: Record<HttpNotice, ToastOptions> = {
  network_retrying: { kind: 'error', message: 'errors.network_retrying', id: 'network', long: true },
  timeout: { kind: 'error', message: 'errors.timeout', id: 'network', long: true },
  csrf_failed: { kind: 'error', message: 'errors.csrf_failed', id: 'csrf' },
};

/** Acts on what the api client reports: toasts for its notices, navigation for session errors. */
export function AuthRedirectListener() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const redirects = useInjection(BrowserTokens.authRedirects);
  const notices = useInjection(BrowserTokens.httpNotices);
  const session = useInjection(UiTokens.session);

  useEffect(() => {
    const subscription = redirects.subscribe((target) => {
      if (target.to === 'verification') return void navigate(paths.verification());
      session.forget();
      void navigate(paths.login({ reason: target.reason, next: target.next }));
    });
    subscription.add(notices.subscribe((notice) => showToast(t, NOTICES[notice])));
    return () => subscription.unsubscribe();
  }, [redirects, notices, navigate, session, t]);

  return null;
}
