import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { changePassword } from '../auth-actions.ts';
import { checkPasswordChoice, type PasswordChoiceErrors } from '../form-validation.ts';
import { FormError, FormSuccess, NewPasswordFields } from './form-fields.tsx';
import { SettingsSection } from './settings-section.tsx';
import { focusFirstInvalid } from './form-parts.tsx';
import { useSubmit } from './use-submit.ts';

/** A new password for a signed-in user. */
export function ChangePasswordSection() {
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [fieldErrors, setFieldErrors] = useState<PasswordChoiceErrors>({});
  const [saved, setSaved] = useState(false);
  const { isPending, error, run } = useSubmit();

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setSaved(false);
    const errors = checkPasswordChoice(password, confirmation);
    setFieldErrors(errors);
    if (errors.password || errors.confirmation) {
      focusFirstInvalid(event.currentTarget);
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
      description="Choose a new password for signing in. Your other devices are signed out when you change it."
    >
      <form noValidate onSubmit={submit} className="max-w-md space-y-5">
        <FormError error={error} />
        <FormSuccess>{saved ? 'Your password has been changed.' : null}</FormSuccess>
        <NewPasswordFields
          password={password}
          confirmation={confirmation}
          onPasswordChange={setPassword}
          onConfirmationChange={setConfirmation}
          errors={fieldErrors}
        />
        <Button type="submit" disabled={isPending}>
          {isPending ? 'Saving…' : 'Change password'}
        </Button>
      </form>
    </SettingsSection>
  );
}
