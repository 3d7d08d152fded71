// An unknown cashback group: a real 404 with ways back.
import { NotFoundView } from '@/components/catalog/not-found-view';

export default function NotFound() {
  return <NotFoundView title="Подборка не найдена" text="Такой подборки товаров с кешбэком нет: возможно, акция закончилась. Посмотрите другие товары с кешбэком или загляните в каталог." />;
}
