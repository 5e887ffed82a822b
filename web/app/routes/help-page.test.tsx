import { act, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { DEFAULT_PUBLIC_CONFIG, usePublicConfig } from '../../lib/public-config.ts';
import HelpPage from './help-page.tsx';

function renderHelp() {
  return render(
    <MemoryRouter>
      <HelpPage />
    </MemoryRouter>,
  );
}

describe('HelpPage', () => {
  it('answers at least ten questions in native disclosures', () => {
    const { container } = renderHelp();
    const questions = container.querySelectorAll('details > summary');
    expect(questions.length).toBeGreaterThanOrEqual(10);
    for (const summary of questions) {
      expect(
        summary.textContent?.trim().endsWith('?') || summary.textContent?.trim().endsWith('.'),
      ).toBe(true);
      // Each question has an answer beside it.
      expect(summary.nextElementSibling?.textContent?.length ?? 0).toBeGreaterThan(40);
    }
  });

  it('groups the questions by topic, with a link to each group', () => {
    renderHelp();
    const topics = [
      'Getting started',
      'Documents',
      'Analysis and confidence',
      'Credits and plans',
      'Privacy and security',
      'Troubleshooting',
    ];
    for (const topic of topics) {
      expect(screen.getByRole('heading', { level: 2, name: topic })).toBeTruthy();
      expect(screen.getByRole('link', { name: topic }).getAttribute('href')).toMatch(/^#/);
    }
  });

  it('states the file rules and how to reach support', () => {
    const { container } = renderHelp();
    expect(container.textContent).toMatch(
      /PDF, Word \(DOCX\) and plain-text files \(.txt, and Markdown .md\) up to 10 MB/,
    );
    expect(container.textContent).toMatch(/optical character recognition/);
    // No address is configured here: whom to ask, and no mail link to an address nobody reads.
    expect(container.textContent).toMatch(/Write to the person who runs this installation\./);
    expect(container.querySelector('a[href^="mailto:"]')).toBeNull();
  });

  it('shows the support address the server is configured with once its settings arrive', () => {
    renderHelp();
    act(() => usePublicConfig.setState({ supportEmail: 'help@firm.example' }));
    expect(screen.getByRole('link', { name: 'help@firm.example' }).getAttribute('href')).toBe(
      'mailto:help@firm.example',
    );
    act(() => usePublicConfig.setState(DEFAULT_PUBLIC_CONFIG));
  });
});
