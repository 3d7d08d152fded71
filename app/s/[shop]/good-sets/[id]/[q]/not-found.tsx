// An unknown good set: a real 404 with ways back.
import { NotFoundView } from '@/components/catalog/not-found-view';

export default function NotFound() {
  return <NotFoundView title="Подборка не найдена" text="Такой подборки нет: возможно, она закончилась. Загляните в каталог — там есть и собственное производство." />;
}
