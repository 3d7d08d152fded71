// While moderation's first page is read on the server (decision 0185): its head and «Загрузка…» at once.
import { LoadingPage } from '@/components/ui/loading';

export default function ModerationLoading() {
  return <LoadingPage title="Отзывы на модерации" rows={3} />;
}
