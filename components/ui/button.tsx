// The site's buttons: one look for actions (<button>) and for links that look like buttons.
import Link from 'next/link';
import type { ButtonHTMLAttributes, ComponentProps } from 'react';
import s from './button.module.css';

type Look = { variant?: 'primary' | 'secondary' | 'ghost'; size?: 'sm' | 'md' | 'lg'; block?: boolean };

function classes({ variant = 'primary', size = 'md', block }: Look, extra?: string) {
  return [s.button, s[variant], s[size], block ? s.block : '', extra ?? ''].filter(Boolean).join(' ');
}

export function Button({ variant, size, block, className, type = 'button', ...rest }: Look & ButtonHTMLAttributes<HTMLButtonElement>) {
  return <button type={type} className={classes({ variant, size, block }, className)} {...rest} />;
}

export function ButtonLink({ variant, size, block, className, ...rest }: Look & ComponentProps<typeof Link>) {
  return <Link className={classes({ variant, size, block }, className)} {...rest} />;
}
