import { useId, useState, type InputHTMLAttributes, type Ref } from 'react';
import { Callout } from '../../../components/ui/callout.tsx';
import { classNames } from '../../../components/ui/class-names.ts';
import type { AuthErrorText } from '../auth-errors.ts';
import { PASSWORD_RULE_TEXT, type PasswordChoiceErrors } from '../form-validation.ts';

interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  label: string;
  hint?: string;
  /** A problem with this field; it is tied to the input and read out with it. */
  error?: string | null;
  ref?: Ref<HTMLInputElement>;
}

const inputClassName =
  'block min-h-11 w-full rounded-lg border bg-surface px-3 text-base text-ink shadow-[inset_0_1px_1px_rgba(27,36,48,0.04)] ' +
  'placeholder:text-ink-muted/70 focus:border-brand focus:outline-2 focus:outline-offset-1 focus:outline-brand/40 ' +
  'disabled:cursor-not-allowed disabled:bg-paper';

/** The ids that tie an input to its label, hint and error, so screen readers read them together. */
function useFieldIds(hint: string | undefined, error: string | null | undefined) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ');
  return { id, hintId, errorId, describedBy };
}

/** A field's hint and error, below the input. */
function FieldMessages({
  hint,
  hintId,
  error,
  errorId,
}: {
  hint: string | undefined;
  hintId: string;
  error: string | null | undefined;
  errorId: string;
}) {
  return (
    <>
      {hint ? (
        <p id={hintId} className="mt-1.5 text-sm leading-snug text-ink-muted">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="mt-1.5 text-sm font-medium text-danger">
          {error}
        </p>
      ) : null}
    </>
  );
}

/** A labelled input with an optional hint and error below it. */
export function TextField({ label, hint, error, className, ref, ...rest }: TextFieldProps) {
  const { id, hintId, errorId, describedBy } = useFieldIds(hint, error);
  return (
    <div className={className}>
      <label htmlFor={id} className="block text-sm font-semibold text-ink">
        {label}
      </label>
      <input
        ref={ref}
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
        className={classNames(
          'mt-1.5',
          inputClassName,
          error ? 'border-danger' : 'border-line-strong',
        )}
        {...rest}
      />
      <FieldMessages hint={hint} hintId={hintId} error={error} errorId={errorId} />
    </div>
  );
}

interface PasswordFieldProps extends Omit<TextFieldProps, 'type'> {
  autoComplete: 'current-password' | 'new-password';
}

/** A password input with a Show/Hide button, so a long password can be checked before sending. */
export function PasswordField({ label, hint, error, className, ref, ...rest }: PasswordFieldProps) {
  const [isVisible, setIsVisible] = useState(false);
  const { id, hintId, errorId, describedBy } = useFieldIds(hint, error);
  return (
    <div className={className}>
      <label htmlFor={id} className="block text-sm font-semibold text-ink">
        {label}
      </label>
      <div className="relative mt-1.5">
        <input
          ref={ref}
          id={id}
          type={isVisible ? 'text' : 'password'}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy || undefined}
          spellCheck={false}
          autoCapitalize="none"
          className={classNames(
            inputClassName,
            'pr-20',
            error ? 'border-danger' : 'border-line-strong',
          )}
          {...rest}
        />
        <button
          type="button"
          onClick={() => setIsVisible((visible) => !visible)}
          aria-label={isVisible ? `Hide ${label.toLowerCase()}` : `Show ${label.toLowerCase()}`}
          className="absolute inset-y-1 right-1 rounded-md px-3 text-sm font-medium text-brand hover:bg-brand-soft focus-visible:outline-2 focus-visible:outline-brand"
        >
          {isVisible ? 'Hide' : 'Show'}
        </button>
      </div>
      <FieldMessages hint={hint} hintId={hintId} error={error} errorId={errorId} />
    </div>
  );
}

/** The failure of a form's last submission, announced as it appears. */
export function FormError({
  error,
  className,
}: {
  error: AuthErrorText | null;
  className?: string;
}) {
  if (!error) return null;
  return (
    <Callout role="alert" tone="danger" title={error.title} className={className}>
      {error.message}
      {error.action ? <span className="mt-1 block text-ink-muted">{error.action}</span> : null}
    </Callout>
  );
}

/** A calm confirmation that something was done, read out politely. */
export function FormSuccess({
  children,
  className,
}: {
  children: string | null;
  className?: string;
}) {
  return (
    <div role="status" className={className}>
      {children ? (
        <Callout tone="accent" className="mt-0">
          {children}
        </Callout>
      ) : null}
    </div>
  );
}

/** The email address input of the sign-in, sign-up and reset-link forms. */
export function EmailField({
  email,
  onEmailChange,
  error,
}: {
  email: string;
  onEmailChange: (email: string) => void;
  error?: string | null;
}) {
  return (
    <TextField
      label="Email"
      type="email"
      name="email"
      autoComplete="email"
      inputMode="email"
      value={email}
      onChange={(event) => onEmailChange(event.target.value)}
      error={error}
    />
  );
}

/** A new password and its repeat, checked with checkPasswordChoice. */
export function NewPasswordFields({
  password,
  confirmation,
  onPasswordChange,
  onConfirmationChange,
  errors,
  passwordRef,
}: {
  password: string;
  confirmation: string;
  onPasswordChange: (password: string) => void;
  onConfirmationChange: (confirmation: string) => void;
  errors: PasswordChoiceErrors;
  /** The new-password input, for a form that moves the focus back to it. */
  passwordRef?: Ref<HTMLInputElement>;
}) {
  return (
    <>
      <PasswordField
        ref={passwordRef}
        label="New password"
        name="new-password"
        autoComplete="new-password"
        hint={PASSWORD_RULE_TEXT}
        value={password}
        onChange={(event) => onPasswordChange(event.target.value)}
        error={errors.password}
      />
      <PasswordField
        label="Confirm new password"
        name="confirm-password"
        autoComplete="new-password"
        value={confirmation}
        onChange={(event) => onConfirmationChange(event.target.value)}
        error={errors.confirmation}
      />
    </>
  );
}

/** The 6-digit code of an authenticator app, checked with checkTotpCode. */
export function TotpCodeField({
  code,
  onCodeChange,
  error,
  autoFocus,
}: {
  code: string;
  onCodeChange: (code: string) => void;
  error?: string | null;
  autoFocus?: boolean;
}) {
  return (
    <TextField
      label="Authentication code"
      name="code"
      autoComplete="one-time-code"
      inputMode="numeric"
      maxLength={7}
      autoFocus={autoFocus}
      className="[&_input]:font-mono [&_input]:tracking-[0.3em]"
      value={code}
      onChange={(event) => onCodeChange(event.target.value)}
      error={error}
    />
  );
}
