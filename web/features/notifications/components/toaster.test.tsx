import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppError } from '../../../../common/errors/app-error.ts';
import { clearNotifications, dismissNotification, notify, notifyError, Toaster } from '../index.ts';

function getRegion() {
  return screen.getByRole('region', { name: 'Notifications' });
}

describe('<Toaster />', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });

  afterEach(() => {
    act(() => clearNotifications());
    vi.useRealTimers();
  });

  it('is a polite live region that is present before any toast arrives', () => {
    render(<Toaster />);
    expect(getRegion().getAttribute('aria-live')).toBe('polite');
    expect(getRegion().children).toHaveLength(0);
  });

  it('shows title and message, fades in, and removes a success toast after 4 s', () => {
    render(<Toaster />);
    act(() => {
      notify({ title: 'Saved', message: 'Your settings were saved.', severity: 'success' });
    });
    const toast = within(getRegion()).getByText('Saved').closest('[data-state]');
    expect(toast?.getAttribute('data-state')).toBe('entering');
    expect(screen.getByText('Your settings were saved.')).toBeTruthy();

    act(() => vi.advanceTimersByTime(50));
    expect(toast?.getAttribute('data-state')).toBe('visible');

    act(() => vi.advanceTimersByTime(4000));
    expect(toast?.getAttribute('data-state')).toBe('leaving');
    act(() => vi.advanceTimersByTime(300));
    expect(screen.queryByText('Saved')).toBeNull();
  });

  it('announces errors as alerts with the catalogue title, message and action hint', () => {
    render(<Toaster />);
    act(() => {
      notifyError(new AppError('INSUFFICIENT_CREDITS', 'balance 0'));
    });
    const alert = screen.getByRole('alert');
    expect(within(alert).getByText('Not enough credits')).toBeTruthy();
    expect(
      within(alert).getByText("You don't have enough credits to analyze this document."),
    ).toBeTruthy();
    expect(
      within(alert).getByText('Buy more credits or upgrade your plan to continue.'),
    ).toBeTruthy();
    // The severity is spoken, not only shown in colour.
    expect(alert.textContent).toContain('Error:');
    // Its icons are decoration: the words say it all, and the close button is named.
    for (const icon of alert.querySelectorAll('svg')) {
      expect(icon.getAttribute('aria-hidden')).toBe('true');
    }
    expect(alert.querySelectorAll('svg').length).toBeGreaterThan(0);
  });

  it('does not mark other severities as alerts', () => {
    render(<Toaster />);
    act(() => {
      notify({ title: 'Heads up', message: 'Low credits', severity: 'warning' });
    });
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByText('Heads up')).toBeTruthy();
  });

  it('keeps an error toast until the close button dismisses it', () => {
    render(<Toaster />);
    act(() => {
      notifyError(new TypeError('Failed to fetch'));
    });
    act(() => vi.advanceTimersByTime(60_000));
    expect(screen.getByText('Connection problem')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Dismiss notification' }));
    expect(screen.getByRole('alert').getAttribute('data-state')).toBe('leaving');
    act(() => vi.advanceTimersByTime(300));
    expect(screen.queryByText('Connection problem')).toBeNull();
  });

  it('shows at most 3 toasts, the newest ones', () => {
    render(<Toaster />);
    act(() => {
      for (const title of ['One', 'Two', 'Three', 'Four']) {
        notify({ title, message: 'm', severity: 'error' });
      }
    });
    expect(screen.queryByText('One')).toBeNull();
    expect(screen.getAllByRole('button', { name: 'Dismiss notification' })).toHaveLength(3);
  });

  it('pauses auto-dismissal while the pointer is over the toast', () => {
    render(<Toaster />);
    act(() => {
      notify({ title: 'Info', message: 'Read me', severity: 'info' });
    });
    const toast = screen.getByText('Info').closest('[data-state]');
    if (!toast) throw new Error('toast not rendered');
    fireEvent.mouseEnter(toast);
    act(() => vi.advanceTimersByTime(20_000));
    expect(toast.getAttribute('data-state')).toBe('visible');
    fireEvent.mouseLeave(toast);
    act(() => vi.advanceTimersByTime(5300));
    expect(screen.queryByText('Info')).toBeNull();
  });

  it('lets a caller dismiss a toast by the id notify returned', () => {
    render(<Toaster />);
    let id = '';
    act(() => {
      id = notify({ title: 'Uploading', message: 'contract.pdf', severity: 'info', duration: 0 });
    });
    act(() => dismissNotification(id));
    act(() => vi.advanceTimersByTime(300));
    expect(screen.queryByText('Uploading')).toBeNull();
  });
});
