import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { changePassword, signOut } from '../auth-actions.ts';
import { checkPasswordChoice, type PasswordChoiceErrors } from '../form-validation.ts';
import { FormError, NewPasswordFields } from './form-fields.tsx';
import { focusFirstInvalid, SwitchLine } from './form-parts.tsx';
import { useSubmit } from './use-submit.ts';

/** The new password a visitor coming from a reset link chooses before they are signed in. */
export function NewPasswordForm({ email }: { email: string | null }) {
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [fieldErrors, setFieldErrors] = useState<PasswordChoiceErrors>({});
  const { isPending, error, run } = useSubmit();

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const errors = checkPasswordChoice(password, confirmation);
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
        <NewPasswordFields
          password={password}
          confirmation={confirmation}
          onPasswordChange={setPassword}
          onConfirmationChange={setConfirmation}
          errors={fieldErrors}
        />
        <Button type="submit" className="w-full" disabled={isPending}>
          {isPending ? 'Saving…' : 'Save password and sign in'}
        </Button>
      </form>
      <SwitchLine text="Changed your mind?" action="Cancel" onClick={() => void signOut()} />
    </>
  );
}
