import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ProtectionsSection, type ReaderContext } from '../index.ts';
import { SAMPLE_ANALYSIS } from '../sample-analysis.test-support.ts';

const TENANT: ReaderContext = {
  perspective: SAMPLE_ANALYSIS.perspective,
  readers: SAMPLE_ANALYSIS.readers,
};

describe('<ProtectionsSection />', () => {
  it('shows each term in the reader’s favour with whom it binds, its words and its page', () => {
    const onShowRange = vi.fn();
    render(
      <ProtectionsSection
        protections={SAMPLE_ANALYSIS.protections}
        reader={TENANT}
        onShowRange={onShowRange}
      />,
    );
    const region = screen.getByRole('region', { name: 'In your favour' });
    const card = within(region).getByRole('article', {
      name: 'Your deposit comes back within 30 days',
    });
    expect(card.textContent).toContain('The landlord must return your security deposit');
    expect(within(card).getByText(/Security Deposit · Page 3 · 84% sure/).textContent).toBe(
      'Binds the Landlord · Security Deposit · Page 3 · 84% sure',
    );
    expect(card.querySelector('blockquote')?.textContent).toBe(
      '“Landlord shall return the security deposit within 30 days after Tenant vacates the premises”',
    );
    const protection = SAMPLE_ANALYSIS.protections[0];
    if (!protection) throw new Error('sample protection missing');
    fireEvent.click(within(card).getByRole('button', { name: 'Show on page 3' }));
    expect(onShowRange).toHaveBeenCalledExactlyOnceWith(
      protection.start,
      protection.end,
      protection.page,
    );
  });

  it('names the section beside the page when the analysis knows it', () => {
    const protection = SAMPLE_ANALYSIS.protections[0];
    if (!protection) throw new Error('sample protection missing');
    render(
      <ProtectionsSection
        protections={[{ ...protection, section: 'Governing Law' }]}
        reader={TENANT}
        onShowRange={vi.fn()}
      />,
    );
    const card = screen.getByRole('article', { name: protection.title });
    expect(within(card).getByText(/Page 3 · section “Governing Law” · 84% sure/)).toBeTruthy();
  });

  it('has an empty state', () => {
    render(<ProtectionsSection protections={[]} reader={TENANT} onShowRange={vi.fn()} />);
    expect(
      screen.getByText('Nothing in this document stands out as being in your favour.'),
    ).toBeTruthy();
  });
});
