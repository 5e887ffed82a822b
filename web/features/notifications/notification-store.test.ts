import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  addNotification,
  clearNotifications,
  dismissNotification,
  pauseNotification,
  resumeNotification,
  useNotificationStore,
  type NotificationSeverity,
} from './notification-store.ts';

function getNotifications() {
  return useNotificationStore.getState().notifications;
}

function findById(id: string) {
  return getNotifications().find((notification) => notification.id === id);
}

function addToast(severity: NotificationSeverity, title = `${severity} toast`) {
  return addNotification({ title, message: 'Body text', severity });
}

describe('notification store', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });

  afterEach(() => {
    clearNotifications();
    vi.useRealTimers();
  });

  it('mounts a toast hidden and shows it after about 50 ms', () => {
    const id = addToast('info');
    expect(findById(id)?.phase).toBe('entering');
    vi.advanceTimersByTime(49);
    expect(findById(id)?.phase).toBe('entering');
    vi.advanceTimersByTime(1);
    expect(findById(id)?.phase).toBe('visible');
  });

  it.each([
    ['success', 4000],
    ['warning', 6000],
    ['info', 5000],
    ['error', 0],
  ] as const)('gives %s toasts a duration of %i ms', (severity, duration) => {
    const id = addToast(severity);
    expect(findById(id)?.duration).toBe(duration);
  });

  it('dismisses a success toast by itself after 4 s, fading for 300 ms before removal', () => {
    const id = addToast('success');
    vi.advanceTimersByTime(3999);
    expect(findById(id)?.phase).toBe('visible');
    vi.advanceTimersByTime(1);
    expect(findById(id)?.phase).toBe('leaving');
    vi.advanceTimersByTime(299);
    expect(findById(id)).toBeDefined();
    vi.advanceTimersByTime(1);
    expect(findById(id)).toBeUndefined();
  });

  it('keeps an error toast until the user dismisses it, and always lets them', () => {
    const id = addNotification({
      title: 'Failed',
      message: 'It broke',
      severity: 'error',
      dismissible: false,
    });
    vi.advanceTimersByTime(60 * 60 * 1000);
    expect(findById(id)?.phase).toBe('visible');
    expect(findById(id)?.dismissible).toBe(true);

    dismissNotification(id);
    expect(findById(id)?.phase).toBe('leaving');
    vi.advanceTimersByTime(300);
    expect(findById(id)).toBeUndefined();
  });

  it('honours a custom duration', () => {
    const id = addNotification({ title: 'T', message: 'M', severity: 'info', duration: 1000 });
    vi.advanceTimersByTime(1000);
    expect(findById(id)?.phase).toBe('leaving');
  });

  it('keeps at most 3 toasts, dropping the oldest', () => {
    const first = addToast('error', 'first');
    addToast('error', 'second');
    addToast('error', 'third');
    addToast('error', 'fourth');
    expect(getNotifications().map((notification) => notification.title)).toEqual([
      'second',
      'third',
      'fourth',
    ]);
    expect(findById(first)).toBeUndefined();
  });

  it('cancels the timers of a dropped toast, so they cannot touch newer ones', () => {
    addToast('success', 'dropped');
    vi.advanceTimersByTime(100);
    addToast('error', 'a');
    addToast('error', 'b');
    addToast('error', 'c');
    vi.advanceTimersByTime(10_000);
    expect(getNotifications().map((notification) => notification.phase)).toEqual([
      'visible',
      'visible',
      'visible',
    ]);
  });

  it('ignores a second dismissal while the toast is fading', () => {
    const id = addToast('info');
    dismissNotification(id);
    vi.advanceTimersByTime(200);
    dismissNotification(id);
    vi.advanceTimersByTime(100);
    expect(findById(id)).toBeUndefined();
  });

  it('holds a toast while paused and restarts its countdown on resume', () => {
    const id = addToast('success');
    vi.advanceTimersByTime(3000);
    pauseNotification(id);
    vi.advanceTimersByTime(10_000);
    expect(findById(id)?.phase).toBe('visible');
    resumeNotification(id);
    vi.advanceTimersByTime(3999);
    expect(findById(id)?.phase).toBe('visible');
    vi.advanceTimersByTime(1);
    expect(findById(id)?.phase).toBe('leaving');
  });

  it('gives every toast its own id', () => {
    const ids = [addToast('info'), addToast('info'), addToast('info')];
    expect(new Set(ids).size).toBe(3);
  });
});
