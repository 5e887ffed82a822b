import { Link, type LinkProps } from 'react-router';
import { classNames } from './class-names.ts';

/** A link inside running text: always underlined so it is not told apart by colour alone. */
export function TextLink({ className, ...rest }: LinkProps) {
  return <Link className={classNames(textLinkClassName, className)} {...rest} />;
}

/** The running-text link style, for plain anchors (mailto:, external sites) as well. */
export const textLinkClassName =
  'font-medium text-brand underline decoration-brand/40 underline-offset-4 hover:decoration-brand';
