import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { Analysis } from '../../../../common/analysis/analysis-schema.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { ReaderSwitcher } from '../index.ts';
import { AS_FRANCHISEE, AS_FRANCHISOR } from '../sample-readings.test-support.ts';

/** A promise the test settles when it chooses. */
function deferred<T>() {
  let resolve: (value: T) => void = () => undefined;
  let reject: (reason: unknown) => void = () => undefined;
  const promise = new Promise<T>((yes, no) => {
    resolve = yes;
    reject = no;
  });
  return { promise, resolve, reject };
}

/** The switcher over an analysis that `onSwitched` replaces, as the page's cache does. */
function renderSwitcher(request: (documentId: string, role: string) => Promise<Analysis>) {
  const onSwitched = vi.fn();
  const view = (analysis: Analysis) => (
    <ReaderSwitcher
      documentId="doc-1"
      perspective={analysis.perspective}
      readers={analysis.readers}
      onSwitched={onSwitched}
      request={request}
    />
  );
  const { rerender } = render(view(AS_FRANCHISEE));
  onSwitched.mockImplementation((analysis: Analysis) => rerender(view(analysis)));
  return { onSwitched };
}

describe('<ReaderSwitcher />', () => {
  it('says whose side the analysis is read from, why, and lists every party as "I am ..."', () => {
    renderSwitcher(vi.fn());
    const region = screen.getByRole('region', { name: 'Reading as: the Franchisee' });
    expect(region.textContent).toContain('Pizza Fusion Holdings, Inc.');
    expect(region.textContent).toContain(
      'Chosen from the document type; change it below if you are the other party.',
    );
    const choice = screen.getByRole('group', { name: 'Whose side are you on?' });
    const radios = within(choice).getAllByRole('radio');
    expect(radios.map((radio) => radio.closest('label')?.textContent)).toEqual([
      'I am the Franchisee (Pizza Fusion Holdings, Inc.)',
      'I am the Franchisor (PF Franchising LLC)',
    ]);
    expect(radios.map((radio) => (radio as HTMLInputElement).checked)).toEqual([true, false]);
    expect(screen.getByRole('button', { name: 'Switch' }).getAttribute('aria-disabled')).toBe(
      'true',
    );
  });

  it('says when both sides make the same promises', () => {
    render(
      <ReaderSwitcher
        documentId="doc-1"
        perspective={{ party: 'Acme', role: 'Party A', chosenBy: 'user', isMutual: true }}
        readers={[
          { party: 'Acme', role: 'Party A' },
          { party: 'Bolt', role: 'Party B' },
        ]}
        onSwitched={vi.fn()}
      />,
    );
    expect(document.body.textContent).toContain('Both sides make the same promises here');
    expect(document.body.textContent).not.toContain('Chosen from the document type');
  });

  it('calls the API with the chosen role, shows that it is busy, then hands on the new analysis', async () => {
    const user = userEvent.setup();
    const answer = deferred<Analysis>();
    const request = vi.fn(() => answer.promise);
    const { onSwitched } = renderSwitcher(request);

    await user.click(
      screen.getByRole('radio', { name: 'I am the Franchisor (PF Franchising LLC)' }),
    );
    const button = screen.getByRole('button', { name: 'Switch' });
    expect(button.getAttribute('aria-disabled')).toBe('false');
    await user.click(button);

    expect(request).toHaveBeenCalledExactlyOnceWith('doc-1', 'Franchisor');
    expect(screen.getByRole('button', { name: 'Switching…' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe(
      'Re-reading the document as the Franchisor…',
    );
    expect(screen.getByTestId('reader-switch').getAttribute('aria-busy')).toBe('true');
    // Pressing again while busy asks nothing more.
    await user.click(screen.getByRole('button', { name: 'Switching…' }));
    expect(request).toHaveBeenCalledTimes(1);

    await act(async () => answer.resolve(AS_FRANCHISOR));
    expect(onSwitched).toHaveBeenCalledExactlyOnceWith(AS_FRANCHISOR);
    expect(screen.getByRole('region', { name: 'Reading as: the Franchisor' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toContain('Now reading as the Franchisor');
    expect(document.body.textContent).not.toContain('Chosen from the document type');
    // Focus stays where it was, on the button, now that there is nothing to switch to.
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Switch' }));
  });

  it('shows a failure through the error catalogue and keeps the current reading', async () => {
    const user = userEvent.setup();
    const request = vi.fn(() =>
      Promise.reject(new ApiError('Request failed', { status: 503, code: 'SERVER_OVERLOADED' })),
    );
    const { onSwitched } = renderSwitcher(request);

    await user.click(
      screen.getByRole('radio', { name: 'I am the Franchisor (PF Franchising LLC)' }),
    );
    await user.click(screen.getByRole('button', { name: 'Switch' }));

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('The analysis still reads as before');
    expect(alert.textContent).not.toContain('Request failed');
    expect(onSwitched).not.toHaveBeenCalled();
    expect(screen.getByRole('region', { name: 'Reading as: the Franchisee' })).toBeTruthy();
  });

  /** Asks to read as the Franchisor, the server refusing with `error`; the alert shown. */
  async function switchRefusedWith(error: ApiError) {
    const user = userEvent.setup();
    renderSwitcher(vi.fn(() => Promise.reject(error)));
    await user.click(
      screen.getByRole('radio', { name: 'I am the Franchisor (PF Franchising LLC)' }),
    );
    await user.click(screen.getByRole('button', { name: 'Switch' }));
    return screen.findByRole('alert');
  }

  it('shows a refusal of too many switches, or of one while another is under way, through the catalogue', async () => {
    const alert = await switchRefusedWith(
      new ApiError('You are already switching the reader of a document.', {
        status: 429,
        code: 'RATE_LIMIT_EXCEEDED',
      }),
    );
    expect(alert.textContent).toContain('Too many requests');
    expect(alert.textContent).toContain('Wait a minute, then try again.');
    expect(alert.textContent).toContain('The analysis still reads as before');
    expect(screen.getByRole('button', { name: 'Switch' }).getAttribute('aria-disabled')).toBe(
      'false',
    );
  });

  it('says what the server said when the party is not one of the document', async () => {
    const alert = await switchRefusedWith(
      new ApiError('"Franchisor" is not a party of this document (parties: Franchisee).', {
        status: 400,
        code: 'VALIDATION_ERROR',
      }),
    );
    expect(alert.textContent).toContain('This reader could not be used');
    expect(alert.textContent).toContain('"Franchisor" is not a party of this document');
  });

  it('offers no choice, and says none, when there is only one party to read it as', () => {
    render(
      <ReaderSwitcher
        documentId="doc-1"
        perspective={AS_FRANCHISEE.perspective}
        readers={AS_FRANCHISEE.readers.slice(0, 1)}
        onSwitched={vi.fn()}
      />,
    );
    const region = screen.getByRole('region', { name: 'Reading as: the Franchisee' });
    expect(screen.queryByRole('radio')).toBeNull();
    // No "change it" with nothing to change it with.
    expect(region.textContent).toContain('Chosen from the document type.');
    expect(region.textContent).not.toContain('change it');
  });
});
