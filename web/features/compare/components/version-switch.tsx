import { classNames } from '../../../components/ui/class-names.ts';
import { VERSION_LABELS, type ComparedVersion } from '../compared-place.ts';

const VERSIONS: readonly ComparedVersion[] = ['old', 'new'];

/**
 * Old | New: which version the viewer shows. Two toggle buttons (aria-pressed) in a group, each
 * named with its version's file name for screen readers.
 */
export function VersionSwitch({
  value,
  onChange,
  names,
}: {
  value: ComparedVersion;
  onChange: (version: ComparedVersion) => void;
  names: Record<ComparedVersion, string>;
}) {
  return (
    <div
      role="group"
      aria-label="Version shown"
      className="inline-flex shrink-0 rounded-lg border border-line-strong bg-surface p-0.5"
    >
      {VERSIONS.map((version) => {
        const isShown = version === value;
        return (
          <button
            key={version}
            type="button"
            aria-pressed={isShown}
            title={names[version]}
            onClick={() => onChange(version)}
            className={classNames(
              'min-h-8 rounded-md px-3 text-sm font-medium transition-colors',
              'focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-brand',
              isShown ? 'bg-brand text-white' : 'text-brand hover:bg-brand-soft',
            )}
          >
            {VERSION_LABELS[version]}
            <span className="sr-only"> version: {names[version]}</span>
          </button>
        );
      })}
    </div>
  );
}
