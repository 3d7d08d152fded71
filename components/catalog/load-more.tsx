// 'Показать ещё': a link to the next step of the same list. The page renders every step up to
// ?page=n, so without JavaScript the browser jumps to #more; with it the list just grows in place.
import Link from 'next/link';
import s from './load-more.module.css';

export function LoadMore({ href, shown, total }: { href: string; shown: number; total: number }) {
  return (
    <div className={s.more}>
      <span className={s.progress}>Показано {shown} из {total}</span>
      <Link href={`${href}#more`} scroll={false} prefetch={false} className={s.button} data-testid="load-more">
        Показать ещё
      </Link>
    </div>
  );
}
