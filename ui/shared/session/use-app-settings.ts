import { useEffect, useState } from 'react';
import type { SettingsResponse } from '../../../adapters/http/contract/access/access';
import { UiTokens } from '../ui-tokens';
import { useInjection } from '../di';

/** The app settings (GET /settings/), null until read or when they cannot be. */
export function useAppSettings(): SettingsResponse | null {
  const session = useInjection(UiTokens.session);
  const [settings, setSettings] = useState(() => session.snapshot().settings);
  useEffect(() => {
    let active = true;
    session.settings().then(
      (value) => active && setSettings(value),
      () => undefined,
    );
    return () => {
      active = false;
    };
  }, [session]);
  return settings;
}

/** Demo mode shows the demo inbox links. */
export function useDemoMode(): boolean {
  return useAppSettings()?.app_mode === 'demo';
}
