import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { Tabs, type TabItem } from './tabs.tsx';

type Id = 'analysis' | 'chat' | 'details';

const TABS: TabItem<Id>[] = [
  { id: 'analysis', label: 'Analysis', content: <p>Red flags</p> },
  { id: 'chat', label: 'Chat', content: <input aria-label="Question" /> },
  { id: 'details', label: 'Details', content: <p>File details</p> },
];

// The last tab chosen, for checking what the tabs report.
let chosen: Id | null = null;

/** Tabs with their state held as a page would hold it. */
function PanelTabs({ tabs, initial = 'analysis' }: { tabs: TabItem<Id>[]; initial?: Id }) {
  const [value, setValue] = useState<Id>(initial);
  return (
    <Tabs
      tabs={tabs}
      value={value}
      onValueChange={(id) => {
        chosen = id;
        setValue(id);
      }}
      label="Document panels"
    />
  );
}

function getTab(name: string) {
  return screen.getByRole('tab', { name });
}

function getSelectedTabNames() {
  return screen
    .getAllByRole('tab')
    .filter((tab) => tab.getAttribute('aria-selected') === 'true')
    .map((tab) => tab.textContent);
}

describe('<Tabs />', () => {
  it('shows the analysis tab first, and only its panel', () => {
    render(<PanelTabs tabs={TABS} />);
    expect(screen.getByRole('tablist', { name: 'Document panels' })).toBeTruthy();
    expect(getSelectedTabNames()).toEqual(['Analysis']);
    const panel = screen.getByRole('tabpanel');
    expect(panel.textContent).toBe('Red flags');
    expect(panel.getAttribute('aria-labelledby')).toBe(getTab('Analysis').id);
    expect(getTab('Analysis').getAttribute('aria-controls')).toBe(panel.id);
  });

  it('puts only the selected tab in the Tab order', async () => {
    const user = userEvent.setup();
    render(
      <>
        <button type="button">Before</button>
        <PanelTabs tabs={TABS} />
      </>,
    );
    await user.tab();
    await user.tab();
    expect(document.activeElement).toBe(getTab('Analysis'));
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('tabpanel'));
  });

  it('moves and selects with the arrow keys, wrapping, and with Home and End', async () => {
    const user = userEvent.setup();
    render(<PanelTabs tabs={TABS} />);
    getTab('Analysis').focus();

    await user.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(getTab('Chat'));
    expect(getSelectedTabNames()).toEqual(['Chat']);
    expect(chosen).toBe('chat');
    expect(screen.getByRole('tabpanel', { name: 'Chat' })).toBeTruthy();

    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(document.activeElement).toBe(getTab('Analysis'));

    await user.keyboard('{ArrowLeft}');
    expect(document.activeElement).toBe(getTab('Details'));
    expect(getTab('Details').tabIndex).toBe(0);
    expect(getTab('Analysis').tabIndex).toBe(-1);

    await user.keyboard('{Home}');
    expect(getSelectedTabNames()).toEqual(['Analysis']);
    await user.keyboard('{End}');
    expect(getSelectedTabNames()).toEqual(['Details']);
  });

  it('selects a tab on click', async () => {
    const user = userEvent.setup();
    render(<PanelTabs tabs={TABS} />);
    await user.click(getTab('Details'));
    expect(screen.getByRole('tabpanel').textContent).toBe('File details');
  });

  it('shows a count beside a name, read out with it', () => {
    const [analysis, ...others] = TABS;
    if (!analysis) throw new Error('No tabs');
    render(<PanelTabs tabs={[{ ...analysis, count: 12 }, ...others]} />);
    expect(screen.getByRole('tab', { name: 'Analysis (12)' })).toBeTruthy();
  });

  it('opens each tab where it was left', async () => {
    const user = userEvent.setup();
    render(<PanelTabs tabs={TABS} />);
    const analysis = screen.getByRole('tabpanel');
    analysis.scrollTop = 400;
    fireEvent.scroll(analysis);
    await user.click(getTab('Chat'));
    // Hidden, a panel may lose its place; it gets it back when shown again.
    analysis.scrollTop = 0;
    await user.click(getTab('Analysis'));
    expect(analysis.scrollTop).toBe(400);
  });

  it('keeps what was typed in a tab while another is shown', async () => {
    const user = userEvent.setup();
    render(<PanelTabs tabs={TABS} />);
    await user.click(getTab('Chat'));
    await user.type(screen.getByRole('textbox', { name: 'Question' }), 'Can I sublet?');
    await user.click(getTab('Analysis'));
    await user.click(getTab('Chat'));
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'Question' }).value).toBe(
      'Can I sublet?',
    );
  });

  it('falls back to the first tab when the chosen tab is not offered', () => {
    render(<PanelTabs tabs={TABS.filter((tab) => tab.id !== 'chat')} initial="chat" />);
    expect(getSelectedTabNames()).toEqual(['Analysis']);
    expect(getTab('Analysis').tabIndex).toBe(0);
  });
});
