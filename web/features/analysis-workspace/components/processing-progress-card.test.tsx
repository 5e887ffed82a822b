import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ProcessingProgressCard, type ProcessingProgressView } from '../index.ts';

const READING: ProcessingProgressView = {
  isProcessing: true,
  currentPage: 3,
  totalPages: 12,
  message: 'Reading page 3 of 12',
  progress: 25,
};

describe('<ProcessingProgressCard />', () => {
  it('shows a titled progress bar, the page and the message', () => {
    render(<ProcessingProgressCard progress={READING} />);
    const bar = screen.getByRole('progressbar', { name: 'Processing your document' });
    expect(bar.getAttribute('aria-valuenow')).toBe('25');
    expect(bar.getAttribute('aria-valuemin')).toBe('0');
    expect(bar.getAttribute('aria-valuemax')).toBe('100');
    expect(screen.getByText('Page 3 of 12')).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Processing your document' })).toBeTruthy();
  });

  it('announces the message politely, and each new one', () => {
    const { rerender } = render(<ProcessingProgressCard progress={READING} />);
    const message = screen.getByText('Reading page 3 of 12');
    expect(message.getAttribute('aria-live')).toBe('polite');

    rerender(
      <ProcessingProgressCard
        progress={{ ...READING, currentPage: 4, message: 'Reading page 4 of 12', progress: 33 }}
      />,
    );
    expect(message.textContent).toBe('Reading page 4 of 12');
    expect(screen.getByText('Page 4 of 12')).toBeTruthy();
    expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('33');
  });

  it.each([
    [-5, '0'],
    [140, '100'],
    [33.6, '34'],
    [Number.NaN, '0'],
  ])('keeps a progress of %s within 0..100 (shows %s)', (progress, shown) => {
    render(<ProcessingProgressCard progress={{ ...READING, progress }} />);
    expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe(shown);
  });

  it('leaves out the page line before the page count is known', () => {
    render(
      <ProcessingProgressCard
        progress={{ ...READING, currentPage: 0, totalPages: 0, message: 'Starting', progress: 0 }}
      />,
    );
    expect(screen.queryByText(/^Page /)).toBeNull();
  });

  it('says when processing has finished or stopped', () => {
    const { rerender } = render(
      <ProcessingProgressCard progress={{ ...READING, isProcessing: false, progress: 100 }} />,
    );
    expect(screen.getByRole('heading', { name: 'Processing complete' })).toBeTruthy();
    rerender(
      <ProcessingProgressCard progress={{ ...READING, isProcessing: false, status: 'failed' }} />,
    );
    expect(screen.getByRole('heading', { name: 'Processing stopped' })).toBeTruthy();
  });
});
