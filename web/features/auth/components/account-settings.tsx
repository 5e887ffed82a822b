import { AccountSummary } from './account-summary.tsx';
import { ChangePasswordSection } from './change-password-section.tsx';
import { TwoStepSection } from './two-step-section.tsx';

/** The account part of /settings: who is signed in, password, two-step verification, sign-out. */
export function AccountSettings() {
  return (
    <div className="space-y-6">
      <AccountSummary />
      <ChangePasswordSection />
      <TwoStepSection />
    </div>
  );
}
