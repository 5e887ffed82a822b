import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { signIn } from '../auth-actions.ts';
import { checkEmail } from '../form-validation.ts';
import { EmailField, FormError, PasswordField } from './form-fields.tsx';
import { focusFirstInvalid, LinkButton, SwitchLine, type EmailProps } from './form-parts.tsx';
import { useSubmit } from '../use-submit.ts';

/** Email and password, with the ways to a reset link and to a new account. */
export function SignInForm({
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
        <EmailField email={email} onEmailChange={onEmailChange} error={fieldErrors.email} />
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
