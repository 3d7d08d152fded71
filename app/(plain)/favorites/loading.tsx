// While the favourites' first page is read on the server (decision 0185): «Загрузка…» at once.
import { LoadingPage } from '@/components/ui/loading';

export default function FavoritesLoading() {
  return <LoadingPage />;
}
