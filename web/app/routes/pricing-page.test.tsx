import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { PLANS } from '../../../common/plans/plans.ts';
import { useAuthStore } from '../../features/auth/auth-store.ts';
import PricingPage from './pricing-page.tsx';
import { signInTestUser } from '../../features/auth/test-user.ts';

function renderPricing() {
  render(
    <MemoryRouter initialEntries={['/pricing']}>
      <PricingPage />
    </MemoryRouter>,
  );
}

function getPlanCard(name: string) {
  return screen.getByRole('listitem', { name });
}

describe('PricingPage', () => {
  beforeEach(() => {
    useAuthStore.setState({ status: 'signed-out', user: null, message: null });
  });

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

  it('sends signed-out visitors to sign in from every plan', () => {
    renderPricing();
    expect(
      within(getPlanCard('Free Plan'))
        .getByRole('link', { name: /start free trial/i })
        .getAttribute('href'),
    ).toBe('/login');
    for (const name of ['Premium Plan', 'Professional Plan', 'Enterprise Plan']) {
      const link = within(getPlanCard(name)).getByRole('link', { name: /get started/i });
      expect(link.getAttribute('href')).toBe('/login');
    }
    expect(screen.queryByText('Your current plan')).toBe(null);
  });

  it('marks the free plan as current for a signed-in user and offers the others', () => {
    signInTestUser();
    renderPricing();
    expect(screen.getAllByText('Your current plan')).toHaveLength(1);
    const free = getPlanCard('Free Plan');
    expect(within(free).getByText('Your current plan')).toBeTruthy();
    expect(within(free).queryByRole('link')).toBe(null);
    for (const name of ['Premium Plan', 'Professional Plan', 'Enterprise Plan']) {
      const link = within(getPlanCard(name)).getByRole('link', { name: /choose plan/i });
      expect(link.getAttribute('href')).toBe('/settings');
    }
  });

  it('explains credits: one per analysis, free for non-legal documents, refunded on failure', () => {
    renderPricing();
    const faq = screen.getByRole('region', { name: 'How credits work' });
    expect(faq.textContent).toMatch(/1 credit analyses one document/);
    expect(faq.textContent).toMatch(/not a legal document[\s\S]*no credit is used/);
    expect(faq.textContent).toMatch(/refunded/);
  });
});
