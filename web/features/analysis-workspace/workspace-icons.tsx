/*
 * Icons of the workspace frame, drawn like web/components/ui/icons.tsx (24px grid, 1.75
 * stroke, currentColor). Decorative: the button around each one carries its name.
 */
import { Icon, type IconProps } from '../../components/ui/icons.tsx';

/** A window with a bar down its left side: the sidebar, shown. */
export function SidebarOpenIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <rect x="3.5" y="4.5" width="17" height="15" rx="2" />
      <path d="M9 4.5v15M16 10l-2 2 2 2" />
    </Icon>
  );
}

/** The same window with an arrow out of the bar: the sidebar, hidden. */
export function SidebarClosedIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <rect x="3.5" y="4.5" width="17" height="15" rx="2" />
      <path d="M9 4.5v15M14 10l2 2-2 2" />
    </Icon>
  );
}
