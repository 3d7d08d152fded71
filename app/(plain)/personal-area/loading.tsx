// While a tab of the personal area is read on the server (decision 0185): its head and «Загрузка…»
// at once, never an empty page.
import { LoadingPage } from '@/components/ui/loading';

export default function PersonalAreaLoading() {
  return <LoadingPage title="Личный кабинет" />;
}
