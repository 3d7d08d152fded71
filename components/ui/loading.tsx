// What a signed-in page shows while its data is on the way (issue 42): «Загрузка…» said once to a
// screen reader (role=status, aria-busy) over a few grey bars the size of the rows to come, so the
// area is never empty and the content does not jump far when it arrives.
import { PageHead } from './page-head';
import s from './loading.module.css';

export function Loading({ rows = 3, testId = 'loading' }: { rows?: number; testId?: string }) {
  return (
    <div className={s.box} role="status" aria-busy="true" aria-live="polite" data-testid={testId}>
      <p className={s.text}>Загрузка…</p>
      {Array.from({ length: rows }, (_, i) => <div key={i} className={s.bar} aria-hidden="true" />)}
    </div>
  );
}

/** A whole page's stand-in (the routes' loading.tsx): its title when known, then «Загрузка…». */
export function LoadingPage({ title, rows = 4 }: { title?: string; rows?: number }) {
  return (
    <div className={`container ${s.page}`}>
      {title && <PageHead title={title} />}
      <Loading rows={rows} testId="page-loading" />
    </div>
  );
}
