import { Container } from '../../components/ui/container.tsx';
import { CreditHistoryList, CreditsSummary } from '../../features/account/index.ts';
import { AccountSettings, DeleteAccountSection } from '../../features/auth/index.ts';
import { notify, notifyError } from '../../features/notifications/index.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { CheckoutResultBanner } from './settings/checkout-result-banner.tsx';

/** /settings: the account, its password and two-step verification, the plan and its credits. */
export default function SettingsPage() {
  usePageTitle('Settings');
  return (
    <Container className="py-12 sm:py-16">
      <div className="mx-auto max-w-3xl">
        <h1 className="font-serif text-4xl text-brand-strong">Settings</h1>
        <p className="mt-3 text-lg text-ink-muted">
          Your account, how you sign in, and your plan and credits.
        </p>
        <CheckoutResultBanner />
        <div className="mt-8">
          <AccountSettings />
        </div>
        <CreditsSummary className="mt-8" onNotify={notify} onError={notifyError} />
        <CreditHistoryList className="mt-6" />
        <DeleteAccountSection className="mt-8" onNotify={notify} />
      </div>
    </Container>
  );
}
