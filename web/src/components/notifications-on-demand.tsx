import { type NotificationsProps, useNotifications } from '@mantine/notifications';
import { useEffect } from 'react';
import { onDemand, useOnDemand } from './on-demand';

const notificationsCode = onDemand(() => import('./notifications-loaded'));

/**
 * Mantine's toasts container, whose code loads with the first toast (the store that `notifications.show`
 * fills is small and always there): the container then shows what the store holds, and stays.
 */
export function NotificationsOnDemand(props: NotificationsProps) {
  const { notifications, queue } = useNotifications();
  const [loaded, request] = useOnDemand(notificationsCode);
  const wanted = notifications.length + queue.length > 0;
  useEffect(() => {
    if (wanted) request();
  }, [wanted, request]);
  return loaded ? <loaded.Notifications {...props} /> : null;
}
