// The site's buttons: one look for actions (<button>) and for links that look like buttons.
// Variants: primary (the one main action of a view), secondary (a second action), ghost (a quiet
// action in a toolbar), link (text that acts), danger (removes or cancels something). Sizes are
// heights: sm 34, md 42, lg 48 (a form's action), xl 52 (the page's call to action).
import Link from 'next/link';
import type { ButtonHTMLAttributes, ComponentProps } from 'react';
import s from './button.module.css';

export type ButtonLook = {
  variant?: 'primary' | 'secondary' | 'ghost' | 'link' | 'danger';
  size?: 'sm' | 'md' | 'lg' | 'xl';
  /** the whole width of its box */
  block?: boolean;
};

export function buttonClass({ variant = 'primary', size = 'md', block }: ButtonLook, extra?: string) {
  return [s.button, s[size], s[variant], block ? s.block : '', extra ?? ''].filter(Boolean).join(' ');
}

type ButtonProps = ButtonLook & ButtonHTMLAttributes<HTMLButtonElement> & {
  /** an action under way: disabled and aria-busy; `loadingText` replaces the label meanwhile */
  loading?: boolean;
  loadingText?: string;
  ref?: React.Ref<HTMLButtonElement>;
};

export function Button({ variant, size, block, className, type = 'button', loading, loadingText, disabled, children, ...rest }: ButtonProps) {
  return (
    <button
      type={type}
      className={buttonClass({ variant, size, block }, className)}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      {...rest}
    >
      {loading && loadingText ? loadingText : children}
    </button>
  );
}

export function ButtonLink({ variant, size, block, className, ...rest }: ButtonLook & ComponentProps<typeof Link>) {
  return <Link className={buttonClass({ variant, size, block }, className)} {...rest} />;
}
