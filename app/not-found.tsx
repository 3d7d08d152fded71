// The site-wide 404 (notFound() outside the catalogue routes, e.g. a bad shop segment).
import { NotFoundView } from '@/components/catalog/not-found-view';

export default function NotFound() {
  return <NotFoundView title="Страница не найдена" text="Такой страницы нет: возможно, ссылка устарела. Поищите товар или загляните в каталог." />;
}
