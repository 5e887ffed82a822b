import { classNames } from './class-names.ts';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'inverse' | 'inverse-outline';
export type ButtonSize = 'sm' | 'md' | 'lg';

const base =
  'inline-flex items-center justify-center gap-2 rounded-lg font-medium no-underline transition-colors ' +
  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand ' +
  'disabled:cursor-not-allowed disabled:opacity-60';

const variants: Record<ButtonVariant, string> = {
  primary: 'bg-brand text-white shadow-sm hover:bg-brand-strong',
  secondary:
    'border border-line-strong bg-surface text-brand hover:border-brand hover:bg-brand-soft',
  ghost: 'text-brand hover:bg-brand-soft',
  // For use on the navy brand bands, where the primary button would disappear.
  inverse: 'bg-white text-brand-strong shadow-sm hover:bg-brand-soft focus-visible:outline-white',
  'inverse-outline':
    'border border-white/45 text-white hover:bg-white/10 focus-visible:outline-white',
};

// Medium and large keep a 44px touch target; small is for dense rows only.
const sizes: Record<ButtonSize, string> = {
  sm: 'min-h-9 px-3.5 text-sm',
  md: 'min-h-11 px-5 text-[0.9375rem]',
  lg: 'min-h-12 px-6 text-base',
};

/** The class list shared by buttons and links that look like buttons. */
export function getButtonClassName(
  variant: ButtonVariant = 'primary',
  size: ButtonSize = 'md',
  className?: string,
): string {
  return classNames(base, variants[variant], sizes[size], className);
}
