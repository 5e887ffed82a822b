import { usePageTitle } from '../../lib/use-page-title.ts';
import { PlaceholderPage } from './shared/placeholder-page.tsx';

/** Account settings; plan, credits and account deletion arrive with accounts. */
export default function SettingsPage() {
  usePageTitle('Settings');
  return (
    <PlaceholderPage
      title="Settings"
      text="Your account, plan and credits will be managed here once accounts are available on this server."
    />
  );
}
