// An unknown product id: a real 404 with ways back.
import { NotFoundView } from '@/components/catalog/not-found-view';

export default function NotFound() {
  return <NotFoundView title="Товар не найден" text="Такого товара нет в каталоге: возможно, он снят с продажи. Поищите похожий или загляните в каталог." />;
}
