import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PLANS } from '../../../common/plans/plans.ts';
import { makeUserPlan } from '../../features/account/sample-plans.test-support.ts';
import { useAuthStore } from '../../features/auth/auth-store.ts';
import { signInTestUser } from '../../features/auth/test-user.test-support.ts';
import { clearNotifications, useNotificationStore } from '../../features/notifications/index.ts';
import { ApiError, apiClient } from '../../lib/api-client.ts';
import { DEFAULT_PUBLIC_CONFIG, usePublicConfig } from '../../lib/public-config.ts';
import { withQueryClient } from '../../lib/query-client-wrapper.test-support.tsx';
import PricingPage from './pricing-page.tsx';
import { checkoutNavigation } from '../../features/payments/index.ts';

import type * as ApiClientModule from '../../lib/api-client.ts';

vi.mock('../../lib/api-client.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof ApiClientModule>()),
  apiClient: { get: vi.fn(), post: vi.fn(), delete: vi.fn(), getBlob: vi.fn() },
}));

const getMock = vi.mocked(apiClient.get);
const postMock = vi.mocked(apiClient.post);

function renderPricing() {
  render(
    <MemoryRouter initialEntries={['/pricing']}>
      <PricingPage />
    </MemoryRouter>,
    withQueryClient(),
  );
}

function getPlanCard(name: string) {
  return screen.getByRole('listitem', { name });
}

/** Where the Free Plan's "Start free trial" goes. */
function freeTrialHref() {
  return within(getPlanCard('Free Plan'))
    .getByRole('link', { name: /start free trial/i })
    .getAttribute('href');
}

/** Signs the test user in on the given plan, as GET /api/getUserPlan will answer. */
function signInOnPlan(plan: 'free' | 'premium' | 'pro' | 'enterprise') {
  getMock.mockResolvedValue(makeUserPlan({ plan }));
  signInTestUser();
}

describe('PricingPage', () => {
  beforeEach(() => {
    vi.clearAllMocks();
    clearNotifications();
    usePublicConfig.setState(DEFAULT_PUBLIC_CONFIG);
    useAuthStore.setState({ status: 'signed-out', user: null, message: null });
  });
  afterEach(() => vi.restoreAllMocks());

  it('shows the four plans with their names, monthly prices and allowances', () => {
    renderPricing();
    expect(PLANS.map((plan) => plan.displayName)).toEqual([
      'Free Plan',
      'Premium Plan',
      'Professional Plan',
      'Enterprise Plan',
    ]);
    for (const plan of PLANS) {
      const card = getPlanCard(plan.displayName);
      expect(card.textContent).toContain(`$${plan.monthlyPriceUsd}`);
      expect(card.textContent).toContain('per month');
      expect(card.textContent).toMatch(/resets on the 1st of each month/);
    }
    expect(getPlanCard('Enterprise Plan').textContent).toContain('3,000 per month');
    expect(getPlanCard('Free Plan').textContent).toContain('3 credits, once, as a free trial');
  });

  it('sends signed-out visitors to sign up from every plan, and to sign in for a pack', () => {
    usePublicConfig.setState({ paymentsEnabled: true });
    renderPricing();
    expect(freeTrialHref()).toBe('/login?mode=signup');
    for (const name of ['Premium Plan', 'Professional Plan', 'Enterprise Plan']) {
      const link = within(getPlanCard(name)).getByRole('link', { name: /get started/i });
      expect(link.getAttribute('href')).toBe('/login?mode=signup');
    }
    for (const name of ['10 credits', '50 credits', '25 questions', '100 questions']) {
      const link = within(getPlanCard(name)).getByRole('link', { name: /sign in/i });
      expect(link.getAttribute('href')).toBe('/login');
    }
    expect(screen.queryByText('Your current plan')).toBe(null);
    expect(getMock).not.toHaveBeenCalled();
  });

  it('offers a signed-out visitor nothing that cannot be bought here, only the free trial', () => {
    renderPricing();
    expect(freeTrialHref()).toBe('/login?mode=signup');
    for (const name of ['Premium Plan', 'Enterprise Plan', '10 credits', '25 questions']) {
      const card = getPlanCard(name);
      expect(card.textContent).toContain('Not for sale on this installation.');
      expect(within(card).queryByRole('link')).toBe(null);
    }
  });

  it('sells no plan what every plan has: reports, share links and calendar export', () => {
    renderPricing();
    expect(getPlanCard('Free Plan').textContent).toContain(
      'Reports to download, share links and calendar export',
    );
    for (const name of ['Premium Plan', 'Professional Plan', 'Enterprise Plan'])
      expect(getPlanCard(name).textContent).not.toMatch(/share links|Downloadable/);
  });

  it("marks the plan the server says is the user's", async () => {
    signInOnPlan('pro');
    renderPricing();
    const pro = getPlanCard('Professional Plan');
    expect(await within(pro).findByText('Your current plan')).toBeTruthy();
    expect(getMock).toHaveBeenCalledWith('/api/getUserPlan');
    expect(screen.getAllByText('Your current plan')).toHaveLength(1);
    expect(within(pro).queryByRole('button')).toBe(null);
    expect(within(getPlanCard('Free Plan')).queryByText('Your current plan')).toBe(null);
  });

  it('says calmly that payments are not configured, and offers nothing that goes nowhere', async () => {
    signInOnPlan('free');
    renderPricing();
    const free = getPlanCard('Free Plan');
    expect(await within(free).findByText('Your current plan')).toBeTruthy();
    const note = screen.getByRole('note');
    expect(note.textContent).toMatch(/cannot be bought on this installation/);
    expect(note.textContent).toContain('Ask the person who runs it');
    // The commands are for whoever runs it (README), not for the person reading the page.
    expect(note.textContent).not.toContain('legal-explainer admin');
    for (const name of [
      'Premium Plan',
      'Professional Plan',
      'Enterprise Plan',
      '10 credits',
      '25 questions',
      '100 questions',
    ]) {
      const card = getPlanCard(name);
      expect(card.textContent).toContain('Not for sale on this installation.');
      expect(within(card).queryByRole('button')).toBe(null);
      expect(within(card).queryByRole('link')).toBe(null);
    }
    expect(postMock).not.toHaveBeenCalled();
  });

  it('opens a Stripe checkout for a plan and sends the browser to it', async () => {
    const assign = vi.spyOn(checkoutNavigation, 'goTo').mockImplementation(() => {});
    usePublicConfig.setState({ paymentsEnabled: true });
    postMock.mockResolvedValue({
      sessionId: 'cs_test_1',
      url: 'https://checkout.stripe.com/c/pay/cs_test_1',
    });
    signInOnPlan('free');
    renderPricing();
    expect(screen.queryByRole('note')).toBe(null);
    const buy = within(getPlanCard('Premium Plan')).getByRole('button', {
      name: 'Buy one month: Premium Plan',
    });
    fireEvent.click(buy);
    await waitFor(() =>
      expect(assign).toHaveBeenCalledWith('https://checkout.stripe.com/c/pay/cs_test_1'),
    );
    expect(postMock).toHaveBeenCalledWith('/api/payments/checkout', { purchase: 'premium' });
    expect(postMock).toHaveBeenCalledTimes(1);
    expect(buy.textContent).toBe('Opening checkout…');
  });

  it('buys a credit pack the same way', async () => {
    const assign = vi.spyOn(checkoutNavigation, 'goTo').mockImplementation(() => {});
    usePublicConfig.setState({ paymentsEnabled: true });
    postMock.mockResolvedValue({
      sessionId: 'cs_test_2',
      url: 'https://checkout.stripe.com/c/pay/cs_test_2',
    });
    signInOnPlan('premium');
    renderPricing();
    fireEvent.click(
      within(getPlanCard('10 credits')).getByRole('button', { name: 'Buy 10 credits' }),
    );
    await waitFor(() => expect(assign).toHaveBeenCalledTimes(1));
    expect(postMock).toHaveBeenCalledWith('/api/payments/checkout', { purchase: 'credits-10' });
  });

  it('offers extra Ask-AI questions beside the credit packs, with their prices', () => {
    usePublicConfig.setState({ paymentsEnabled: true });
    renderPricing();
    const credits = screen.getByRole('region', { name: 'Extra credits' });
    expect(
      within(credits)
        .getAllByRole('listitem')
        .map((pack) => pack.querySelector('h3')?.textContent),
    ).toEqual(['10 credits', '50 credits']);
    const questions = screen.getByRole('region', { name: 'Extra questions' });
    expect(questions.textContent).toContain(
      'They do not expire and are used after your monthly questions.',
    );
    const packs = within(questions).getAllByRole('listitem');
    expect(packs.map((pack) => pack.querySelector('h3')?.textContent)).toEqual([
      '25 questions',
      '100 questions',
    ]);
    expect(getPlanCard('25 questions').textContent).toContain('$3.00');
    expect(getPlanCard('100 questions').textContent).toContain('$9.00');
    expect(
      within(getPlanCard('25 questions'))
        .getByRole('link', { name: 'Sign in: Buy 25 questions' })
        .getAttribute('href'),
    ).toBe('/login');
  });

  it('buys a question pack the same way', async () => {
    const assign = vi.spyOn(checkoutNavigation, 'goTo').mockImplementation(() => {});
    usePublicConfig.setState({ paymentsEnabled: true });
    postMock.mockResolvedValue({
      sessionId: 'cs_test_3',
      url: 'https://checkout.stripe.com/c/pay/cs_test_3',
    });
    signInOnPlan('free');
    renderPricing();
    const buy = within(getPlanCard('100 questions')).getByRole('button', {
      name: 'Buy 100 questions',
    });
    fireEvent.click(buy);
    await waitFor(() =>
      expect(assign).toHaveBeenCalledWith('https://checkout.stripe.com/c/pay/cs_test_3'),
    );
    expect(postMock).toHaveBeenCalledWith('/api/payments/checkout', { purchase: 'questions-100' });
    expect(buy.textContent).toBe('Opening checkout…');
    // Every other buy button waits while this checkout opens.
    const other = within(getPlanCard('25 questions')).getByRole('button', {
      name: 'Buy 25 questions',
    }) as HTMLButtonElement;
    expect(other.disabled).toBe(true);
  });

  it('stays on the page with an error when Stripe cannot start the checkout', async () => {
    const assign = vi.spyOn(checkoutNavigation, 'goTo').mockImplementation(() => {});
    usePublicConfig.setState({ paymentsEnabled: true });
    postMock.mockRejectedValue(
      new ApiError('The payment provider could not start the checkout.', {
        status: 502,
        code: 'STRIPE_ERROR',
      }),
    );
    signInOnPlan('free');
    renderPricing();
    const buy = within(getPlanCard('Enterprise Plan')).getByRole('button', {
      name: 'Buy one month: Enterprise Plan',
    });
    fireEvent.click(buy);
    await waitFor(() =>
      expect(useNotificationStore.getState().notifications).toEqual([
        expect.objectContaining({ title: 'Payment service unavailable', severity: 'error' }),
      ]),
    );
    expect(assign).not.toHaveBeenCalled();
    await waitFor(() => expect((buy as HTMLButtonElement).disabled).toBe(false));
  });

  it('explains credits: one per analysis, free for non-legal documents, refunded on failure', () => {
    renderPricing();
    const faq = screen.getByRole('region', { name: 'How credits work' });
    expect(faq.textContent).toMatch(/1 credit analyzes one document/);
    expect(faq.textContent).toMatch(/not a legal document[\s\S]*no credit is used/);
    expect(faq.textContent).toMatch(/refunded/);
    expect(faq.textContent).toMatch(/question pack/);
  });
});
