import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { signOut, verifySignInCode } from '../auth-actions.ts';
import { checkTotpCode } from '../form-validation.ts';
import { FormError, TotpCodeField } from './form-fields.tsx';
import { focusFirstInvalid, SwitchLine } from './form-parts.tsx';
import { useSubmit } from '../use-submit.ts';

/** The authenticator code a sign-in with two-step verification still owes. */
export function MfaChallengeForm({ email }: { email: string | null }) {
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
        <TotpCodeField code={code} onCodeChange={setCode} error={fieldError} autoFocus />
        <Button type="submit" className="w-full" disabled={isPending}>
          {isPending ? 'Verifying…' : 'Verify and sign in'}
        </Button>
      </form>
      <SwitchLine text="Not you?" action="Use a different account" onClick={() => void signOut()} />
    </>
  );
}
