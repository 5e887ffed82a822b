import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { changePassword } from '../auth-actions.ts';
import { checkPasswordChoice, type PasswordChoiceErrors } from '../form-validation.ts';
import { FormError, FormSuccess, NewPasswordFields, PasswordField } from './form-fields.tsx';
import { SettingsSection } from './settings-section.tsx';
import { focusFirstInvalid } from './form-parts.tsx';
import { useSubmit } from '../use-submit.ts';

/**
 * A new password for a signed-in user. The current password comes with it: a session alone,
 * perhaps left open or stolen, may not change how the account signs in.
 */
export function ChangePasswordSection() {
  const [currentPassword, setCurrentPassword] = useState('');
  const [currentError, setCurrentError] = useState<string | null>(null);
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [fieldErrors, setFieldErrors] = useState<PasswordChoiceErrors>({});
  const [saved, setSaved] = useState(false);
  const { isPending, error, run } = useSubmit();

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setSaved(false);
    const missingCurrent = currentPassword === '' ? 'Enter your current password.' : null;
    const errors = checkPasswordChoice(password, confirmation);
    setCurrentError(missingCurrent);
    setFieldErrors(errors);
    if (missingCurrent || errors.password || errors.confirmation) {
      focusFirstInvalid(event.currentTarget);
      return;
    }
    if (await run(() => changePassword(password, currentPassword))) {
      setCurrentPassword('');
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
        <PasswordField
          label="Current password"
          name="current-password"
          autoComplete="current-password"
          value={currentPassword}
          onChange={(event) => setCurrentPassword(event.target.value)}
          error={currentError}
        />
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
