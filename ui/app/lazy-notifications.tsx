import { notificationsStore } from '@mantine/notifications';
import { lazy, Suspense, useState, useSyncExternalStore } from 'react';

// The toasts' component (with its portal and transitions) downloads with the first toast, not
// with every page (issue 10.5). Toasts shown before it arrives wait in the store and appear then.
const NotificationsHost = lazy(() => import('./notifications-host'));

const subscribe = (onChange: () => void) => notificationsStore.subscribe(onChange);
const anyToast = () => {
  const state = notificationsStore.getState();
  return state.notifications.length > 0 || state.queue.length > 0;
};

export function LazyNotifications() {
  const toast = useSyncExternalStore(subscribe, anyToast, () => false);
  // Once shown, the host stays: hiding a toast animates in it.
  const [needed, setNeeded] = useState(false);
  if (toast && !needed) setNeeded(true);
  return needed ? <Suspense fallback={null}><NotificationsHost /></Suspense> : null;
}
