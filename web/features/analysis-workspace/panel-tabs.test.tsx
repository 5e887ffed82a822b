import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { PanelTabs, useWorkspaceStore, type PanelTab } from './index.ts';

const TABS: PanelTab[] = [
  { id: 'analysis', label: 'Analysis', content: <p>Red flags</p> },
  { id: 'chat', label: 'Chat', content: <input aria-label="Question" /> },
  { id: 'details', label: 'Details', content: <p>File details</p> },
];

function getTab(name: string) {
  return screen.getByRole('tab', { name });
}

function getSelectedTabNames() {
  return screen
    .getAllByRole('tab')
    .filter((tab) => tab.getAttribute('aria-selected') === 'true')
    .map((tab) => tab.textContent);
}

describe('<PanelTabs />', () => {
  beforeEach(() => {
    useWorkspaceStore.setState(useWorkspaceStore.getInitialState(), true);
  });

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
    expect(useWorkspaceStore.getState().activeTab).toBe('chat');
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

  it('selects a tab on click and follows the store', async () => {
    const user = userEvent.setup();
    const { rerender } = render(<PanelTabs tabs={TABS} />);
    await user.click(getTab('Details'));
    expect(screen.getByRole('tabpanel').textContent).toBe('File details');

    useWorkspaceStore.getState().setActiveTab('chat');
    rerender(<PanelTabs tabs={TABS} />);
    expect(getSelectedTabNames()).toEqual(['Chat']);
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

  it('falls back to the first tab when the stored tab is not offered', () => {
    useWorkspaceStore.getState().setActiveTab('chat');
    render(<PanelTabs tabs={TABS.filter((tab) => tab.id !== 'chat')} />);
    expect(getSelectedTabNames()).toEqual(['Analysis']);
    expect(getTab('Analysis').tabIndex).toBe(0);
  });
});
