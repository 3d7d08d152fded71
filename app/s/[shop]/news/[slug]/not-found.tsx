// An unknown news item: a real 404 with ways back.
import { NotFoundView } from '@/components/catalog/not-found-view';

export default function NotFound() {
  return <NotFoundView title="Новость не найдена" text="Такой новости нет: возможно, ссылка устарела." />;
}
