import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { UserPlan } from '../../../../common/api/credits.ts';
import { apiClient } from '../../../lib/api-client.ts';
import { formatDate } from '../../../lib/format.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import {
  createTestQueryClient,
  withQueryClient,
} from '../../../lib/query-client-wrapper.test-support.tsx';
import { makeTrialAlreadyUsedError, makeUserPlan } from '../sample-plans.test-support.ts';
import { CreditsSummary } from './credits-summary.tsx';

vi.mock('../../../lib/api-client.ts', () => ({ apiClient: { get: vi.fn(), post: vi.fn() } }));
vi.mock('../../../lib/logger.ts', () => ({
  logger: { debug: vi.fn(), info: vi.fn(), warn: vi.fn(), error: vi.fn() },
}));

const getMock = vi.mocked(apiClient.get);
const postMock = vi.mocked(apiClient.post);
let client = createTestQueryClient();

/** Changes the plan as the server's next answer would. */
async function changePlan(change: Partial<UserPlan>) {
  client.setQueryData<UserPlan>(queryKeys.userPlan(), (plan) => plan && { ...plan, ...change });
  await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
}

async function renderSummary(plan: Partial<UserPlan>) {
  getMock.mockResolvedValueOnce(makeUserPlan(plan));
  const onNotify = vi.fn();
  const onError = vi.fn();
  render(
    <MemoryRouter>
      <CreditsSummary onNotify={onNotify} onError={onError} />
    </MemoryRouter>,
    withQueryClient(client),
  );
  await screen.findByRole('heading', { name: 'Your plan' });
  return { onNotify, onError };
}

const balance = () => screen.getByTestId('credit-balance').textContent;
const trialButton = () => screen.queryByRole('button', { name: /free trial/i });
const clickTrialButton = () => fireEvent.click(screen.getByRole('button', { name: /free trial/i }));

describe('<CreditsSummary />', () => {
  beforeEach(() => {
    vi.clearAllMocks();
    client = createTestQueryClient();
  });

  it('loads the plan and shows its name and the balance', async () => {
    await renderSummary({ plan: 'premium', credits: 18 });
    expect(getMock).toHaveBeenCalledWith('/api/getUserPlan');
    expect(screen.getByText('Premium Plan')).toBeTruthy();
    expect(balance()).toBe('18 credits left');
    expect(screen.queryByText(/You have .* left/)).toBeNull();
  });

  it('says until when a bought month of the plan is paid, and nothing for a plan without an end', async () => {
    await renderSummary({ plan: 'pro', credits: 100, planExpiresAt: '2026-12-22T10:00:00.000Z' });
    expect(screen.getByTestId('plan-end').textContent).toBe(
      `Paid until ${formatDate('2026-12-22T10:00:00.000Z')}, then the Free Plan`,
    );
    await changePlan({ planExpiresAt: null });
    expect(screen.queryByTestId('plan-end')).toBeNull();
  });

  it('says "1 credit left" in the singular and warns at 5 credits and below', async () => {
    await renderSummary({ credits: 1 });
    expect(balance()).toBe('1 credit left');
    expect(screen.getByText(/You have 1 credit left\./).textContent).toBe(
      'You have 1 credit left. Plans with more analyses are on the pricing page.',
    );
    expect(screen.getByRole('link', { name: 'pricing page' }).getAttribute('href')).toBe(
      '/pricing',
    );
    await changePlan({ credits: 5 });
    expect(balance()).toBe('5 credits left');
    expect(screen.getByText(/You have 5 credits left\./)).toBeTruthy();
    await changePlan({ credits: 6 });
    expect(screen.queryByText(/Plans with more analyses/)).toBeNull();
  });

  it('does not warn straight after the free trial starts, only once the balance falls', async () => {
    await renderSummary({ plan: 'free', credits: 3, trialAvailable: false });
    expect(balance()).toBe('3 credits left');
    expect(screen.queryByText(/Plans with more analyses/)).toBeNull();
    await changePlan({ credits: 2 });
    expect(screen.getByText(/You have 2 credits left\./)).toBeTruthy();
  });

  it.each(['premium', 'pro'] as const)('does not warn on the %s plan', async (plan) => {
    await renderSummary({ plan, credits: 2 });
    expect(balance()).toBe('2 credits left');
    expect(screen.queryByText(/Plans with more analyses/)).toBeNull();
  });

  it('says there are no credits left, with a link to pricing, when no trial remains', async () => {
    await renderSummary({ credits: 0, trialAvailable: false });
    expect(balance()).toBe('0 credits left');
    expect(screen.getByText(/You have no credits left\./)).toBeTruthy();
    expect(screen.getByRole('link', { name: /plans and prices/i }).getAttribute('href')).toBe(
      '/pricing',
    );
    expect(trialButton()).toBeNull();
  });

  it('starts the free trial and reports it', async () => {
    const { onNotify, onError } = await renderSummary({ credits: 0, trialAvailable: true });
    expect(screen.queryByText(/You have no credits left/)).toBeNull();
    let answer: (plan: UserPlan) => void = () => undefined;
    postMock.mockReturnValueOnce(new Promise((resolve) => (answer = resolve)));
    expect(trialButton()?.textContent).toBe('Start free trial (3 analyses)');
    clickTrialButton();
    await waitFor(() => expect(trialButton()?.textContent).toBe('Starting free trial…'));
    expect(trialButton()?.hasAttribute('disabled')).toBe(true);
    await act(async () => answer(makeUserPlan({ credits: 3, trialAvailable: false })));
    expect(postMock).toHaveBeenCalledWith('/api/credits/trial');
    await waitFor(() => expect(onNotify).toHaveBeenCalled());
    expect(onNotify).toHaveBeenCalledWith(
      expect.objectContaining({ title: 'Free trial started', severity: 'success' }),
    );
    expect(onError).not.toHaveBeenCalled();
    expect(balance()).toBe('3 credits left');
    expect(trialButton()).toBeNull();
  });

  it('hands TRIAL_ALREADY_USED to onError and stops offering the trial', async () => {
    const { onNotify, onError } = await renderSummary({ credits: 0, trialAvailable: true });
    const used = makeTrialAlreadyUsedError();
    postMock.mockRejectedValueOnce(used);
    clickTrialButton();
    await waitFor(() => expect(onError).toHaveBeenCalledWith(used));
    expect(onNotify).not.toHaveBeenCalled();
    expect(trialButton()).toBeNull();
    expect(screen.getByText(/You have no credits left\./)).toBeTruthy();
  });

  it('shows nothing when the plan could not be loaded', async () => {
    getMock.mockRejectedValueOnce(new Error('Request failed with status 500'));
    const { container } = render(
      <MemoryRouter>
        <CreditsSummary />
      </MemoryRouter>,
      withQueryClient(client),
    );
    expect(screen.getByRole('status').textContent).toBe('Loading your plan…');
    await waitFor(() => expect(container.textContent).toBe(''));
  });
});
