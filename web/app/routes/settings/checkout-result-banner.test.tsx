import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Payment } from '../../../../common/api/payments.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import {
  createTestQueryClient,
  withQueryClient,
} from '../../../lib/query-client-wrapper.test-support.tsx';
import { makeUserPlan } from '../../../features/account/sample-plans.test-support.ts';
import { apiClient } from '../../../lib/api-client.ts';
import { CheckoutResultBanner } from './checkout-result-banner.tsx';

import type * as ApiClientModule from '../../../lib/api-client.ts';

vi.mock('../../../lib/api-client.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof ApiClientModule>()),
  apiClient: { get: vi.fn(), post: vi.fn(), delete: vi.fn(), getBlob: vi.fn() },
}));

const getMock = vi.mocked(apiClient.get);

function makePayment(overrides: Partial<Payment>): Payment {
  return {
    id: 'p1',
    purchase: 'premium',
    status: 'paid',
    amountCents: 1200,
    currency: 'usd',
    failureMessage: null,
    createdAt: '2025-01-01T00:00:00.000Z',
    updatedAt: '2025-01-01T00:00:00.000Z',
    ...overrides,
  };
}

function renderAt(search: string) {
  const client = createTestQueryClient();
  render(
    <MemoryRouter initialEntries={[`/settings${search}`]}>
      <CheckoutResultBanner />
    </MemoryRouter>,
    withQueryClient(client),
  );
  return client;
}

/** Answers GET /api/payments/latest with this payment and GET /api/getUserPlan with a plan. */
function answerLatest(payment: Payment) {
  getMock.mockImplementation(async (path: string) =>
    path === '/api/payments/latest' ? { payment } : makeUserPlan({ plan: 'premium' }),
  );
}

describe('CheckoutResultBanner', () => {
  beforeEach(() => {
    vi.clearAllMocks();
  });

  it('shows nothing without a checkout result', () => {
    renderAt('');
    expect(screen.queryByRole('status')).toBe(null);
    expect(getMock).not.toHaveBeenCalled();
  });

  it('says a cancelled checkout charged nothing', () => {
    renderAt('?checkout=cancelled');
    expect(screen.getByRole('status').textContent).toMatch(
      /Checkout cancelled.*Nothing was charged/,
    );
  });

  it('confirms a paid checkout and refreshes the plan', async () => {
    answerLatest(makePayment({ status: 'paid' }));
    const client = renderAt('?checkout=success');
    const refresh = vi.spyOn(client, 'invalidateQueries');
    expect(await screen.findByText('Payment received')).toBeTruthy();
    expect(screen.getByRole('status').textContent).toContain('Premium Plan: one month');
    expect(refresh).toHaveBeenCalledWith({ queryKey: queryKeys.userPlan() });
    expect(refresh).toHaveBeenCalledWith({ queryKey: queryKeys.creditHistory() });
  });

  it('shows a failed payment with the PAYMENT_FAILED text and Stripe’s reason', async () => {
    answerLatest(makePayment({ status: 'failed', failureMessage: 'Your card was declined.' }));
    renderAt('?checkout=success');
    expect(await screen.findByText('Payment failed')).toBeTruthy();
    expect(screen.getByRole('status').textContent).toContain('Your card was declined.');
  });
});
