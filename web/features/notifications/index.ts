/** Toasts: the public face of the notifications feature (SPEC sections 3, 4 and 9). */
export { notify, notifyError } from './notify.ts';
export {
  clearNotifications,
  DEFAULT_NOTIFICATION_DURATION,
  dismissNotification,
  MAX_NOTIFICATIONS,
  NOTIFICATION_APPEAR_DELAY_MS,
  NOTIFICATION_DURATIONS,
  NOTIFICATION_FADE_OUT_MS,
  useNotificationStore,
  type Notification,
  type NotificationInput,
  type NotificationSeverity,
} from './notification-store.ts';
export { Toaster } from './components/toaster.tsx';
