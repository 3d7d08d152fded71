// A titled block on the page's background: a white card with its heading (an h2 by default), for
// the checkout's blocks, the personal area's sections and the back office's. `as="fieldset"` makes
// the title its legend (a group of choices); `as="aside"` a complementary part (a summary).
import { useId, type ReactNode } from 'react';
import s from './panel.module.css';

type Props = {
  title?: ReactNode;
  /** the heading's level inside the page */
  level?: 2 | 3;
  as?: 'section' | 'aside' | 'fieldset' | 'div';
  className?: string;
  children: ReactNode;
} & Omit<React.HTMLAttributes<HTMLElement>, 'title'>;

export function Panel({ title, level = 2, as = 'section', className, children, ...rest }: Props) {
  const id = useId();
  const Tag = as;
  const H = `h${level}` as const;
  const heading = title === undefined ? null : as === 'fieldset'
    ? <legend className={`${s.title} ${s.legend}`}>{title}</legend>
    : <H id={id} className={s.title}>{title}</H>;
  const labelled = title !== undefined && as !== 'fieldset' && !rest['aria-label'] ? { 'aria-labelledby': id } : {};
  return (
    <Tag className={`${s.panel} ${className ?? ''}`} {...labelled} {...rest}>
      {heading}
      {children}
    </Tag>
  );
}
