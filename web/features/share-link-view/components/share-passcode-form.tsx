import { LockKeyholeIcon } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { describeError } from '../../../../common/errors/catalogue.ts';
import { Button } from '../../../components/ui/button.tsx';
import { classNames } from '../../../components/ui/class-names.ts';
import { Container } from '../../../components/ui/container.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { unlockShareLinkDocument } from '../share-link-view-api.ts';

/**
 * What a link with a passcode shows first: one field for the passcode the sender gave. The
 * server checks it and counts wrong ones; its answer (how many tries are left, or until when
 * the link is locked) is shown under the field and read out. `isAgain` says the access it gave
 * earlier has run out.
 */
export function SharePasscodeForm({
  token,
  isAgain = false,
  onUnlocked,
}: {
  token: string;
  isAgain?: boolean;
  onUnlocked: (accessToken: string) => void;
}) {
  const [passcode, setPasscode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [isChecking, setIsChecking] = useState(false);
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!passcode || isChecking) return;
    setIsChecking(true);
    setError(null);
    try {
      const { accessToken } = await unlockShareLinkDocument(token, passcode);
      onUnlocked(accessToken);
    } catch (caught) {
      // The server's own words for a wrong or locked passcode; the catalogue's for the rest.
      setError(
        caught instanceof ApiError && caught.status !== undefined && caught.status < 500
          ? caught.message
          : describeError(caught).message,
      );
      setPasscode('');
      setIsChecking(false);
    }
  };

  return (
    <Container className="py-16 sm:py-24">
      <div className="mx-auto max-w-md">
        <LockKeyholeIcon aria-hidden="true" className="size-8 text-brand" />
        <h1 className="mt-4 font-serif text-3xl text-brand-strong">
          This shared analysis needs a passcode
        </h1>
        <p id={hintId} className="mt-3 text-ink-muted">
          {isAgain
            ? 'Your access has ended. Enter the passcode again to keep reading.'
            : 'The person who shared it chose a passcode. Ask them for it if you do not have it.'}
        </p>
        <form className="mt-8" onSubmit={(event) => void submit(event)} noValidate>
          <label htmlFor={id} className="block text-sm font-semibold text-ink">
            Passcode
          </label>
          <input
            id={id}
            type="password"
            value={passcode}
            onChange={(event) => setPasscode(event.target.value)}
            autoComplete="off"
            autoCapitalize="none"
            spellCheck={false}
            // The page exists only to take the passcode: start where the typing goes.
            autoFocus
            required
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${hintId} ${errorId}` : hintId}
            className={classNames(
              'mt-1.5 block min-h-11 w-full rounded-lg border bg-surface px-3 text-base text-ink focus:border-brand focus:outline-2 focus:outline-offset-1 focus:outline-brand/40',
              error ? 'border-danger' : 'border-line-strong',
            )}
          />
          <p
            id={errorId}
            role="alert"
            className="mt-1.5 text-sm font-medium text-danger empty:hidden"
          >
            {error}
          </p>
          <Button
            type="submit"
            className="mt-5 w-full sm:w-auto"
            disabled={isChecking || !passcode}
          >
            {isChecking ? 'Checking…' : 'Open the shared analysis'}
          </Button>
        </form>
      </div>
    </Container>
  );
}
