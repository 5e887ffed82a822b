import {
  AutoDeleteSetting,
  CreditHistoryList,
  CreditsSummary,
  DownloadDataSection,
  SignedInDevices,
} from '../../features/account/index.ts';
import { AccountActivitySection } from '../../features/activity/index.ts';
import { AccountSettings, DeleteAccountSection } from '../../features/auth/index.ts';
import { notify, notifyError } from '../../features/notifications/index.ts';
import { SignedInPage } from '../layout/signed-in-page.tsx';
import { CheckoutResultBanner } from './settings/checkout-result-banner.tsx';

/**
 * /settings: the account, its password and two-step verification, the signed-in devices, the
 * plan and its credits, how long documents are kept, the activity log, downloading all of
 * one's data, and deleting the account.
 */
export default function SettingsPage() {
  return (
    <SignedInPage
      title="Settings"
      lede="Your account, how you sign in, your plan and credits, and your data."
      className="max-w-3xl"
    >
      <CheckoutResultBanner />
      <div className="mt-8">
        <AccountSettings />
      </div>
      <SignedInDevices className="mt-6" />
      <CreditsSummary className="mt-8" onNotify={notify} onError={notifyError} />
      <CreditHistoryList className="mt-6" />
      <AutoDeleteSetting className="mt-8" />
      <AccountActivitySection className="mt-6" onError={notifyError} />
      <DownloadDataSection className="mt-6" onError={notifyError} />
      <DeleteAccountSection className="mt-8" onNotify={notify} />
    </SignedInPage>
  );
}
