import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { usePublicConfig } from '../../../lib/public-config.ts';
import { sendPasswordReset } from '../auth-actions.ts';
import { checkEmail } from '../form-validation.ts';
import { EmailField, FormError, FormSuccess } from './form-fields.tsx';
import { focusFirstInvalid, SwitchLine, type EmailProps } from './form-parts.tsx';
import { useSubmit } from '../use-submit.ts';

/**
 * Asks for a reset link, without saying whether an account exists for the address. Where the
 * server cannot send email, it says so instead of promising a link that never comes.
 */
export function ForgotPasswordForm({
  email,
  onEmailChange,
  onBack,
}: EmailProps & { onBack: () => void }) {
  const emailEnabled = usePublicConfig((config) => config.emailEnabled);
  if (!emailEnabled)
    return (
      <>
        <p className="mt-2 text-ink-muted">
          This installation has no email set up, so it cannot send you a reset link. Ask the person
          who runs it to set a new password for you.
        </p>
        <SwitchLine text="Remembered it?" action="Back to sign in" onClick={onBack} />
      </>
    );
  return <ResetLinkForm email={email} onEmailChange={onEmailChange} onBack={onBack} />;
}

function ResetLinkForm({ email, onEmailChange, onBack }: EmailProps & { onBack: () => void }) {
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
        <EmailField email={email} onEmailChange={onEmailChange} error={fieldError} />
        <Button type="submit" className="w-full" disabled={isPending}>
          {isPending ? 'Sending…' : sentTo ? 'Send again' : 'Send reset link'}
        </Button>
      </form>
      <SwitchLine text="Remembered it?" action="Back to sign in" onClick={onBack} />
    </>
  );
}
