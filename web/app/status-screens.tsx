/** The start-up text shown while the app learns who is signed in (SPEC section 2). */
export function InitializingScreen() {
  return (
    <div role="status" className="flex min-h-[60vh] items-center justify-center text-ink-muted">
      Initializing Legal Explainer...
    </div>
  );
}

/** Shown while a page's code is being fetched (SPEC section 2). */
export function PageLoading() {
  return (
    <div role="status" className="flex min-h-[50vh] items-center justify-center text-ink-muted">
      Loading page...
    </div>
  );
}
