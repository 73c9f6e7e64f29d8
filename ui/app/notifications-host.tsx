import { Notifications } from '@mantine/notifications';
import { TOAST_MS } from '../shared/toast';
import { usePhone } from '../shared/use-phone';

/**
 * Where toasts appear (loaded by lazy-notifications.tsx with the first one): top right on a laptop;
 * at the bottom on a phone, where the top holds the menu button and the language switch a toast
 * would cover.
 */
export default function NotificationsHost() {
  const phone = usePhone();
  return <Notifications position={phone ? 'bottom-center' : 'top-right'} autoClose={TOAST_MS.default} transitionDuration={100} />;
}
