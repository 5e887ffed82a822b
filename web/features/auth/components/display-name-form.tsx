import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { changeDisplayName } from '../auth-actions.ts';
import { FormError, FormSuccess, TextField } from './form-fields.tsx';
import { useSubmit } from '../use-submit.ts';

// Long enough for any real name, short enough to fit the header's menu.
const MAX_NAME_LENGTH = 80;

/**
 * The name the app shows for the user. Saved to their sign-in metadata; the auth store follows
 * the "user updated" event, so the header changes with it. An empty name falls back to the email.
 */
export function DisplayNameForm({ currentName }: { currentName: string }) {
  const [name, setName] = useState(currentName);
  const [saved, setSaved] = useState(false);
  const [fieldError, setFieldError] = useState<string | undefined>();
  const { isPending, error, run } = useSubmit();

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setSaved(false);
    if (name.trim().length > MAX_NAME_LENGTH) {
      setFieldError(`Use at most ${MAX_NAME_LENGTH} characters.`);
      return;
    }
    setFieldError(undefined);
    if (await run(() => changeDisplayName(name))) setSaved(true);
  }

  return (
    <form noValidate onSubmit={submit} className="max-w-md space-y-4">
      <FormError error={error} />
      <FormSuccess>{saved ? 'Your name has been saved.' : null}</FormSuccess>
      <TextField
        label="Your name"
        hint="Shown in the menu. Leave it empty to show your email address."
        name="display-name"
        autoComplete="name"
        value={name}
        error={fieldError}
        onChange={(event) => setName(event.target.value)}
      />
      <Button type="submit" variant="secondary" disabled={isPending}>
        {isPending ? 'Saving…' : 'Save name'}
      </Button>
    </form>
  );
}
