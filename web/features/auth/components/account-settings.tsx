import {
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
  type FormEvent,
  type ReactNode,
  type RefObject,
} from 'react';
import type { Factor } from '@supabase/supabase-js';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import {
  changePassword,
  confirmTotpEnrolment,
  listTotpFactors,
  removeTotpFactor,
  signOut,
  startTotpEnrolment,
  type TotpEnrolment,
} from '../auth-actions.ts';
import { useAuthStore } from '../auth-store.ts';
import { checkNewPassword, checkTotpCode, PASSWORD_RULE_TEXT } from '../form-validation.ts';
import { FormError, FormSuccess, PasswordField, TextField } from './form-fields.tsx';
import { useSubmit } from './use-submit.ts';

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

function SettingsSection({
  title,
  description,
  children,
}: {
  title: string;
  description?: ReactNode;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <Card as="section" labelledBy={id} className="p-6 sm:p-8">
      <h2 id={id} className="font-serif text-2xl text-brand-strong">
        {title}
      </h2>
      {description ? <p className="mt-2 max-w-prose text-ink-muted">{description}</p> : null}
      <div className="mt-5">{children}</div>
    </Card>
  );
}

function AccountSummary() {
  const user = useAuthStore((state) => state.user);
  const [isSigningOut, setIsSigningOut] = useState(false);
  if (!user) return null;
  return (
    <SettingsSection title="Account">
      <dl className="grid gap-4 sm:grid-cols-[10rem_1fr]">
        <dt className="font-semibold text-ink">Name</dt>
        <dd className="text-ink-muted">{user.displayName}</dd>
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

function ChangePasswordSection() {
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [fieldErrors, setFieldErrors] = useState<{ password?: string; confirmation?: string }>({});
  const [saved, setSaved] = useState(false);
  const { isPending, error, run } = useSubmit();

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setSaved(false);
    const errors = {
      password: checkNewPassword(password) ?? undefined,
      confirmation: confirmation !== password ? 'The two passwords are not the same.' : undefined,
    };
    setFieldErrors(errors);
    const form = event.currentTarget;
    if (errors.password || errors.confirmation) {
      form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
      return;
    }
    if (await run(() => changePassword(password))) {
      setPassword('');
      setConfirmation('');
      setSaved(true);
    }
  }

  return (
    <SettingsSection
      title="Password"
      description="Choose a new password for signing in. Other devices stay signed in until their session ends."
    >
      <form noValidate onSubmit={submit} className="max-w-md space-y-5">
        <FormError error={error} />
        <FormSuccess>{saved ? 'Your password has been changed.' : null}</FormSuccess>
        <PasswordField
          label="New password"
          name="new-password"
          autoComplete="new-password"
          hint={PASSWORD_RULE_TEXT}
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          error={fieldErrors.password}
        />
        <PasswordField
          label="Confirm new password"
          name="confirm-password"
          autoComplete="new-password"
          value={confirmation}
          onChange={(event) => setConfirmation(event.target.value)}
          error={fieldErrors.confirmation}
        />
        <Button type="submit" disabled={isPending}>
          {isPending ? 'Saving…' : 'Change password'}
        </Button>
      </form>
    </SettingsSection>
  );
}

type TwoStepView =
  | { kind: 'loading' }
  | { kind: 'off' }
  | { kind: 'enrolling'; enrolment: TotpEnrolment }
  | { kind: 'on'; factor: Factor };

function TwoStepSection() {
  const [view, setView] = useState<TwoStepView>({ kind: 'loading' });
  const [notice, setNotice] = useState<string | null>(null);
  const { isPending, error, setError, run } = useSubmit();
  const headingRef = useRef<HTMLParagraphElement>(null);

  const refresh = useCallback(async () => {
    setView(viewFor(await listTotpFactors()));
  }, []);

  useEffect(() => {
    let isCurrent = true;
    listTotpFactors()
      .then((factors) => isCurrent && setView(viewFor(factors)))
      .catch(() => isCurrent && setView({ kind: 'off' }));
    return () => {
      isCurrent = false;
    };
  }, []);

  async function start() {
    setNotice(null);
    await run(async () => {
      const enrolment = await startTotpEnrolment();
      setView({ kind: 'enrolling', enrolment });
      requestAnimationFrame(() => headingRef.current?.focus());
    });
  }

  async function remove(factorId: string) {
    setNotice(null);
    if (
      await run(async () => {
        await removeTotpFactor(factorId);
        await refresh();
      })
    ) {
      setNotice('Two-step verification is off. You will sign in with your password only.');
    }
  }

  return (
    <SettingsSection
      title="Two-step verification"
      description="Ask for a code from an authenticator app (such as Google Authenticator, 1Password or Authy) each time you sign in, as well as your password."
    >
      <div className="space-y-5">
        <FormError error={view.kind === 'enrolling' ? null : error} />
        <FormSuccess>{notice}</FormSuccess>
        {view.kind === 'loading' ? (
          <p role="status" className="text-ink-muted">
            Checking your settings…
          </p>
        ) : view.kind === 'off' ? (
          <div className="flex flex-wrap items-center gap-4">
            <Badge tone="neutral">Off</Badge>
            <Button onClick={() => void start()} disabled={isPending}>
              {isPending ? 'Starting…' : 'Set up authenticator app'}
            </Button>
          </div>
        ) : view.kind === 'on' ? (
          <div className="flex flex-wrap items-center gap-4">
            <Badge tone="success">On</Badge>
            <span className="text-ink-muted">
              Authenticator app added
              {view.factor.created_at
                ? ` on ${new Date(view.factor.created_at).toLocaleDateString(undefined, { dateStyle: 'long' })}`
                : ''}
              .
            </span>
            <Button
              variant="secondary"
              onClick={() => void remove(view.factor.id)}
              disabled={isPending}
            >
              {isPending ? 'Turning off…' : 'Turn off'}
            </Button>
          </div>
        ) : (
          <EnrolmentSteps
            enrolment={view.enrolment}
            headingRef={headingRef}
            onDone={async () => {
              await refresh();
              setNotice(
                'Two-step verification is on. You will be asked for a code when you sign in.',
              );
            }}
            onCancel={() => {
              setError(null);
              setView({ kind: 'off' });
            }}
          />
        )}
      </div>
    </SettingsSection>
  );
}

function viewFor(factors: Factor[]): TwoStepView {
  const verified = factors.find((factor) => factor.status === 'verified');
  return verified ? { kind: 'on', factor: verified } : { kind: 'off' };
}

function EnrolmentSteps({
  enrolment,
  headingRef,
  onDone,
  onCancel,
}: {
  enrolment: TotpEnrolment;
  headingRef: RefObject<HTMLParagraphElement | null>;
  onDone: () => Promise<void>;
  onCancel: () => void;
}) {
  const [code, setCode] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const { isPending, error, run } = useSubmit();
  const secretId = useId();

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const problem = checkTotpCode(code);
    setFieldError(problem);
    const form = event.currentTarget;
    if (problem) {
      form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
      return;
    }
    const ok = await run(async () => {
      await confirmTotpEnrolment(enrolment.factorId, code.replace(/\s+/g, ''));
      await onDone();
    });
    if (!ok) setCode('');
  }

  return (
    <div className="rounded-lg border border-line bg-paper p-5">
      <p ref={headingRef} tabIndex={-1} className="font-semibold text-ink focus:outline-none">
        Add Legal Explainer to your authenticator app
      </p>
      <ol className="mt-4 grid gap-6 md:grid-cols-[auto_1fr]">
        <li className="flex flex-col items-center gap-3">
          <span className="self-start text-sm font-semibold text-ink">1. Scan this QR code</span>
          <img
            src={enrolment.qrCode}
            alt="QR code to add Legal Explainer to an authenticator app"
            width={176}
            height={176}
            className="size-44 rounded-md border border-line bg-white p-2"
          />
        </li>
        <li className="min-w-0 space-y-4">
          <div>
            <span className="text-sm font-semibold text-ink">Or enter this key by hand</span>
            <p className="mt-1.5">
              <code
                id={secretId}
                className="block rounded-md border border-line bg-surface px-3 py-2 font-mono text-[0.9375rem] tracking-wider break-all text-ink select-all"
              >
                {groupInFours(enrolment.secret)}
              </code>
            </p>
            <p className="mt-1.5 text-sm text-ink-muted">Time-based, 6 digits, every 30 seconds.</p>
          </div>
          <form noValidate onSubmit={submit} className="space-y-4">
            <span className="block text-sm font-semibold text-ink">2. Enter the code it shows</span>
            <FormError error={error} />
            <TextField
              label="6-digit code"
              name="code"
              autoComplete="one-time-code"
              inputMode="numeric"
              maxLength={7}
              className="max-w-56 [&_input]:font-mono [&_input]:tracking-[0.3em]"
              value={code}
              onChange={(event) => setCode(event.target.value)}
              error={fieldError}
            />
            <div className="flex flex-wrap gap-3">
              <Button type="submit" disabled={isPending}>
                {isPending ? 'Verifying…' : 'Verify and turn on'}
              </Button>
              <Button variant="ghost" onClick={onCancel} disabled={isPending}>
                Cancel
              </Button>
            </div>
          </form>
        </li>
      </ol>
    </div>
  );
}

/** ABCD EFGH ...: easier to copy by eye; authenticator apps ignore the spaces. */
function groupInFours(secret: string): string {
  return secret.replace(/(.{4})/g, '$1 ').trim();
}
