/** The first focusable element: lets keyboard users jump past the header to the page itself. */
export function SkipLink() {
  return (
    <a
      href="#main"
      className="sr-only rounded-md bg-brand font-medium text-white focus:not-sr-only focus:fixed focus:top-3 focus:left-4 focus:z-50 focus:px-4 focus:py-2.5"
    >
      Skip to main content
    </a>
  );
}
