import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { signUp } from '../auth-actions.ts';
import { checkEmail, checkNewPassword, PASSWORD_RULE_TEXT } from '../form-validation.ts';
import { EmailField, FormError, FormSuccess, PasswordField, TextField } from './form-fields.tsx';
import { focusFirstInvalid, SwitchLine, type EmailProps } from './form-parts.tsx';
import { useSubmit } from '../use-submit.ts';

/** Creates an account; where the server asks for it, says a confirmation link is on its way. */
export function SignUpForm({
  email,
  onEmailChange,
  onSignIn,
}: EmailProps & { onSignIn: () => void }) {
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
        <EmailField email={email} onEmailChange={onEmailChange} error={fieldErrors.email} />
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
