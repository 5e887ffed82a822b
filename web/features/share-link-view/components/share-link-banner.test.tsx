import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ShareLinkBanner } from './share-link-banner.tsx';

describe('<ShareLinkBanner>', () => {
  it('names the document, says it is read-only and when the link expires, and is not advice', () => {
    render(<ShareLinkBanner documentName="msa.pdf" expiresAt="2026-12-02T13:53:46.770Z" />);

    const banner = screen.getByRole('region', { name: 'Shared analysis' });
    const day = new Intl.DateTimeFormat(undefined, { dateStyle: 'long' }).format(
      new Date('2026-12-02T13:53:46.770Z'),
    );
    expect(day).toMatch(/2026/);
    expect(within(banner).getByRole('heading', { level: 1 }).textContent).toBe(
      `Shared analysis of msa.pdf · read-only · this link expires on ${day}`,
    );
    expect(banner.textContent).toContain(
      'Legal Explainer explains documents; it is not legal advice.',
    );
  });

  it('shows a date it cannot read as it came, rather than "Invalid Date"', () => {
    render(<ShareLinkBanner documentName="msa.pdf" expiresAt="soon" />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toContain(
      'this link expires on soon',
    );
  });
});
