import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { isAccountDeletionConfirmed } from '../../../../common/api/account.ts';
import { Button } from '../../../components/ui/button.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { useAuthStore } from '../auth-store.ts';
import { deleteAccount } from '../delete-account.ts';
import { FormError, TextField } from './form-fields.tsx';
import { SettingsSection } from './settings-section.tsx';
import { useSubmit } from '../use-submit.ts';

/** A message for the page to show as a toast (features do not import each other). */
export interface DeleteAccountNotice {
  title: string;
  message: string;
  severity: 'success';
}

const WHAT_IS_DELETED =
  'Your documents and their files, their analyses, your chats, your credits and your plan are deleted for good.';

/**
 * The danger zone of /settings: deleting the account and everything in it. The dialog's button
 * stays off until the user types their email address, so it takes a deliberate act; afterwards
 * they are signed out here and taken home with a notice.
 */
export function DeleteAccountSection({
  onNotify,
  className,
}: {
  /** The account was deleted, to say so on the home page. */
  onNotify?: (notice: DeleteAccountNotice) => void;
  className?: string;
}) {
  const email = useAuthStore((state) => state.user?.email ?? '');
  const navigate = useNavigate();
  const [isConfirming, setIsConfirming] = useState(false);
  const [typed, setTyped] = useState('');
  const { isPending, error, setError, run } = useSubmit();
  const inputRef = useRef<HTMLInputElement>(null);
  const isConfirmed = isAccountDeletionConfirmed(typed, email);

  useEffect(() => {
    // After the dialog's own focus (on Cancel): the next thing to do is type the address.
    if (isConfirming) inputRef.current?.focus();
  }, [isConfirming]);

  const close = () => {
    setIsConfirming(false);
    setTyped('');
    setError(null);
  };

  const confirm = async () => {
    if (!isConfirmed) return;
    if (await run(() => deleteAccount(typed.trim()))) {
      onNotify?.({
        title: 'Account deleted',
        message: 'Your account and everything in it have been deleted.',
        severity: 'success',
      });
      void navigate('/', { replace: true });
    }
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void confirm();
  };

  if (!email) return null;
  return (
    <div className={className}>
      <SettingsSection
        title="Delete account"
        description={`${WHAT_IS_DELETED} This cannot be undone.`}
      >
        <Button variant="secondary" onClick={() => setIsConfirming(true)}>
          Delete account…
        </Button>
      </SettingsSection>
      <ConfirmDialog
        open={isConfirming}
        title="Delete your account?"
        confirmLabel="Delete account"
        busyLabel="Deleting…"
        variant="destructive"
        busy={isPending}
        confirmDisabled={!isConfirmed}
        onConfirm={() => void confirm()}
        onCancel={close}
      >
        <p>
          {WHAT_IS_DELETED} You are signed out, and this cannot be undone: we cannot bring any of it
          back.
        </p>
        <form noValidate onSubmit={submit} className="mt-4 space-y-3">
          <FormError error={error} />
          <TextField
            ref={inputRef}
            label={`Type ${email} to confirm`}
            name="confirm-email"
            type="email"
            autoComplete="off"
            spellCheck={false}
            autoCapitalize="none"
            value={typed}
            disabled={isPending}
            onChange={(event) => setTyped(event.target.value)}
          />
        </form>
      </ConfirmDialog>
    </div>
  );
}
