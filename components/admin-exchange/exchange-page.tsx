// /admin-order/exchange: the site admins' view of the 1C exchange: each file 1C sent for import,
// newest first, with its session, how it ended, what it changed, how long it took and the lines it
// skipped. Rendered on the server from GET /api/exchange/files; the page is per request.
import Link from 'next/link';
import type { ExchangeFile } from '@/contract';
import { adminTabs } from '@/components/admin-orders/admin-tabs';
import { Breadcrumbs } from '@/components/ui/breadcrumbs';
import { PageHead } from '@/components/ui/page-head';
import { TabLinks } from '@/components/ui/tabs';
import { formatDate } from '@/lib/format';
import s from './exchange.module.css';

/** The counts worth a line, in the order a grocer reads them. */
const COUNT_NAMES: [string, string][] = [
  ['groups', 'Групп в файле'], ['groupsCreated', 'Групп создано'], ['groupsChanged', 'Групп изменено'], ['groupsHidden', 'Групп скрыто'],
  ['goods', 'Товаров в файле'], ['goodsCreated', 'Товаров создано'], ['goodsChanged', 'Товаров изменено'], ['goodsHidden', 'Снято с продажи'],
  ['photos', 'Картинок'], ['offersRead', 'Предложений в файле'], ['offers', 'Предложений применено'], ['articlesCreated', 'Новых позиций в магазинах'],
  ['articlesChanged', 'Цен и остатков изменено'], ['articlesEmptied', 'Остатков обнулено'], ['pages', 'Страниц обновлено'], ['pagesAllGoods', 'Обновлены страницы всех товаров 1С, товаров'],
];
const STATES: Record<ExchangeFile['state'], [string, string]> = {
  success: ['Загружен', s.success], failure: ['Ошибка: ничего не изменено', s.failure], running: ['Идёт загрузка', s.running],
};

const time = (iso: string) => new Date(iso).toLocaleTimeString('ru-RU', { timeZone: 'Europe/Moscow', hour: '2-digit', minute: '2-digit', second: '2-digit' });
const seconds = (ms: number) => `${(ms / 1000).toFixed(1).replace('.', ',')} с`;

export function ExchangePage({ viewer, files }: { viewer: { name: string }; files: ExchangeFile[] | null }) {
  return (
    <div className={`container ${s.page}`}>
      <Breadcrumbs items={[{ label: 'Главная', href: '/' }, { label: 'Личный кабинет', href: '/personal-area' }, { label: 'Обмен с 1С' }]} />
      <PageHead title="Обмен с 1С">
        <Link href="/personal-area">{viewer.name}</Link>
      </PageHead>
      <TabLinks label="Разделы личного кабинета" tabs={adminTabs(true, '/admin-order/exchange')} />
      <p className={s.muted}>Адрес для 1С: /api/exchange/1c на адресе сайта. Последние файлы, новые сверху.</p>
      {files === null && <p role="alert" className={s.error}>Ошибка загрузки данных</p>}
      {files?.length === 0 && <p className={s.empty}>1С ещё не присылала файлов.</p>}
      <ul className={s.list} data-testid="exchange-files">
        {files?.map((f) => {
          const [label, cls] = STATES[f.state];
          const counts = COUNT_NAMES.filter(([k]) => f.counts[k] !== undefined && f.counts[k] > 0);
          return (
            <li key={f.id} className={s.card}>
              <div className={s.head}>
                <span className={s.file}>{f.filename}</span>
                <span className={cls}>{label}</span>
              </div>
              <p className={s.muted}>
                Сеанс {f.sessionId}, {formatDate(f.startedAt)} {time(f.startedAt)}
                {f.counts.ms !== undefined ? `, за ${seconds(f.counts.ms)}` : ''}
              </p>
              {counts.length > 0 && (
                <dl className={s.counts}>
                  {counts.map(([k, name]) => <div key={k}><dt>{name}</dt><dd>{f.counts[k]}</dd></div>)}
                </dl>
              )}
              {f.problems.length > 0 && (
                <details>
                  <summary>{f.state === 'failure' ? 'Причина' : `Пропущено строк: ${f.problems.length}`}</summary>
                  <ul className={s.problems}>
                    {f.problems.slice(0, 50).map((p, i) => <li key={i}>{p.line ? `строка ${p.line}: ` : ''}{p.message}</li>)}
                  </ul>
                </details>
              )}
            </li>
          );
        })}
      </ul>
    </div>
  );
}
