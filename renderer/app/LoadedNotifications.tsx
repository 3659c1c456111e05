/** Mantine's notifications container as its own module, for NotificationsWhenShown to load. */
export { Notifications as LoadedNotifications } from '@mantine/notifications';
