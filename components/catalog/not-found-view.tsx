// The helpful 404 of catalogue pages: what happened and where to go next (works without JS).
import Link from 'next/link';
import { SEARCH_TEXT_MIN } from '@/domain/search-text';
import s from './not-found-view.module.css';

export function NotFoundView({ title, text }: { title: string; text: string }) {
  return (
    <div className={`container ${s.page}`}>
      <div className={s.box}>
        <p className={s.code} aria-hidden="true">404</p>
        <h1 className={s.title}>{title}</h1>
        <p className={s.text}>{text}</p>
        <form method="get" action="/catalog" className={s.search} role="search">
          <input type="search" name="search-word" minLength={SEARCH_TEXT_MIN} required placeholder="Поиск по каталогу" aria-label="Поиск по каталогу" />
          <button type="submit">Найти</button>
        </form>
        <nav className={s.links} aria-label="Куда перейти">
          <Link href="/catalog" className={s.primary}>Перейти в каталог</Link>
          <Link href="/discounts">Акции</Link>
          <Link href="/">На главную</Link>
        </nav>
      </div>
    </div>
  );
}
