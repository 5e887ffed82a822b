import { useId } from 'react';
import { SHARE_PASSCODE_LENGTH } from '../../../../common/api/shares.ts';
import type { LinkProtection } from '../share-api.ts';

/** Whether a chosen passcode can be sent: none, or one of the allowed length. */
export function isLinkProtectionValid(protection: LinkProtection): boolean {
  const { passcode } = protection;
  return (
    passcode === null ||
    (passcode.length >= SHARE_PASSCODE_LENGTH.min && passcode.length <= SHARE_PASSCODE_LENGTH.max)
  );
}

/**
 * A new link's protection: an optional passcode (shown as typed, as the owner has to pass it
 * on) and view only, each saying what it does and does not prevent.
 */
export function LinkProtectionFields({
  protection,
  onChange,
}: {
  protection: LinkProtection;
  onChange: (protection: LinkProtection) => void;
}) {
  const id = useId();
  const hasPasscode = protection.passcode !== null;
  const passcode = protection.passcode ?? '';
  const isTooShort = hasPasscode && passcode.length < SHARE_PASSCODE_LENGTH.min;
  return (
    <div className="mt-4 space-y-4">
      <div>
        <label className="flex items-start gap-3 text-sm">
          <input
            type="checkbox"
            className="mt-0.5 size-4 accent-brand"
            checked={hasPasscode}
            onChange={() => onChange({ ...protection, passcode: hasPasscode ? null : '' })}
          />
          <span>
            <span className="block font-medium text-ink">Ask for a passcode</span>
            <span className="block text-ink-muted">
              The link opens only for people who also have the passcode. After 5 wrong tries it
              locks for 15 minutes.
            </span>
          </span>
        </label>
        {hasPasscode ? (
          <div className="mt-2 ml-7">
            <label htmlFor={`${id}-passcode`} className="block text-sm font-medium text-ink">
              Passcode
            </label>
            <input
              id={`${id}-passcode`}
              type="text"
              value={passcode}
              maxLength={SHARE_PASSCODE_LENGTH.max}
              autoComplete="off"
              autoCapitalize="none"
              spellCheck={false}
              aria-describedby={`${id}-passcode-hint`}
              aria-invalid={isTooShort && passcode.length > 0 ? true : undefined}
              onChange={(event) => onChange({ ...protection, passcode: event.target.value })}
              className="mt-1 w-full rounded-md border border-line-strong bg-surface px-3 py-2 font-mono text-sm text-ink focus:border-brand focus:outline-2 focus:outline-brand/40"
            />
            <p id={`${id}-passcode-hint`} className="mt-1 text-sm text-ink-muted">
              {`${SHARE_PASSCODE_LENGTH.min} to ${SHARE_PASSCODE_LENGTH.max} characters. Send it separately from the link, by another way; it is not shown again.`}
            </p>
          </div>
        ) : null}
      </div>
      <label className="flex items-start gap-3 text-sm">
        <input
          type="checkbox"
          className="mt-0.5 size-4 accent-brand"
          checked={protection.isViewOnly}
          onChange={() => onChange({ ...protection, isViewOnly: !protection.isViewOnly })}
        />
        <span>
          <span className="block font-medium text-ink">View only</span>
          <span className="block text-ink-muted">
            No download of the original file: the link shows the document but offers no download
            button, and the server refuses the file as a download. It cannot stop screenshots,
            printing or copying the text shown, and a PDF’s bytes still reach the browser that draws
            it.
          </span>
        </span>
      </label>
    </div>
  );
}
