import type { ButtonHTMLAttributes } from 'react';
import { getButtonClassName, type ButtonSize, type ButtonVariant } from './button-styles.ts';

interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  size?: ButtonSize;
}

/** A button for actions on this page; defaults to type="button" so it never submits by accident. */
export function Button({ variant, size, className, type = 'button', ...rest }: ButtonProps) {
  return <button type={type} className={getButtonClassName(variant, size, className)} {...rest} />;
}
