import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { PanelTabs, useWorkspaceStore, type PanelTab } from '../index.ts';

const TABS: PanelTab[] = [
  { id: 'analysis', label: 'Analysis', content: <p>Red flags</p> },
  { id: 'chat', label: 'Ask about it', content: <input aria-label="Question" /> },
];

describe('<PanelTabs />', () => {
  beforeEach(() => {
    useWorkspaceStore.setState(useWorkspaceStore.getInitialState(), true);
  });

  it('opens on Analysis, and is the workspace’s active tab both ways', async () => {
    const user = userEvent.setup();
    const { rerender } = render(<PanelTabs tabs={TABS} />);
    expect(screen.getByRole('tab', { name: 'Analysis' }).getAttribute('aria-selected')).toBe(
      'true',
    );
    await user.click(screen.getByRole('tab', { name: 'Ask about it' }));
    expect(useWorkspaceStore.getState().activeTab).toBe('chat');

    useWorkspaceStore.getState().setActiveTab('analysis');
    rerender(<PanelTabs tabs={TABS} />);
    expect(screen.getByRole('tabpanel').textContent).toBe('Red flags');
  });
});
