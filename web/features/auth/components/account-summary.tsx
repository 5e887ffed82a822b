import { useState } from 'react';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { signOut } from '../auth-actions.ts';
import { useAuthStore } from '../auth-store.ts';
import { DisplayNameForm } from './display-name-form.tsx';
import { SettingsSection } from './settings-section.tsx';

/** Who is signed in, whether their email is verified, their name, and the way to sign out. */
export function AccountSummary() {
  const user = useAuthStore((state) => state.user);
  const [isSigningOut, setIsSigningOut] = useState(false);
  if (!user) return null;
  return (
    <SettingsSection title="Account">
      <dl className="grid gap-4 sm:grid-cols-[10rem_1fr]">
        <dt className="font-semibold text-ink">Name</dt>
        {/* The email stands in for a name elsewhere (the header), but here it would read as
            the name the user gave. */}
        <dd className="text-ink-muted [overflow-wrap:anywhere]" data-testid="account-name">
          {user.name || 'Not set'}
        </dd>
        <dt className="font-semibold text-ink">Email</dt>
        <dd className="flex flex-wrap items-center gap-2 text-ink-muted">
          <span className="break-all">{user.email}</span>
          {user.emailVerified ? (
            <Badge tone="success">Verified</Badge>
          ) : (
            <Badge tone="warning">Not verified</Badge>
          )}
        </dd>
      </dl>
      <div className="mt-6 border-t border-line pt-5">
        <DisplayNameForm currentName={user.name} />
      </div>
      <div className="mt-6 border-t border-line pt-5">
        <Button
          variant="secondary"
          disabled={isSigningOut}
          onClick={() => {
            setIsSigningOut(true);
            void signOut().finally(() => setIsSigningOut(false));
          }}
        >
          {isSigningOut ? 'Signing out…' : 'Sign out'}
        </Button>
      </div>
    </SettingsSection>
  );
}
