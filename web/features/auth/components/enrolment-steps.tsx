import { useId, useState, type FormEvent, type RefObject } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { confirmTotpEnrolment, type TotpEnrolment } from '../auth-actions.ts';
import { checkTotpCode } from '../form-validation.ts';
import { FormError, TextField } from './form-fields.tsx';
import { focusFirstInvalid } from './form-parts.tsx';
import { useSubmit } from '../use-submit.ts';

/** Adding the authenticator app: the QR code or key, then the first code it shows. */
export function EnrolmentSteps({
  enrolment,
  headingRef,
  onDone,
  onCancel,
}: {
  enrolment: TotpEnrolment;
  headingRef: RefObject<HTMLParagraphElement | null>;
  onDone: () => Promise<void>;
  onCancel: () => void;
}) {
  const [code, setCode] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const { isPending, error, run } = useSubmit();
  const secretId = useId();

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const problem = checkTotpCode(code);
    setFieldError(problem);
    if (problem) {
      focusFirstInvalid(event.currentTarget);
      return;
    }
    const ok = await run(async () => {
      await confirmTotpEnrolment(enrolment.factorId, code.replace(/\s+/g, ''));
      await onDone();
    });
    if (!ok) setCode('');
  }

  return (
    <div className="rounded-lg border border-line bg-paper p-5">
      <p ref={headingRef} tabIndex={-1} className="font-semibold text-ink focus:outline-none">
        Add Legal Explainer to your authenticator app
      </p>
      <ol className="mt-4 grid gap-6 md:grid-cols-[auto_1fr]">
        <li className="flex flex-col items-center gap-3">
          <span className="self-start text-sm font-semibold text-ink">1. Scan this QR code</span>
          <img
            src={enrolment.qrCode}
            alt="QR code to add Legal Explainer to an authenticator app"
            width={176}
            height={176}
            className="size-44 rounded-md border border-line bg-white p-2"
          />
        </li>
        <li className="min-w-0 space-y-4">
          <div>
            <span className="text-sm font-semibold text-ink">Or enter this key by hand</span>
            <p className="mt-1.5">
              <code
                id={secretId}
                className="block rounded-md border border-line bg-surface px-3 py-2 font-mono text-[0.9375rem] tracking-wider break-all text-ink select-all"
              >
                {groupInFours(enrolment.secret)}
              </code>
            </p>
            <p className="mt-1.5 text-sm text-ink-muted">Time-based, 6 digits, every 30 seconds.</p>
          </div>
          <form noValidate onSubmit={submit} className="space-y-4">
            <span className="block text-sm font-semibold text-ink">2. Enter the code it shows</span>
            <FormError error={error} />
            <TextField
              label="6-digit code"
              name="code"
              autoComplete="one-time-code"
              inputMode="numeric"
              maxLength={7}
              className="max-w-56 [&_input]:font-mono [&_input]:tracking-[0.3em]"
              value={code}
              onChange={(event) => setCode(event.target.value)}
              error={fieldError}
            />
            <div className="flex flex-wrap gap-3">
              <Button type="submit" disabled={isPending}>
                {isPending ? 'Verifying…' : 'Verify and turn on'}
              </Button>
              <Button variant="ghost" onClick={onCancel} disabled={isPending}>
                Cancel
              </Button>
            </div>
          </form>
        </li>
      </ol>
    </div>
  );
}

/** ABCD EFGH ...: easier to copy by eye; authenticator apps ignore the spaces. */
function groupInFours(secret: string): string {
  return secret.replace(/(.{4})/g, '$1 ').trim();
}
