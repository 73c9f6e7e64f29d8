import { useTranslation } from 'react-i18next';
import { useRouteName } from './route-handle';
import { NotAvailablePanel } from '../shared/not-available-panel';

/** Every route of spec 000 whose screen later work builds. */
export function NotAvailablePage() {
  const { t } = useTranslation();
  const routeName = useRouteName();
  return <NotAvailablePanel title={routeName === null ? t('app.title') : t(`routes.${routeName}`)} />;
}
