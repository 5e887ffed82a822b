import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { CreditCheckDialog } from './credit-check-dialog.tsx';

const plan = vi.hoisted(() => ({ credits: 0, trialAvailable: true }));
vi.mock('../../../features/account/index.ts', () => ({
  useUserPlan: () => ({ data: plan }),
}));

function renderDialog() {
  const router = createMemoryRouter([
    {
      path: '/',
      element: <CreditCheckDialog open onConfirm={() => {}} onCancel={() => {}} />,
    },
  ]);
  render(<RouterProvider router={router} />);
}

describe('CreditCheckDialog without enough credits', () => {
  it('offers the free trial while it is there', () => {
    plan.trialAvailable = true;
    renderDialog();
    expect(screen.getByText(/Start the free trial on your dashboard/)).toBeTruthy();
  });

  it('never offers a trial that was used', () => {
    plan.trialAvailable = false;
    renderDialog();
    expect(screen.queryByText(/free trial/)).toBeNull();
    expect(screen.getByText(/See the plans on the pricing page/)).toBeTruthy();
  });
});
