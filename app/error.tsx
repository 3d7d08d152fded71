'use client';
// What a shopper sees when a page could not be rendered (the shop API away, most often), instead of
// Next's English default: in Russian, without the error's text, with a way to try again. nginx in
// front answers such a page with its own copy of this message and 503 (deploy/nginx/shop.conf), or
// with the last good copy of the page when it has one.
import { useEffect } from 'react';
import s from '@/components/catalog/not-found-view.module.css';

export default function ErrorPage({ reset }: { error: Error & { digest?: string }; reset: () => void }) {
  useEffect(() => {
    document.title = 'Сервис временно недоступен';
  }, []);
  return (
    <main className={`container ${s.page}`}>
      <div className={s.box}>
        <h1 className={s.title}>Сервис временно недоступен</h1>
        <p className={s.text}>Не удалось загрузить страницу. Попробуйте ещё раз через минуту: мы уже чиним.</p>
        <nav className={s.links} aria-label="Куда перейти">
          <button type="button" className={s.primary} onClick={() => reset()}>Попробовать снова</button>
          <a href="/">На главную</a>
        </nav>
      </div>
    </main>
  );
}
