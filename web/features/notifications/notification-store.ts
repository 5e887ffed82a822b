import { create } from 'zustand';

export type NotificationSeverity = 'error' | 'warning' | 'info' | 'success';

/** Where a toast is in its short life: mounted hidden, shown, or fading out. */
export type NotificationPhase = 'entering' | 'visible' | 'leaving';

/** A toast (SPEC section 3), plus the phase its animation is in. */
export interface Notification {
  id: string;
  title: string;
  message: string;
  action?: string;
  severity: NotificationSeverity;
  /** Milliseconds before it dismisses itself; 0 means it stays until the user dismisses it. */
  duration: number;
  dismissible: boolean;
  phase: NotificationPhase;
}

/** What a caller supplies for a new toast; duration defaults by severity. */
export interface NotificationInput {
  title: string;
  message: string;
  action?: string;
  severity: NotificationSeverity;
  duration?: number;
  dismissible?: boolean;
}

/** How long each severity stays on screen (SPEC section 9); errors wait for the user. */
export const NOTIFICATION_DURATIONS: Readonly<Record<NotificationSeverity, number>> = {
  success: 4000,
  warning: 6000,
  info: 5000,
  error: 0,
};

/** Duration for anything without a severity of its own (SPEC section 9). */
export const DEFAULT_NOTIFICATION_DURATION = 5000;
/** At most this many toasts are kept; the oldest goes first. */
export const MAX_NOTIFICATIONS = 3;
/** A new toast mounts hidden and becomes visible after this delay, so it can animate in. */
export const NOTIFICATION_APPEAR_DELAY_MS = 50;
/** How long a dismissed toast fades before it is removed. */
export const NOTIFICATION_FADE_OUT_MS = 300;

interface NotificationState {
  notifications: Notification[];
}

/** The toasts on screen, oldest first. */
export const useNotificationStore = create<NotificationState>(() => ({ notifications: [] }));

type Timer = ReturnType<typeof setTimeout>;
interface NotificationTimers {
  appear?: Timer;
  autoDismiss?: Timer;
  remove?: Timer;
}

// Timers live outside the store: they are not state anyone renders, and dropping or removing
// a toast must cancel them so a stale timer never touches a newer toast.
const timersById = new Map<string, NotificationTimers>();
let nextId = 0;

/** The default on-screen time for a severity. */
export function getNotificationDuration(severity: NotificationSeverity): number {
  return NOTIFICATION_DURATIONS[severity] ?? DEFAULT_NOTIFICATION_DURATION;
}

/** Shows a toast and returns its id. */
export function addNotification(input: NotificationInput): string {
  nextId += 1;
  const id = `notification-${nextId}`;
  const requested = input.duration ?? getNotificationDuration(input.severity);
  const duration = Number.isFinite(requested) && requested > 0 ? requested : 0;
  const notification: Notification = {
    id,
    title: input.title,
    message: input.message,
    ...(input.action ? { action: input.action } : {}),
    severity: input.severity,
    duration,
    // A toast that never leaves by itself must be closable, or it would cover the page forever.
    dismissible: duration === 0 ? true : (input.dismissible ?? true),
    phase: 'entering',
  };

  const all = [...useNotificationStore.getState().notifications, notification];
  const dropped = all.slice(0, Math.max(0, all.length - MAX_NOTIFICATIONS));
  for (const old of dropped) clearTimers(old.id);
  useNotificationStore.setState({ notifications: all.slice(-MAX_NOTIFICATIONS) });

  const timers: NotificationTimers = {
    appear: setTimeout(() => setPhase(id, 'visible'), NOTIFICATION_APPEAR_DELAY_MS),
  };
  timersById.set(id, timers);
  scheduleAutoDismiss(id);
  return id;
}

/** Fades a toast out, then removes it; does nothing if it is already gone or going. */
export function dismissNotification(id: string): void {
  const notification = findNotification(id);
  if (!notification || notification.phase === 'leaving') return;
  clearTimers(id);
  setPhase(id, 'leaving');
  timersById.set(id, {
    remove: setTimeout(() => removeNotification(id), NOTIFICATION_FADE_OUT_MS),
  });
}

/** Removes a toast at once, without fading. */
export function removeNotification(id: string): void {
  clearTimers(id);
  useNotificationStore.setState((state) => ({
    notifications: state.notifications.filter((notification) => notification.id !== id),
  }));
}

/** Holds a toast on screen while the user reads it (pointer over it or focus inside). */
export function pauseNotification(id: string): void {
  const timers = timersById.get(id);
  if (timers?.autoDismiss === undefined) return;
  clearTimeout(timers.autoDismiss);
  timers.autoDismiss = undefined;
}

/** Restarts a paused toast's countdown from its full duration. */
export function resumeNotification(id: string): void {
  const timers = timersById.get(id);
  if (!timers || timers.autoDismiss !== undefined) return;
  scheduleAutoDismiss(id);
}

/** Removes every toast at once, for sign-out and tests. */
export function clearNotifications(): void {
  for (const id of timersById.keys()) clearTimers(id);
  useNotificationStore.setState({ notifications: [] });
}

function scheduleAutoDismiss(id: string): void {
  const notification = findNotification(id);
  const timers = timersById.get(id);
  if (!notification || !timers || notification.duration === 0) return;
  if (notification.phase === 'leaving') return;
  timers.autoDismiss = setTimeout(() => dismissNotification(id), notification.duration);
}

function setPhase(id: string, phase: NotificationPhase): void {
  useNotificationStore.setState((state) => ({
    notifications: state.notifications.map((notification) =>
      notification.id === id ? { ...notification, phase } : notification,
    ),
  }));
}

function findNotification(id: string): Notification | undefined {
  return useNotificationStore.getState().notifications.find((candidate) => candidate.id === id);
}

function clearTimers(id: string): void {
  const timers = timersById.get(id);
  if (!timers) return;
  clearTimeout(timers.appear);
  clearTimeout(timers.autoDismiss);
  clearTimeout(timers.remove);
  timersById.delete(id);
}
