import { Link, type LinkProps } from 'react-router';
import { getButtonClassName, type ButtonSize, type ButtonVariant } from './button-styles.ts';

interface ButtonLinkProps extends LinkProps {
  variant?: ButtonVariant;
  size?: ButtonSize;
}

/** A link that goes somewhere in the app but looks like a button (calls to action). */
export function ButtonLink({ variant, size, className, ...rest }: ButtonLinkProps) {
  return <Link className={getButtonClassName(variant, size, className)} {...rest} />;
}
