// The site-wide 404, rendered at build time (no API needed): unknown products, categories, good sets,
// news and cashback groups are sent here by the middleware (lib/missing-pages.ts). It has the header
// and footer of every page, so a shopper who lands here finds search, catalogue and basket; the
// header comes without the mega menu's data (Next embeds this page in the RSC payload of every page).
import type { Metadata } from 'next';
import { NotFoundView } from '@/components/catalog/not-found-view';
import { StaticShell } from '@/components/layout/site-shell';

export const metadata: Metadata = { title: 'Страница не найдена', robots: { index: false, follow: true } };

export default function NotFound() {
  return (
    <StaticShell>
      <NotFoundView
        title="Страница не найдена"
        text="Такой страницы нет: возможно, товар снят с продажи или ссылка устарела. Поищите товар или загляните в каталог."
      />
    </StaticShell>
  );
}
