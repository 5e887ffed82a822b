import { Container } from '../../components/ui/container.tsx';
import { AccountSettings } from '../../features/auth/components/account-settings.tsx';
import { usePageTitle } from '../../lib/use-page-title.ts';

/** /settings: the account, its password and two-step verification; plan and credits come later. */
export default function SettingsPage() {
  usePageTitle('Settings');
  return (
    <Container className="py-12 sm:py-16">
      <div className="mx-auto max-w-3xl">
        <h1 className="font-serif text-4xl text-brand-strong">Settings</h1>
        <p className="mt-3 text-lg text-ink-muted">Your account and how you sign in.</p>
        <div className="mt-8">
          <AccountSettings />
        </div>
      </div>
    </Container>
  );
}
