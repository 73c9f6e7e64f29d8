import { Notifications } from '@mantine/notifications';
import { TOAST_MS } from '../shared/toast';

/** Where toasts appear (loaded by lazy-notifications.tsx with the first one). */
export default function NotificationsHost() {
  return <Notifications position="top-right" autoClose={TOAST_MS.default} transitionDuration={100} />;
}
