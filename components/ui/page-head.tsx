// The head of a signed-in page (the personal area, the back office): its title, then who is signed
// in and the way out, wrapping under the title on a phone.
import type { ReactNode } from 'react';
import s from './page-head.module.css';

export function PageHead({ title, children }: { title: ReactNode; children?: ReactNode }) {
  return (
    <div className={s.head}>
      <h1 className={s.title}>{title}</h1>
      <div className={s.who}>
        {children}
        {/* a plain link: next/link would prefetch the route, and a GET of /logout signs out */}
        <a href="/logout" className={s.logout} data-testid="logout">Выйти</a>
      </div>
    </div>
  );
}
