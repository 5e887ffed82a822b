import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import {
  changePassword,
  passwordChangeNeedsCode,
  signOut,
  verifySignInCode,
} from '../auth-actions.ts';
import { isInsufficientAal } from '../auth-errors.ts';
import {
  checkPasswordChoice,
  checkTotpCode,
  type PasswordChoiceErrors,
} from '../form-validation.ts';
import { FormError, NewPasswordFields, TotpCodeField } from './form-fields.tsx';
import { focusFirstInvalid, LinkButton, SwitchLine } from './form-parts.tsx';
import { useSubmit } from '../use-submit.ts';

/** Choosing the password, then (for an account with two-step verification) the code to save it. */
type Stage = 'password' | 'code';

/**
 * The new password a visitor coming from a reset link chooses before they are signed in.
 * An account with two-step verification also owes its authenticator code: a reset link alone
 * (a session at aal1) may not change the password, so the code raises the session first.
 */
export function NewPasswordForm({ email }: { email: string | null }) {
  const [stage, setStage] = useState<Stage>('password');
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [fieldErrors, setFieldErrors] = useState<PasswordChoiceErrors>({});
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string | null>(null);
  const { isPending, error, setError, run } = useSubmit();

  const codeHeadingRef = useRef<HTMLHeadingElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  const shownStage = useRef(stage);
  // A change of stage takes the focus to where the visitor continues: the code step's heading,
  // or back to the new password.
  useEffect(() => {
    if (shownStage.current === stage) return;
    shownStage.current = stage;
    if (stage === 'code') codeHeadingRef.current?.focus();
    else passwordRef.current?.focus();
  }, [stage]);

  async function submitPassword(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const errors = checkPasswordChoice(password, confirmation);
    setFieldErrors(errors);
    if (errors.password || errors.confirmation) return focusFirstInvalid(event.currentTarget);
    await run(async () => {
      if (await passwordChangeNeedsCode()) return askForCode();
      try {
        // Success signs the visitor in: the store leaves the recovery step and /login moves on.
        await changePassword(password);
      } catch (failure) {
        // The session did not show the factor (e.g. it was added since): ask for the code now.
        if (isInsufficientAal(failure)) return askForCode();
        throw failure;
      }
    });
  }

  function askForCode() {
    setCode('');
    setCodeError(null);
    setStage('code');
  }

  async function submitCode(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const problem = checkTotpCode(code);
    setCodeError(problem);
    if (problem) return focusFirstInvalid(event.currentTarget);
    const progress = { verified: false };
    const ok = await run(async () => {
      await verifySignInCode(code.replace(/\s+/g, ''));
      progress.verified = true;
      await changePassword(password);
    });
    if (ok) return;
    if (progress.verified) {
      // The code was right but the password was refused (e.g. it is the current one): the
      // session is verified now, so the visitor only needs to choose again.
      setStage('password');
    } else {
      setCode('');
    }
  }

  function backToPassword() {
    setError(null);
    setStage('password');
  }

  if (stage === 'code') {
    return (
      <>
        <h2
          ref={codeHeadingRef}
          tabIndex={-1}
          className="mt-4 text-xl font-semibold text-ink focus:outline-none"
        >
          Enter your authenticator code
        </h2>
        <p className="mt-2 text-ink-muted">
          {email ? (
            <>
              <span className="font-medium text-ink">{email}</span> uses
            </>
          ) : (
            'Your account uses'
          )}{' '}
          two-step verification, so a reset link alone cannot change its password. Enter the 6-digit
          code from your authenticator app to save your new password.
        </p>
        <form noValidate onSubmit={submitCode} className="mt-6 space-y-5">
          <FormError error={error} />
          <TotpCodeField code={code} onCodeChange={setCode} error={codeError} />
          <Button type="submit" className="w-full" disabled={isPending}>
            {isPending ? 'Saving…' : 'Verify and save password'}
          </Button>
        </form>
        <p className="mt-4 text-center">
          <LinkButton onClick={backToPassword}>Choose a different password</LinkButton>
        </p>
        <SwitchLine text="Changed your mind?" action="Cancel" onClick={() => void signOut()} />
      </>
    );
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
      <form noValidate onSubmit={submitPassword} className="mt-6 space-y-5">
        <FormError error={error} />
        <NewPasswordFields
          password={password}
          confirmation={confirmation}
          onPasswordChange={setPassword}
          onConfirmationChange={setConfirmation}
          errors={fieldErrors}
          passwordRef={passwordRef}
        />
        <Button type="submit" className="w-full" disabled={isPending}>
          {isPending ? 'Saving…' : 'Save password and sign in'}
        </Button>
      </form>
      <SwitchLine text="Changed your mind?" action="Cancel" onClick={() => void signOut()} />
    </>
  );
}
