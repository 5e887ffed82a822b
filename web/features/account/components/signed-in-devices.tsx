import { useId, useState } from 'react';
import { MonitorIcon, SmartphoneIcon } from 'lucide-react';
import type { AccountSession } from '../../../../common/api/sessions.ts';
import { describeError } from '../../../../common/errors/catalogue.ts';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Callout } from '../../../components/ui/callout.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { formatDateTime, pluralize } from '../../../lib/format.ts';
import { usePublicConfig } from '../../../lib/public-config.ts';
import { useSignedInDevices, useSignOutDevices } from '../use-signed-in-devices.ts';

// Phones and tablets by the system the list names; everything else is a computer.
const isMobile = (browser: string) => / on (iOS|Android)$/.test(browser);

/**
 * "Signed-in devices" in /settings (issue 35, point 6): where the account is signed in, with
 * browser, approximate place and last use, and a way to sign any other device out (its next
 * request is refused, so it lands on sign-in) or all of them at once, after a confirmation.
 * Hidden when an external provider signs people in: it keeps the sessions, not this server.
 */
export function SignedInDevices({ className }: { className?: string }) {
  const isEmbeddedAuth = usePublicConfig((config) => config.authUrl === '');
  const devices = useSignedInDevices(isEmbeddedAuth);
  const signOut = useSignOutDevices();
  const headingId = useId();
  const [isConfirmingAll, setIsConfirmingAll] = useState(false);
  const [signingOutId, setSigningOutId] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [error, setError] = useState<unknown>(null);

  if (!isEmbeddedAuth) return null;
  const others = devices.data?.filter((device) => !device.isCurrent) ?? [];

  const run = async (device: AccountSession | null) => {
    setDone(null);
    setError(null);
    setSigningOutId(device?.id ?? 'all');
    try {
      await signOut.mutateAsync(device?.id ?? null);
      setDone(
        device
          ? `${device.browser} (${device.place}) is signed out.`
          : `${pluralize(others.length, 'other device')} signed out.`,
      );
    } catch (caught) {
      setError(caught);
    } finally {
      setSigningOutId(null);
      setIsConfirmingAll(false);
    }
  };

  return (
    <Card as="section" labelledBy={headingId} className={className}>
      <h2 id={headingId} className="font-serif text-2xl text-brand-strong">
        Signed-in devices
      </h2>
      <p className="mt-2 max-w-prose text-ink-muted">
        Where your account is signed in now. The place is approximate: it comes from the network the
        device connects from, of which we keep only the first part. Don’t recognize one? Sign it out
        and change your password.
      </p>
      {devices.isPending ? (
        <p role="status" className="mt-4 text-ink-muted">
          Loading your devices…
        </p>
      ) : null}
      {devices.isError ? (
        <Callout
          tone="danger"
          role="alert"
          title={describeError(devices.error).title}
          className="mt-4"
        >
          <p>{describeError(devices.error).message}</p>
        </Callout>
      ) : null}
      {devices.data ? (
        <ul className="mt-5 divide-y divide-line rounded-lg border border-line">
          {devices.data.map((device) => {
            const Icon = isMobile(device.browser) ? SmartphoneIcon : MonitorIcon;
            return (
              <li
                key={device.id}
                className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center sm:justify-between"
              >
                <div className="flex min-w-0 gap-3">
                  <Icon className="mt-0.5 size-5 shrink-0 text-ink-muted" />
                  <div className="min-w-0">
                    <p className="flex flex-wrap items-center gap-2 font-semibold text-ink">
                      {device.browser}
                      {device.isCurrent ? <Badge tone="brand">This device</Badge> : null}
                    </p>
                    <p className="mt-1 text-sm text-ink-muted">
                      {device.place} · Last active{' '}
                      <time dateTime={device.lastSeenAt}>{formatDateTime(device.lastSeenAt)}</time>
                    </p>
                    <p className="text-sm text-ink-muted">
                      Signed in{' '}
                      <time dateTime={device.createdAt}>{formatDateTime(device.createdAt)}</time>
                    </p>
                  </div>
                </div>
                {device.isCurrent ? null : (
                  <Button
                    variant="secondary"
                    size="sm"
                    className="self-start sm:self-center"
                    disabled={signOut.isPending}
                    aria-label={`Sign out ${device.browser}, ${device.place}`}
                    onClick={() => void run(device)}
                  >
                    {signingOutId === device.id ? 'Signing out…' : 'Sign out'}
                  </Button>
                )}
              </li>
            );
          })}
        </ul>
      ) : null}
      <div role="status">
        {done ? (
          <Callout tone="accent" className="mt-4">
            {done}
          </Callout>
        ) : null}
      </div>
      {error ? (
        <Callout tone="danger" role="alert" title={describeError(error).title} className="mt-4">
          <p>{describeError(error).message}</p>
        </Callout>
      ) : null}
      {others.length > 0 ? (
        <Button
          variant="secondary"
          className="mt-5"
          disabled={signOut.isPending}
          onClick={() => setIsConfirmingAll(true)}
        >
          Sign out all other devices
        </Button>
      ) : null}
      <ConfirmDialog
        open={isConfirmingAll}
        title="Sign out all other devices?"
        confirmLabel="Sign them out"
        busyLabel="Signing out…"
        variant="destructive"
        busy={signingOutId === 'all'}
        onConfirm={() => void run(null)}
        onCancel={() => setIsConfirmingAll(false)}
      >
        <p>
          {pluralize(others.length, 'other device')} will be signed out at once and will need your
          password to sign in again. This device stays signed in.
        </p>
      </ConfirmDialog>
    </Card>
  );
}
