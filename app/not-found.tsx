// The site-wide 404, rendered at build time (no API needed): unknown products, categories, good sets,
// news and cashback groups are sent here by the middleware (lib/missing-pages.ts). Kept small: Next
// embeds it in the RSC payload of every page.
import type { Metadata } from 'next';
import { NotFoundView } from '@/components/catalog/not-found-view';
import { Logo } from '@/components/layout/logo';

export const metadata: Metadata = { title: 'Страница не найдена', robots: { index: false, follow: true } };

export default function NotFound() {
  return (
    <>
      <header className="container" style={{ padding: '16px 0' }}>
        <Logo />
      </header>
      <main id="main">
        <NotFoundView
          title="Страница не найдена"
          text="Такой страницы нет: возможно, товар снят с продажи или ссылка устарела. Поищите товар или загляните в каталог."
        />
      </main>
    </>
  );
}
