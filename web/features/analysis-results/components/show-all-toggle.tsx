import { useRef } from 'react';
import { getButtonClassName } from '../../../components/ui/button-styles.ts';
import { classNames } from '../../../components/ui/class-names.ts';
import { ChevronDownIcon } from 'lucide-react';

interface ShowAllToggleProps {
  isShowingAll: boolean;
  onToggle: () => void;
  /** The id of the list it opens. */
  controls: string;
  /** What the closed button says ("Show all 24 red flags"). */
  label: string;
}

/** The button under a shortened list that shows all of it, and then fewer again. */
export function ShowAllToggle({ isShowingAll, onToggle, controls, label }: ShowAllToggleProps) {
  const toggleRef = useRef<HTMLButtonElement>(null);
  return (
    <button
      type="button"
      aria-expanded={isShowingAll}
      aria-controls={controls}
      ref={toggleRef}
      onClick={() => {
        onToggle();
        // The list shrinks above the button: keep it, and the reader, in view.
        if (isShowingAll)
          requestAnimationFrame(() => toggleRef.current?.scrollIntoView?.({ block: 'nearest' }));
      }}
      className={getButtonClassName('secondary', 'sm', 'mt-4')}
    >
      {isShowingAll ? 'Show fewer' : label}
      <ChevronDownIcon
        className={classNames('size-4 transition-transform', isShowingAll && 'rotate-180')}
      />
    </button>
  );
}
