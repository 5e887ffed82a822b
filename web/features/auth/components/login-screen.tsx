import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { Callout } from '../../../components/ui/callout.tsx';
import { Card } from '../../../components/ui/card.tsx';
import {
  changePassword,
  sendPasswordReset,
  signIn,
  signOut,
  signUp,
  verifySignInCode,
} from '../auth-actions.ts';
import { useAuthStore } from '../auth-store.ts';
import {
  checkEmail,
  checkNewPassword,
  checkTotpCode,
  PASSWORD_RULE_TEXT,
} from '../form-validation.ts';
import { FormError, FormSuccess, PasswordField, TextField } from './form-fields.tsx';
import { useSubmit } from './use-submit.ts';

type Mode = 'sign-in' | 'sign-up' | 'forgot';

const MODE_PARAMETER: Record<Mode, string | null> = {
  'sign-in': null,
  'sign-up': 'signup',
  forgot: 'forgot',
};

function readMode(value: string | null): Mode {
  if (value === 'signup') return 'sign-up';
  if (value === 'forgot') return 'forgot';
  return 'sign-in';
}

/**
 * Everything /login does: sign in, create an account, ask for a reset link; and, for a session
 * that is not finished yet, the authenticator code or the new password.
 */
export function LoginScreen() {
  const step = useAuthStore((state) => state.step);
  const stepEmail = useAuthStore((state) => state.stepEmail);
  const message = useAuthStore((state) => state.message);
  const [searchParams, setSearchParams] = useSearchParams();
  const mode = readMode(searchParams.get('mode'));
  const [email, setEmail] = useState('');

  const view = step ?? mode;
  const headingRef = useRef<HTMLHeadingElement>(null);
  const shownView = useRef(view);
  // A new panel takes the focus to its heading, so keyboard and screen-reader users start there.
  useEffect(() => {
    if (shownView.current === view) return;
    shownView.current = view;
    headingRef.current?.focus();
  }, [view]);

  function goTo(next: Mode) {
    const parameters = new URLSearchParams(searchParams);
    const value = MODE_PARAMETER[next];
    if (value) parameters.set('mode', value);
    else parameters.delete('mode');
    setSearchParams(parameters);
  }

  const heading = {
    'sign-in': 'Sign in',
    'sign-up': 'Create your account',
    forgot: 'Reset your password',
    mfa: 'Two-step verification',
    recovery: 'Choose a new password',
  }[view];

  return (
    <Card className="w-full max-w-md p-6 sm:p-8">
      <h1
        ref={headingRef}
        tabIndex={-1}
        className="font-serif text-3xl text-brand-strong focus:outline-none"
      >
        {heading}
      </h1>
      {message && !step ? (
        <Callout role="alert" tone="warning" className="mt-5">
          {message}
        </Callout>
      ) : null}
      {step === 'mfa' ? (
        <MfaChallengeForm email={stepEmail} />
      ) : step === 'recovery' ? (
        <NewPasswordForm email={stepEmail} />
      ) : mode === 'sign-up' ? (
        <SignUpForm email={email} onEmailChange={setEmail} onSignIn={() => goTo('sign-in')} />
      ) : mode === 'forgot' ? (
        <ForgotPasswordForm email={email} onEmailChange={setEmail} onBack={() => goTo('sign-in')} />
      ) : (
        <SignInForm
          email={email}
          onEmailChange={setEmail}
          onForgot={() => goTo('forgot')}
          onSignUp={() => goTo('sign-up')}
        />
      )}
    </Card>
  );
}

interface EmailProps {
  email: string;
  onEmailChange: (email: string) => void;
}

/** Focuses the first field with a problem after a refused submit. */
function focusFirstInvalid(form: HTMLFormElement) {
  requestAnimationFrame(() => form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
}

function SignInForm({
  email,
  onEmailChange,
  onForgot,
  onSignUp,
}: EmailProps & { onForgot: () => void; onSignUp: () => void }) {
  const [password, setPassword] = useState('');
  const [fieldErrors, setFieldErrors] = useState<{ email?: string; password?: string }>({});
  const { isPending, error, run } = useSubmit();

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const errors = {
      email: checkEmail(email) ?? undefined,
      password: password === '' ? 'Enter your password.' : undefined,
    };
    setFieldErrors(errors);
    if (errors.email || errors.password) return focusFirstInvalid(event.currentTarget);
    await run(() => signIn(email.trim(), password));
  }

  return (
    <>
      <p className="mt-2 text-ink-muted">Welcome back. Sign in to see your documents.</p>
      <form noValidate onSubmit={submit} className="mt-6 space-y-5">
        <FormError error={error} />
        <TextField
          label="Email"
          type="email"
          name="email"
          autoComplete="email"
          inputMode="email"
          value={email}
          onChange={(event) => onEmailChange(event.target.value)}
          error={fieldErrors.email}
        />
        <div>
          <PasswordField
            label="Password"
            name="password"
            autoComplete="current-password"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
            error={fieldErrors.password}
          />
          <div className="mt-2 text-right">
            <LinkButton onClick={onForgot}>Forgot password?</LinkButton>
          </div>
        </div>
        <Button type="submit" className="w-full" disabled={isPending}>
          {isPending ? 'Signing in…' : 'Sign in'}
        </Button>
      </form>
      <SwitchLine text="New to Legal Explainer?" action="Create an account" onClick={onSignUp} />
    </>
  );
}

function SignUpForm({ email, onEmailChange, onSignIn }: EmailProps & { onSignIn: () => void }) {
  const [fullName, setFullName] = useState('');
  const [password, setPassword] = useState('');
  const [fieldErrors, setFieldErrors] = useState<{ email?: string; password?: string }>({});
  const [confirmSent, setConfirmSent] = useState(false);
  const { isPending, error, run } = useSubmit();

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const errors = {
      email: checkEmail(email) ?? undefined,
      password: checkNewPassword(password) ?? undefined,
    };
    setFieldErrors(errors);
    if (errors.email || errors.password) return focusFirstInvalid(event.currentTarget);
    await run(async () => {
      const { confirmEmail } = await signUp(email.trim(), password, fullName);
      setConfirmSent(confirmEmail);
    });
  }

  if (confirmSent) {
    return (
      <>
        <FormSuccess className="mt-5">
          {`We've sent a confirmation link to ${email.trim()}. Open it to finish creating your account.`}
        </FormSuccess>
        <SwitchLine text="Already confirmed?" action="Sign in" onClick={onSignIn} />
      </>
    );
  }

  return (
    <>
      <p className="mt-2 text-ink-muted">Start with free credits. No card needed.</p>
      <form noValidate onSubmit={submit} className="mt-6 space-y-5">
        <FormError error={error} />
        <TextField
          label="Full name (optional)"
          name="name"
          autoComplete="name"
          value={fullName}
          onChange={(event) => setFullName(event.target.value)}
        />
        <TextField
          label="Email"
          type="email"
          name="email"
          autoComplete="email"
          inputMode="email"
          value={email}
          onChange={(event) => onEmailChange(event.target.value)}
          error={fieldErrors.email}
        />
        <PasswordField
          label="Password"
          name="new-password"
          autoComplete="new-password"
          hint={PASSWORD_RULE_TEXT}
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          error={fieldErrors.password}
        />
        <Button type="submit" className="w-full" disabled={isPending}>
          {isPending ? 'Creating account…' : 'Create account'}
        </Button>
      </form>
      <SwitchLine text="Already have an account?" action="Sign in" onClick={onSignIn} />
    </>
  );
}

function ForgotPasswordForm({ email, onEmailChange, onBack }: EmailProps & { onBack: () => void }) {
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const { isPending, error, run } = useSubmit();

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const problem = checkEmail(email);
    setFieldError(problem);
    if (problem) return focusFirstInvalid(event.currentTarget);
    const address = email.trim();
    const sent = await run(() => sendPasswordReset(address));
    if (sent) setSentTo(address);
  }

  return (
    <>
      <p className="mt-2 text-ink-muted">
        Enter the email address you signed up with and we&apos;ll send you a link to choose a new
        password.
      </p>
      <form noValidate onSubmit={submit} className="mt-6 space-y-5">
        <FormError error={error} />
        <FormSuccess>
          {sentTo
            ? `If an account exists for ${sentTo}, a reset link is on its way. Check your inbox and spam folder.`
            : null}
        </FormSuccess>
        <TextField
          label="Email"
          type="email"
          name="email"
          autoComplete="email"
          inputMode="email"
          value={email}
          onChange={(event) => onEmailChange(event.target.value)}
          error={fieldError}
        />
        <Button type="submit" className="w-full" disabled={isPending}>
          {isPending ? 'Sending…' : sentTo ? 'Send again' : 'Send reset link'}
        </Button>
      </form>
      <SwitchLine text="Remembered it?" action="Back to sign in" onClick={onBack} />
    </>
  );
}

function MfaChallengeForm({ email }: { email: string | null }) {
  const [code, setCode] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const { isPending, error, run } = useSubmit();

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const problem = checkTotpCode(code);
    setFieldError(problem);
    if (problem) return focusFirstInvalid(event.currentTarget);
    const ok = await run(() => verifySignInCode(code.replace(/\s+/g, '')));
    if (!ok) setCode('');
  }

  return (
    <>
      <p className="mt-2 text-ink-muted">
        Your password was right. Enter the 6-digit code from your authenticator app
        {email ? (
          <>
            {' '}
            for <span className="font-medium text-ink">{email}</span>
          </>
        ) : null}{' '}
        to finish signing in.
      </p>
      <form noValidate onSubmit={submit} className="mt-6 space-y-5">
        <FormError error={error} />
        <TextField
          label="Authentication code"
          name="code"
          autoComplete="one-time-code"
          inputMode="numeric"
          maxLength={7}
          autoFocus
          className="[&_input]:font-mono [&_input]:tracking-[0.3em]"
          value={code}
          onChange={(event) => setCode(event.target.value)}
          error={fieldError}
        />
        <Button type="submit" className="w-full" disabled={isPending}>
          {isPending ? 'Verifying…' : 'Verify and sign in'}
        </Button>
      </form>
      <SwitchLine text="Not you?" action="Use a different account" onClick={() => void signOut()} />
    </>
  );
}

function NewPasswordForm({ email }: { email: string | null }) {
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [fieldErrors, setFieldErrors] = useState<{ password?: string; confirmation?: string }>({});
  const { isPending, error, run } = useSubmit();

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const errors = {
      password: checkNewPassword(password) ?? undefined,
      confirmation: confirmation !== password ? 'The two passwords are not the same.' : undefined,
    };
    setFieldErrors(errors);
    if (errors.password || errors.confirmation) return focusFirstInvalid(event.currentTarget);
    // Success signs the visitor in: the store leaves the recovery step and /login moves on.
    await run(() => changePassword(password));
  }

  return (
    <>
      <p className="mt-2 text-ink-muted">
        {email ? (
          <>
            Choose a new password for <span className="font-medium text-ink">{email}</span>.
          </>
        ) : (
          'Choose a new password for your account.'
        )}
      </p>
      <form noValidate onSubmit={submit} className="mt-6 space-y-5">
        <FormError error={error} />
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
        <Button type="submit" className="w-full" disabled={isPending}>
          {isPending ? 'Saving…' : 'Save password and sign in'}
        </Button>
      </form>
      <SwitchLine text="Changed your mind?" action="Cancel" onClick={() => void signOut()} />
    </>
  );
}

function SwitchLine({
  text,
  action,
  onClick,
}: {
  text: string;
  action: string;
  onClick: () => void;
}) {
  return (
    <p className="mt-6 border-t border-line pt-5 text-center text-[0.9375rem] text-ink-muted">
      {text} <LinkButton onClick={onClick}>{action}</LinkButton>
    </p>
  );
}

/** An action that reads like a link (it changes the panel, not the page). */
function LinkButton({ onClick, children }: { onClick: () => void; children: ReactNode }) {
  return (
    <button
      type="button"
      onClick={onClick}
      className="rounded-sm text-[0.9375rem] font-medium text-brand underline decoration-brand/40 underline-offset-4 hover:decoration-brand focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand"
    >
      {children}
    </button>
  );
}
