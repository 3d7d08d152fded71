// An unknown category id: a real 404 with ways back.
import { NotFoundView } from '@/components/catalog/not-found-view';

export default function NotFound() {
  return <NotFoundView title="Категория не найдена" text="Такой категории нет: возможно, её переименовали или убрали. Поищите товар или загляните в каталог." />;
}
