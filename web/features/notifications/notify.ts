import { describeError } from '../../../common/errors/catalogue.ts';
import { addNotification, type NotificationInput } from './notification-store.ts';

/** Shows a toast; returns its id so the caller can dismiss it early. */
export function notify(input: NotificationInput): string {
  return addNotification(input);
}

/**
 * Shows an error toast with the catalogue's title, message and action hint for any error
 * (SPEC section 8). Error toasts stay until the user dismisses them.
 */
export function notifyError(error: unknown): string {
  const described = describeError(error);
  return addNotification({
    title: described.title,
    message: described.message,
    action: described.action,
    severity: 'error',
  });
}
