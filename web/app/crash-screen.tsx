import type { ReactNode } from 'react';
import { getPublicConfig } from '../lib/public-config.ts';

/** Builds the mailto link of Report Issue: a draft to support carrying what we know of the crash. */
export function createReportIssueLink(details: {
  errorId: string;
  message: string;
  url: string;
}): string {
  const subject = `Legal Explainer error ${details.errorId}`;
  const body = [
    'Please describe what you were doing when this happened:',
    '',
    '',
    '--- Error details (please keep) ---',
    `Error ID: ${details.errorId}`,
    `Message: ${details.message}`,
    `Page: ${details.url}`,
    `Time: ${new Date().toISOString()}`,
    `Browser: ${navigator.userAgent}`,
  ].join('\n');
  // With no support address the draft has no recipient: the person chooses whom to send it to.
  return `mailto:${getPublicConfig().supportEmail ?? ''}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;
}

const buttonClass =
  'inline-flex min-h-11 items-center justify-center rounded-md px-4 py-2 text-sm font-semibold transition-colors';

/** The crash screen of SPEC section 2: what happened, an error ID and three ways forward. */
export function CrashScreen({ errorId, message }: { errorId: string; message: string }) {
  const reportLink = createReportIssueLink({ errorId, message, url: window.location.href });
  return (
    <FailureScreen titleId="crash-title" title="Something went wrong">
      <p className="mt-3 text-ink-muted">
        We're sorry, but something unexpected happened. Our team has been notified.
      </p>
      <p className="mt-4 text-sm text-ink-muted">
        Error ID:{' '}
        <code className="rounded bg-brand-soft px-1.5 py-0.5 font-mono text-ink">{errorId}</code>
      </p>
      <div className="mt-6 flex flex-wrap gap-3">
        <button
          type="button"
          onClick={() => window.location.reload()}
          className={`${buttonClass} bg-brand text-white hover:bg-brand-strong`}
        >
          Refresh Page
        </button>
        <a href="/" className={`${buttonClass} border border-line text-ink hover:bg-brand-soft`}>
          Go Home
        </a>
        <a
          href={reportLink}
          className={`${buttonClass} border border-line text-ink hover:bg-brand-soft`}
        >
          Report Issue
        </a>
      </div>
    </FailureScreen>
  );
}

/** Offered when a page's code could not be downloaded: usually a new version or a lost connection. */
export function ChunkLoadFailedScreen() {
  return (
    <FailureScreen titleId="chunk-title" title="This page could not be loaded">
      <p className="mt-3 text-ink-muted">
        Loading chunk failed. The connection may have dropped, or a newer version of Legal Explainer
        is available. Reloading usually fixes it.
      </p>
      <button
        type="button"
        onClick={() => window.location.reload()}
        className={`${buttonClass} mt-6 bg-brand text-white hover:bg-brand-strong`}
      >
        Reload page
      </button>
    </FailureScreen>
  );
}

/**
 * A whole screen given over to a failure, announced as an alert. It stands alone, with no
 * site header or footer, since what failed may be what draws them.
 */
function FailureScreen({
  titleId,
  title,
  children,
}: {
  titleId: string;
  title: string;
  children: ReactNode;
}) {
  return (
    <main id="main" className="flex min-h-screen items-center justify-center bg-paper px-4 py-12">
      <section
        role="alert"
        aria-labelledby={titleId}
        className="w-full max-w-lg rounded-xl border border-line bg-surface p-8 shadow-sm"
      >
        <h1 id={titleId} className="font-serif text-2xl font-semibold text-ink">
          {title}
        </h1>
        {children}
      </section>
    </main>
  );
}
