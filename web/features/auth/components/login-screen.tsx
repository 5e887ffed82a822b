import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Callout } from '../../../components/ui/callout.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { useAuthStore } from '../auth-store.ts';
import { ForgotPasswordForm } from './forgot-password-form.tsx';
import { MfaChallengeForm } from './mfa-challenge-form.tsx';
import { NewPasswordForm } from './new-password-form.tsx';
import { SignInForm } from './sign-in-form.tsx';
import { SignUpForm } from './sign-up-form.tsx';

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
