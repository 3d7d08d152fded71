// An unknown parent category or discount: a real 404 with ways back.
import { NotFoundView } from '@/components/catalog/not-found-view';

export default function NotFound() {
  return <NotFoundView title="Раздел не найден" text="Такого раздела или акции нет: возможно, ссылка устарела. Поищите товар или загляните в каталог." />;
}
