import { Keyboard } from 'lucide-react';
import { useRef, type KeyboardEvent } from 'react';
import { VIEWER_SHORTCUTS } from '../keyboard-shortcuts.ts';

/** The viewer's shortcuts as a two-column list, for the toolbar disclosure or a help page. */
export function KeyboardShortcutsList() {
  return (
    <dl className="grid grid-cols-[auto_1fr] items-baseline gap-x-4 gap-y-2 text-sm">
      {VIEWER_SHORTCUTS.map((shortcut) => (
        <div key={shortcut.command} className="contents">
          <dt>
            <kbd className="rounded border border-slate-300 bg-slate-50 px-1.5 py-0.5 font-sans text-xs whitespace-nowrap text-slate-800">
              {shortcut.keyLabel}
            </kbd>
          </dt>
          <dd className="text-slate-700">{shortcut.description}</dd>
        </div>
      ))}
    </dl>
  );
}

/** A small "Keyboard shortcuts" disclosure for the toolbar; Escape closes it. */
export function KeyboardShortcutsDisclosure() {
  const detailsRef = useRef<HTMLDetailsElement>(null);

  const handleKeyDown = (event: KeyboardEvent<HTMLDetailsElement>) => {
    const details = detailsRef.current;
    if (event.key !== 'Escape' || !details?.open) return;
    details.open = false;
    details.querySelector('summary')?.focus();
  };

  return (
    <details ref={detailsRef} onKeyDown={handleKeyDown} className="group relative">
      <summary
        title="Keyboard shortcuts"
        className="inline-flex min-h-9 cursor-pointer list-none items-center gap-1.5 rounded-md px-2 text-sm font-medium text-slate-700 hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand [&::-webkit-details-marker]:hidden"
      >
        <Keyboard className="size-5" strokeWidth={1.75} aria-hidden />
        {/* Icon only: the toolbar then fits on one line beside the panel. */}
        <span className="sr-only">Keyboard shortcuts</span>
      </summary>
      <div className="absolute right-0 top-full z-20 mt-2 w-72 rounded-lg border border-slate-200 bg-white p-4 shadow-lg">
        <p className="mb-3 text-sm font-semibold text-slate-900">Keyboard shortcuts</p>
        <KeyboardShortcutsList />
        <p className="mt-3 text-xs text-slate-600">
          They work while the document or this toolbar has focus.
        </p>
      </div>
    </details>
  );
}
