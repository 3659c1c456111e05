/**
 * Mantine's notifications container, loaded when the first notification is shown (the store that
 * `notifications.show` writes to is a few hundred bytes and always there; the container and its
 * transitions are not on the library's first screen: issue 18). It shows what was queued before.
 */
import { useNotifications, type NotificationsProps } from '@mantine/notifications';
import { lazy, Suspense, useState } from 'react';

const LoadedNotifications = lazy(() => import('./LoadedNotifications').then((m) => ({ default: m.LoadedNotifications })));

export function NotificationsWhenShown(props: NotificationsProps) {
  const { notifications, queue } = useNotifications();
  const [wanted, setWanted] = useState(false);
  if (!wanted && notifications.length + queue.length > 0) setWanted(true);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <LoadedNotifications {...props} />
    </Suspense>
  );
}
