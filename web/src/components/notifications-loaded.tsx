// Mantine's toasts container (with its transitions), loaded by NotificationsOnDemand at the first toast.
export { Notifications } from '@mantine/notifications';
