import type { NotificationSeverity } from './notification-store.ts';

/** The theme classes of one severity; each text colour keeps >= 4.5:1 on its background. */
export interface ToastStyle {
  /** Read by screen readers before the title, so severity is never conveyed by colour alone. */
  label: string;
  container: string;
  title: string;
  icon: string;
}

// Full class names written out so Tailwind's scanner finds them. The contrast of each pair is
// checked against web/index.css in toast-styles.test.ts.
/** Colours per severity, from the theme tokens in web/index.css. */
export const TOAST_STYLES: Readonly<Record<NotificationSeverity, ToastStyle>> = {
  error: {
    label: 'Error',
    container: 'bg-danger-soft border-danger',
    title: 'text-danger',
    icon: 'text-danger',
  },
  warning: {
    label: 'Warning',
    container: 'bg-warning-soft border-warning',
    title: 'text-warning',
    icon: 'text-warning',
  },
  info: {
    label: 'Information',
    container: 'bg-info-soft border-info',
    title: 'text-info',
    icon: 'text-info',
  },
  success: {
    label: 'Success',
    container: 'bg-success-soft border-success',
    title: 'text-success',
    icon: 'text-success',
  },
};

/** Text colours used on every toast, whatever its severity. */
export const TOAST_BODY_TEXT_CLASSES = ['text-ink', 'text-ink-muted'] as const;
