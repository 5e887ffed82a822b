import { usePageTitle } from '../../lib/use-page-title.ts';
import { PlaceholderPage } from './shared/placeholder-page.tsx';

/** The signed-in home; its documents list and totals arrive with the upload feature. */
export default function DashboardPage() {
  usePageTitle('Dashboard');
  return (
    <PlaceholderPage
      title="Dashboard"
      text="Your documents and your totals will appear here once uploading is available on this server."
    />
  );
}
