import { useState } from 'react';

/**
 * An open/closed state that its parent may own: with `expanded` and `onToggle` given the
 * parent decides (say, from a store); without them the component keeps its own.
 */
export function useToggleState(
  expanded: boolean | undefined,
  onToggle: (() => void) | undefined,
): [boolean, () => void] {
  const [ownExpanded, setOwnExpanded] = useState(false);
  const isControlled = expanded !== undefined;
  const toggle = () => {
    if (!isControlled) setOwnExpanded((value) => !value);
    onToggle?.();
  };
  return [isControlled ? expanded : ownExpanded, toggle];
}
