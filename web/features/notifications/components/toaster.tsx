import {
  CircleAlertIcon,
  CircleCheckIcon,
  InfoIcon,
  TriangleAlertIcon,
  XIcon,
  type LucideIcon,
} from 'lucide-react';
import type { FocusEvent } from 'react';
import {
  dismissNotification,
  pauseNotification,
  resumeNotification,
  useNotificationStore,
  type Notification,
  type NotificationPhase,
  type NotificationSeverity,
} from '../notification-store.ts';
import { TOAST_STYLES } from '../toast-styles.ts';

// Entering toasts start transparent and slightly low so they slide in; under
// prefers-reduced-motion only the opacity changes, and instantly.
const PHASE_CLASSES: Record<NotificationPhase, string> = {
  entering: 'opacity-0 motion-safe:translate-y-2',
  visible: 'opacity-100 translate-y-0',
  leaving: 'opacity-0',
};

/** The corner where toasts appear (SPEC sections 3, 4 and 9); render it once near the root. */
export function Toaster() {
  const notifications = useNotificationStore((state) => state.notifications);
  return (
    <div
      role="region"
      aria-label="Notifications"
      aria-live="polite"
      className="pointer-events-none fixed inset-x-0 bottom-0 z-50 flex flex-col gap-2 p-3 sm:inset-x-auto sm:right-0 sm:w-96 sm:p-4"
    >
      {notifications.map((notification) => (
        <Toast key={notification.id} notification={notification} />
      ))}
    </div>
  );
}

function Toast({ notification }: { notification: Notification }) {
  const { id, title, message, action, severity, dismissible, phase } = notification;
  const styles = TOAST_STYLES[severity];
  const SeverityIcon = SEVERITY_ICONS[severity];

  // Keep focus-within from restarting the countdown when focus moves between the toast's
  // own elements.
  const handleBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget)) resumeNotification(id);
  };

  return (
    <div
      role={severity === 'error' ? 'alert' : undefined}
      data-severity={severity}
      data-state={phase}
      onMouseEnter={() => pauseNotification(id)}
      onMouseLeave={() => resumeNotification(id)}
      onFocus={() => pauseNotification(id)}
      onBlur={handleBlur}
      className={`pointer-events-auto flex w-full items-start gap-3 rounded-lg border border-l-4 p-4 text-ink shadow-lg transition duration-300 ease-out motion-reduce:transition-none ${styles.container} ${PHASE_CLASSES[phase]}`}
    >
      <SeverityIcon className={`mt-0.5 size-5 shrink-0 ${styles.icon}`} />
      <div className="min-w-0 flex-1 break-words">
        <p className={`font-semibold ${styles.title}`}>
          <span className="sr-only">{styles.label}: </span>
          <span>{title}</span>
        </p>
        <p className="mt-1 text-sm text-ink">{message}</p>
        {action ? <p className="mt-1 text-sm text-ink-muted">{action}</p> : null}
      </div>
      {dismissible ? (
        <button
          type="button"
          aria-label="Dismiss notification"
          onClick={() => dismissNotification(id)}
          className="-m-1 inline-flex h-8 w-8 shrink-0 items-center justify-center rounded text-ink-muted hover:bg-surface hover:text-ink"
        >
          <XIcon className="size-4" />
        </button>
      ) : null}
    </div>
  );
}

// Distinct shapes per severity, so the kind of message is clear without colour.
const SEVERITY_ICONS: Record<NotificationSeverity, LucideIcon> = {
  error: CircleAlertIcon,
  warning: TriangleAlertIcon,
  info: InfoIcon,
  success: CircleCheckIcon,
};
