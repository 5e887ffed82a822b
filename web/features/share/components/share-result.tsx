import { useState } from 'react';
import { getButtonClassName } from '../../../components/ui/button-styles.ts';
import type { ShareResult } from '../share-store.ts';
import { formatDate } from '../../../lib/format.ts';
import { useObjectUrl } from '../../../lib/use-object-url.ts';

/** Step 'done': the made file to download, or the link to copy with its expiry. */
export function ShareResultView({ result }: { result: ShareResult }) {
  return result.kind === 'file' ? (
    <FileResult blob={result.blob} fileName={result.fileName} />
  ) : (
    <LinkResult
      url={result.url}
      expiresAt={result.expiresAt}
      hasPasscode={result.hasPasscode}
      isViewOnly={result.isViewOnly}
    />
  );
}

function FileResult({ blob, fileName }: { blob: Blob; fileName: string }) {
  const url = useObjectUrl(blob);
  return (
    <div>
      <p className="text-sm text-ink">
        <span className="font-medium">{fileName}</span> is ready.
      </p>
      {url ? (
        <a href={url} download={fileName} className={`mt-4 ${getButtonClassName('primary')}`}>
          Download
        </a>
      ) : null}
    </div>
  );
}

function LinkResult({
  url,
  expiresAt,
  hasPasscode,
  isViewOnly,
}: {
  url: string;
  expiresAt: string;
  hasPasscode: boolean;
  isViewOnly: boolean;
}) {
  const [isCopied, setIsCopied] = useState(false);
  const copy = async () => {
    await navigator.clipboard.writeText(url);
    setIsCopied(true);
  };
  return (
    <div>
      <label className="block text-sm font-medium text-ink">
        Read-only link
        <input
          readOnly
          value={url}
          onFocus={(event) => event.currentTarget.select()}
          className="mt-1 w-full rounded-md border border-line bg-paper px-3 py-2 font-mono text-xs text-ink"
        />
      </label>
      <p className="mt-2 text-sm text-ink-muted">
        {hasPasscode
          ? `Anyone with this link and its passcode can read what you included until ${formatDate(expiresAt)}. Send the passcode separately from the link. You can revoke it at any time.`
          : `Anyone with this link can read what you included until ${formatDate(expiresAt)}. You can revoke it at any time.`}
      </p>
      {isViewOnly ? (
        <p className="mt-1 text-sm text-ink-muted">
          View only: the link offers no download of the original file.
        </p>
      ) : null}
      <button
        type="button"
        className={`mt-4 ${getButtonClassName('primary')}`}
        onClick={() => void copy()}
      >
        {isCopied ? 'Copied' : 'Copy link'}
      </button>
      <p role="status" className="sr-only">
        {isCopied ? 'The link was copied.' : ''}
      </p>
    </div>
  );
}
